import type { EndpointBody } from '@carreras/domain/api/define-endpoint';
import type { runnersContract } from '@carreras/domain/runners/runners.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authKeys } from '../../../api/auth.ts';
import { call } from '../../../api/call.ts';
import { inscriptionKeys } from '../../../api/inscriptions.ts';
import { runnerKeys, runnersApi } from '../../../api/runners.ts';

type ProfileValues = EndpointBody<typeof runnersContract.updateRunner>;

export const updateProfile = (runnerId: number, body: ProfileValues) =>
  call(runnersApi.updateRunner, { params: { id: runnerId }, body, session: 'runner' });

export function useUpdateProfile(runnerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileValues) => updateProfile(runnerId, body),
    onSuccess: (runner) => {
      queryClient.setQueryData(authKeys.profile('runner'), runner);
      void queryClient.invalidateQueries({ queryKey: runnerKeys.all });
      // Names shown on inscriptions come from the runner.
      void queryClient.invalidateQueries({ queryKey: inscriptionKeys.all });
    },
  });
}
