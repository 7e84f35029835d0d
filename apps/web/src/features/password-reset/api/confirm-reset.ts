import type { EndpointBody } from '@carreras/domain/api/define-endpoint';
import type { passwordResetContract } from '@carreras/domain/auth/password-reset.contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../api/call.ts';
import { passwordResetApi } from './password-reset-api.ts';

export const confirmReset = (body: EndpointBody<typeof passwordResetContract.confirm>) =>
  call(passwordResetApi.confirm, { body, session: 'none' });

export const useConfirmReset = () => useMutation({ mutationFn: confirmReset });
