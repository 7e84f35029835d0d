import type { EndpointBody } from '@carreras/domain/api/define-endpoint';
import type { authContract } from '@carreras/domain/auth/auth.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi } from '../../../api/auth.ts';
import { call } from '../../../api/call.ts';
import { runnerKeys } from '../../../api/runners.ts';

export const registerRunner = (body: EndpointBody<typeof authContract.register>) =>
  call(authApi.register, { body, session: 'none' });

/** The new runner's session is kept by the form (it holds the token); lists of runners gain one. */
export function useRegisterRunner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerRunner,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: runnerKeys.all }),
  });
}
