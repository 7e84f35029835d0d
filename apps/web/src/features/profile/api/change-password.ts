import type { EndpointBody } from '@carreras/domain/api/define-endpoint';
import type { authContract } from '@carreras/domain/auth/auth.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi, authKeys } from '../../../api/auth.ts';
import { call } from '../../../api/call.ts';

export const changePassword = (body: EndpointBody<typeof authContract.changePassword>) =>
  call(authApi.changePassword, { body });

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: (answer) => queryClient.setQueryData(authKeys.passwordChangeCount(), answer.count),
    onError: () => queryClient.invalidateQueries({ queryKey: authKeys.passwordChangeCount() }),
  });
}
