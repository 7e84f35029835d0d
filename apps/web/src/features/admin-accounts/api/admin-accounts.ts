import type { createAdminSchema } from '@carreras/domain/admins/admin-account.schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminKeys, adminsApi } from '../../../api/admins.ts';
import { authApi } from '../../../api/auth.ts';
import { call } from '../../../api/call.ts';

export const adminAccountsQuery = () =>
  queryOptions({
    queryKey: adminKeys.list(),
    queryFn: ({ signal }) => call(adminsApi.listAdmins, { signal }),
  });

export const useAdminAccounts = () => useQuery(adminAccountsQuery());

export function useCreateAdminAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.output<typeof createAdminSchema>) => call(adminsApi.createAdmin, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export function useSetAdminActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, activo }: { id: number; activo: boolean }) =>
      call(adminsApi.setAdminActive, { params: { id }, body: { activo } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export function useResetAdminPassword() {
  return useMutation({
    mutationFn: ({ id, password }: { id: number; password: string }) =>
      call(adminsApi.resetAdminPassword, { params: { id }, body: { password } }),
  });
}

/** Clears the failed logins of a DNI (runner or admin), so its login delay ends at once. */
export function useClearLoginFailures() {
  return useMutation({
    mutationFn: (dni: string) => call(authApi.clearLoginFailures, { params: { dni } }),
  });
}
