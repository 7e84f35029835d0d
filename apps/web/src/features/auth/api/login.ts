import type { LoginInput, LoginResponse } from '@carreras/domain/auth/auth.schemas';
import { apiRequest } from '../../../lib/api-client.ts';

export function login(input: LoginInput): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('/auth/login', { method: 'POST', body: input, session: 'none' });
}
