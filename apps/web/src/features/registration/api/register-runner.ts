import type { EndpointBody } from '@carreras/domain/api/define-endpoint';
import type { authContract } from '@carreras/domain/auth/auth.contract';
import { useMutation } from '@tanstack/react-query';
import { authApi } from '../../../api/auth.ts';
import { call } from '../../../api/call.ts';

export const registerRunner = (body: EndpointBody<typeof authContract.register>) =>
  call(authApi.register, { body, session: 'none' });

/**
 * The new runner's session is kept by the form (it holds the token); signing them in drops whatever the
 * browser held for another account, so no list needs invalidating here (and /register stays light).
 */
export function useRegisterRunner() {
  return useMutation({ mutationFn: registerRunner });
}
