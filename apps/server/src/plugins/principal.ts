import type { FastifyRequest } from 'fastify';
import { forbidden, unauthenticated } from '../lib/app-error.ts';
import type { AdminRow } from '../modules/admins/admins.repository.ts';
import type { RunnerRow } from '../modules/runners/runners.repository.ts';

/** The signed-in runner; the access hook has already refused anyone else on runner routes. */
export function requireRunner(request: FastifyRequest): RunnerRow {
  const principal = request.principal;
  if (!principal) throw unauthenticated();
  if (principal.type !== 'runner') throw forbidden();
  return principal.runner;
}

export function requireAdmin(request: FastifyRequest): AdminRow {
  const principal = request.principal;
  if (!principal) throw unauthenticated();
  if (principal.type !== 'admin') throw forbidden();
  return principal.admin;
}
