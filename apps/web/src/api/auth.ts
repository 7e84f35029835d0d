import type { authContract } from '@carreras/domain/auth/auth.contract';
import type { UserType } from '../lib/session-storage.ts';
import { routes } from './call.ts';

/** Accounts' and sessions' endpoints (packages/domain/src/auth/auth.contract.ts). */
export const authApi = routes<typeof authContract>({
  register: 'POST /auth/register',
  login: 'POST /auth/login',
  logout: 'POST /auth/logout',
  logoutAll: 'POST /auth/logout-all',
  clearLoginFailures: 'DELETE /admin/login-failures/:dni',
  runnerProfile: 'GET /auth/profile',
  adminProfile: 'GET /admin/auth/profile',
  changePassword: 'POST /auth/change-password',
  passwordChangeCount: 'GET /profile/password-change-count',
});

/**
 * Query keys of the signed-in accounts. `profile(kind)` holds the signed-in runner or admin (null when
 * signed out) and stays across a sign-out; what hangs under it (the runner's password changes) is the
 * person's own data and goes with everything else (lib/session.tsx).
 */
export const authKeys = {
  all: ['session'] as const,
  profile: (kind: UserType) => [...authKeys.all, kind] as const,
  passwordChangeCount: () => [...authKeys.profile('runner'), 'password-change-count'] as const,
};
