import type { authContract } from '@carreras/domain/auth/auth.contract';
import type { UserType } from '../lib/session-storage.ts';
import { routes } from './call.ts';

/** Accounts' and sessions' endpoints (packages/domain/src/auth/auth.contract.ts). */
export const authApi = routes<typeof authContract>({
  register: 'public POST /auth/register',
  login: 'public POST /auth/login',
  logout: 'runner_or_admin POST /auth/logout',
  logoutAll: 'runner_or_admin POST /auth/logout-all',
  clearLoginFailures: 'super_admin DELETE /admin/login-failures/:dni',
  runnerProfile: 'runner GET /auth/profile',
  adminProfile: 'admin GET /admin/auth/profile',
  changePassword: 'runner POST /auth/change-password',
  passwordChangeCount: 'runner GET /profile/password-change-count',
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
