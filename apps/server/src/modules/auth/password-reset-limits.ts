import { passwordResetMessages as m } from '@carreras/domain/auth/password-reset';
import type { CreateRateLimitOptions, RateLimitOptions } from '@fastify/rate-limit';
import { tooManyRequests } from '../../lib/app-error.ts';

/**
 * Limits of '¿Olvidaste tu contraseña?' by email (docs/security.md), counted in the database like every other
 * limit. Per address generous, as a carrier address (mobile CGNAT) carries many riders; per DNI tight, so no one
 * can fill a runner's mailbox with links.
 */
export const PASSWORD_RESET_REQUESTS_PER_ADDRESS = 20;
export const PASSWORD_RESET_REQUESTS_PER_DNI = 3;

export const passwordResetAddressLimit: RateLimitOptions = {
  max: PASSWORD_RESET_REQUESTS_PER_ADDRESS,
  timeWindow: '15 minutes',
  errorResponseBuilder: () => tooManyRequests(m.tooManyFromAddress),
};

/** Counted in the handler, once the body (the DNI) has been read and validated. */
export const passwordResetDniLimit: CreateRateLimitOptions = {
  max: PASSWORD_RESET_REQUESTS_PER_DNI,
  timeWindow: '1 hour',
  keyGenerator: (request) => `password-reset-dni:${(request.body as { dni: string }).dni}`,
};

/** Links are 256 random bits, so this only stops a script hammering the route. */
export const passwordResetConfirmLimit: RateLimitOptions = {
  max: 30,
  timeWindow: '15 minutes',
  errorResponseBuilder: () => tooManyRequests(m.tooManyFromAddress),
};
