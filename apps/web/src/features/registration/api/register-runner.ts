import type { RegisterResponse } from '@carreras/domain/auth/auth.schemas';
import type { RegisterRunner } from '@carreras/domain/runners/runner.schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const registerRunner = (body: RegisterRunner) =>
  apiRequest<RegisterResponse>('/auth/register', { method: 'POST', body, session: 'none' });

export const useRegisterRunner = () => useMutation({ mutationFn: registerRunner });
