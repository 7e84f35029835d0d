import type { passwordResetContract } from '@carreras/domain/auth/password-reset.contract';
import { routes } from '../../../api/call.ts';

/** '¿Olvidaste tu contraseña?' by email (packages/domain/src/auth/password-reset.contract.ts). */
export const passwordResetApi = routes<typeof passwordResetContract>({
  availability: 'public GET /auth/password-reset',
  request: 'public POST /auth/password-reset',
  confirm: 'public POST /auth/password-reset/confirm',
});

export const passwordResetKeys = {
  availability: () => ['password-reset', 'availability'] as const,
};
