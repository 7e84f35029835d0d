import { defineEndpoint } from '../api/define-endpoint.ts';
import { errorCodes as e } from '../error-codes.ts';
import { registerRunnerSchema, runnerSchema } from '../runners/runner.schemas.ts';
import {
  adminSchema,
  changePasswordResponseSchema,
  changePasswordSchema,
  loginResponseSchema,
  loginSchema,
  passwordChangeCountSchema,
  registerResponseSchema,
} from './auth.schemas.ts';
import { clearLoginFailuresResponseSchema, loginFailuresParamsSchema, messageResponseSchema } from './sessions.ts';

/**
 * Accounts and sessions (spec 001 section 4, D14): registration, sign-in and out, the signed-in profile and
 * the runner's password change. Sign-out, the profile read and the password change stay open while a
 * temporary password is in force.
 */
export const authContract = {
  /** 409 DNI_TAKEN when the DNI is already registered; 429 past the registrations per address and minute. */
  register: defineEndpoint({
    method: 'POST',
    path: '/auth/register',
    access: 'public',
    body: registerRunnerSchema,
    responses: { 201: registerResponseSchema },
    errors: { 409: [e.dniTaken], 429: [e.tooManyRequests] },
  }),
  /**
   * 401 for a wrong DNI or password; 429 while that DNI and address wait after failures, or that DNI and
   * device when the browser sends the device cookie a previous sign-in as that DNI set (HttpOnly, sent to
   * this route only; it names the login and a random nonce, and authenticates nothing).
   */
  login: defineEndpoint({
    method: 'POST',
    path: '/auth/login',
    access: 'public',
    body: loginSchema,
    responses: { 200: loginResponseSchema },
    errors: { 401: [e.unauthenticated], 429: [e.loginThrottled, e.tooManyRequests] },
  }),
  /** Ends this session: its token is refused from then on. */
  logout: defineEndpoint({
    method: 'POST',
    path: '/auth/logout',
    access: 'runner_or_admin',
    responses: { 200: messageResponseSchema },
    duringTemporaryPassword: true,
  }),
  /** Ends every session of the account, this one included. */
  logoutAll: defineEndpoint({
    method: 'POST',
    path: '/auth/logout-all',
    access: 'runner_or_admin',
    responses: { 200: messageResponseSchema },
    duringTemporaryPassword: true,
  }),
  /** Forgets the failed sign-ins of a DNI (runner or admin), so its delay ends at once. */
  clearLoginFailures: defineEndpoint({
    method: 'DELETE',
    path: '/admin/login-failures/:dni',
    access: 'super_admin',
    params: loginFailuresParamsSchema,
    responses: { 200: clearLoginFailuresResponseSchema },
  }),
  runnerProfile: defineEndpoint({
    method: 'GET',
    path: '/auth/profile',
    access: 'runner',
    responses: { 200: runnerSchema },
    duringTemporaryPassword: true,
  }),
  adminProfile: defineEndpoint({
    method: 'GET',
    path: '/admin/auth/profile',
    access: 'admin',
    responses: { 200: adminSchema },
  }),
  /**
   * 400 for a wrong current password; 409 once both changes are used (a temporary password's replacement
   * does not count); 429 past the attempts per runner. The answer carries a fresh token for this session.
   */
  changePassword: defineEndpoint({
    method: 'POST',
    path: '/auth/change-password',
    access: 'runner',
    body: changePasswordSchema,
    responses: { 200: changePasswordResponseSchema },
    errors: { 409: [e.limitReached], 429: [e.tooManyRequests] },
    duringTemporaryPassword: true,
  }),
  passwordChangeCount: defineEndpoint({
    method: 'GET',
    path: '/profile/password-change-count',
    access: 'runner',
    responses: { 200: passwordChangeCountSchema },
    duringTemporaryPassword: true,
  }),
};
