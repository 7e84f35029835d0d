import { inscriptionMessages as m } from '@carreras/domain/inscriptions/inscription.messages';
import type { CreateRateLimitOptions, RateLimitOptions } from '@fastify/rate-limit';
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

/**
 * Partner checks from one address in PARTNER_CHECK_WINDOW, whichever accounts make them: accounts are free, so
 * the per-account limit alone lets a few new accounts run through DNIs. Generous beside one runner's 20, since
 * runners setting up pairs from one carrier address (mobile CGNAT) share it; a list of DNIs is not run through
 * at 100 an hour (docs/security.md, 'Partner check').
 */
export const PARTNER_CHECKS_PER_ADDRESS = 100;

export const partnerCheckAddressLimit: CreateRateLimitOptions = {
  max: PARTNER_CHECKS_PER_ADDRESS,
  timeWindow: PARTNER_CHECK_WINDOW,
  keyGenerator: (request) => `partner-check-address:${request.ip}`,
};
