import type { changePasswordResponseSchema } from '@carreras/domain/auth/auth.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { passwordChangeCountQuery } from './get-password-change-count.ts';

type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;

export const changePassword = (body: { currentPassword: string; newPassword: string }) =>
  apiRequest<ChangePasswordResponse>('/auth/change-password', { method: 'POST', body, session: 'runner' });

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: (answer) => queryClient.setQueryData(passwordChangeCountQuery().queryKey, answer.count),
    onError: () => queryClient.invalidateQueries({ queryKey: passwordChangeCountQuery().queryKey }),
  });
}
