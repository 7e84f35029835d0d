import { inscriptionMessages as m } from '@carreras/domain/inscriptions/inscription.messages';
import type { RateLimitOptions } from '@fastify/rate-limit';
import { tooManyRequests } from '../../lib/app-error.ts';

/** Partner checks a runner may make in PARTNER_CHECK_WINDOW: a few typos and a change of category fit. */
export const PARTNER_CHECKS = 20;
export const PARTNER_CHECK_WINDOW = '1 hour';

/**
 * Per runner, whatever the address: each check tells whether a DNI belongs to someone who could be invited,
 * and their short name, so an account must not be able to run through DNIs. The access check runs before
 * this hook, so the runner is known here.
 */
export const partnerCheckRateLimit: RateLimitOptions = {
  max: PARTNER_CHECKS,
  timeWindow: PARTNER_CHECK_WINDOW,
  keyGenerator: (request) =>
    request.principal?.type === 'runner' ? `runner:${request.principal.runner.id}` : `address:${request.ip}`,
  errorResponseBuilder: () => tooManyRequests(m.partnerCheckLimit),
};
