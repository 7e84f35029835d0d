import type { EndpointBody } from '@carreras/domain/api/define-endpoint';
import type { passwordResetContract } from '@carreras/domain/auth/password-reset.contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../api/call.ts';
import { passwordResetApi } from './password-reset-api.ts';

export const requestReset = (body: EndpointBody<typeof passwordResetContract.request>) =>
  call(passwordResetApi.request, { body, session: 'none' });

export const useRequestReset = () => useMutation({ mutationFn: requestReset });
