import type { FastifyRequest } from 'fastify';
import { forbidden, unauthenticated } from '../lib/app-error.ts';
import type { AdminAccount, RunnerAccount } from '../lib/principal-types.ts';

/** The signed-in runner; the access hook has already refused anyone else on runner routes. */
export function requireRunner(request: FastifyRequest): RunnerAccount {
  const principal = request.principal;
  if (!principal) throw unauthenticated();
  if (principal.type !== 'runner') throw forbidden();
  return principal.runner;
}

export function requireAdmin(request: FastifyRequest): AdminAccount {
  const principal = request.principal;
  if (!principal) throw unauthenticated();
  if (principal.type !== 'admin') throw forbidden();
  return principal.admin;
}
