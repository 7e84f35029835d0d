import type { adminCreateRunnerSchema, adminUpdateRunnerSchema } from '@carreras/domain/runners/admin-runner.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import type { AdminRunner } from './get-runner.ts';

export type AdminUpdateRunner = z.output<typeof adminUpdateRunnerSchema>;
export type AdminCreateRunner = z.output<typeof adminCreateRunnerSchema>;

export function useUpdateRunner(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminUpdateRunner) =>
      apiRequest<AdminRunner>(`/admin/runners/${id}`, { method: 'PUT', body, session: 'admin' }),
    onSuccess: (runner) => {
      queryClient.setQueryData(['admin', 'runners', 'detail', id], runner);
      return queryClient.invalidateQueries({ queryKey: ['admin', 'runners'] });
    },
  });
}

export function useCreateRunner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminCreateRunner) =>
      apiRequest<AdminRunner>('/admin/create-runner', { method: 'POST', body, session: 'admin' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'runners'] }),
  });
}

export function useResetRunnerPassword(id: number) {
  return useMutation({
    mutationFn: (password: string) =>
      apiRequest<{ message: string }>(`/admin/runners/${id}/reset-password`, {
        method: 'POST',
        body: { password },
        session: 'admin',
      }),
  });
}
