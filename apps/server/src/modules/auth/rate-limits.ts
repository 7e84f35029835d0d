import { messages } from '@carreras/domain/messages';
import type { RateLimitOptions } from '@fastify/rate-limit';
import { tooManyRequests } from '../../lib/app-error.ts';

/**
 * Request limits of the account routes, counted in the database so every server process shares them
 * (lib/database-rate-limit-store.ts). They sit on top of the per-DNI lock after five wrong passwords
 * (auth.service.ts).
 */

/** Per address: generous enough that correct logins are never throttled below 60 a minute. */
export const loginRateLimit: RateLimitOptions = { max: 100, timeWindow: '1 minute' };

/**
 * Per address: stops scripted account creation; a club signing riders up from one connection still fits.
 * REGISTRATION_LIMIT_PER_MINUTE (default 30) raises it where many riders share one address.
 */
export const registrationRateLimit = (max: number): RateLimitOptions => ({
  max,
  timeWindow: '1 minute',
  errorResponseBuilder: () => tooManyRequests(messages.tooManyRegistrations),
});

export const PASSWORD_CHANGE_ATTEMPTS = 5;

/**
 * Per runner, whatever the address: a stolen session cannot be used to guess the current password.
 * The access check runs before this hook, so the runner is known here.
 */
export const passwordChangeRateLimit: RateLimitOptions = {
  max: PASSWORD_CHANGE_ATTEMPTS,
  timeWindow: '15 minutes',
  keyGenerator: (request) =>
    request.principal?.type === 'runner' ? `runner:${request.principal.runner.id}` : `address:${request.ip}`,
  errorResponseBuilder: () => tooManyRequests(messages.tooManyPasswordChanges),
};
