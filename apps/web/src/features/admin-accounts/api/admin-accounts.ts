import type { createAdminSchema } from '@carreras/domain/admins/admin-account.schemas';
import type { Admin } from '@carreras/domain/auth/auth.schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

const KEY = ['admin', 'accounts'] as const;

export const adminAccountsQuery = () =>
  queryOptions({ queryKey: KEY, queryFn: () => apiRequest<Admin[]>('/admin/admins', { session: 'admin' }) });

export const useAdminAccounts = () => useQuery(adminAccountsQuery());

export function useCreateAdminAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.output<typeof createAdminSchema>) =>
      apiRequest<Admin>('/admin/admins', { method: 'POST', body, session: 'admin' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export function useSetAdminActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, activo }: { id: number; activo: boolean }) =>
      apiRequest<Admin>(`/admin/admins/${id}`, { method: 'PATCH', body: { activo }, session: 'admin' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export function useResetAdminPassword() {
  return useMutation({
    mutationFn: ({ id, password }: { id: number; password: string }) =>
      apiRequest<{ message: string }>(`/admin/admins/${id}/reset-password`, {
        method: 'POST',
        body: { password },
        session: 'admin',
      }),
  });
}

/** Clears the failed logins of a DNI (runner or admin), so its login delay ends at once. */
export function useClearLoginFailures() {
  return useMutation({
    mutationFn: (dni: string) =>
      apiRequest<{ message: string; cleared: number }>(`/admin/login-failures/${dni}`, {
        method: 'DELETE',
        session: 'admin',
      }),
  });
}
