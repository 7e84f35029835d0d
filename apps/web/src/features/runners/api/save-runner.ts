import type { EndpointBody } from '@carreras/domain/api/define-endpoint';
import type { runnersContract } from '@carreras/domain/runners/runners.contract';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { authKeys } from '../../../api/auth.ts';
import { call } from '../../../api/call.ts';
import { runnerKeys, runnersApi } from '../../../api/runners.ts';

export type AdminUpdateRunner = EndpointBody<typeof runnersContract.adminUpdateRunner>;
export type AdminCreateRunner = EndpointBody<typeof runnersContract.createRunner>;

/** A runner changed: every read of runners, and the runner signed in on this device when it is them. */
const refreshRunners = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: runnerKeys.all }),
    queryClient.invalidateQueries({ queryKey: authKeys.profile('runner') }),
  ]);

export function useUpdateRunner(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminUpdateRunner) => call(runnersApi.adminUpdateRunner, { params: { id }, body }),
    onSuccess: (runner) => {
      queryClient.setQueryData(runnerKeys.detail(id), runner);
      return refreshRunners(queryClient);
    },
  });
}

export function useCreateRunner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminCreateRunner) => call(runnersApi.createRunner, { body }),
    onSuccess: () => refreshRunners(queryClient),
  });
}

/** D14: a temporary password; the runner's details show that a change is now required. */
export function useResetRunnerPassword(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => call(runnersApi.resetPassword, { params: { id }, body: { password } }),
    onSuccess: () => refreshRunners(queryClient),
  });
}
