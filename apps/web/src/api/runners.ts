import type { runnersContract } from '@carreras/domain/runners/runners.contract';
import { listKeys, routes } from './call.ts';

/** Runners' endpoints (packages/domain/src/runners/runners.contract.ts). */
export const runnersApi = routes<typeof runnersContract>({
  updateRunner: 'runner_or_admin PUT /runners/:id',
  listRunners: 'admin GET /runners',
  getRunner: 'admin GET /admin/runners/:id',
  adminUpdateRunner: 'admin PUT /admin/runners/:id',
  createRunner: 'admin POST /admin/create-runner',
  passwordChangeCount: 'admin GET /admin/runners/:id/password-change-count',
  resetPassword: 'admin POST /admin/runners/:id/reset-password',
});

/**
 * Query keys of runners: every read (the back office's pages and searches, one runner and their password
 * changes) sits under `all`, which a write to any runner invalidates, whatever screen made it.
 */
export const runnerKeys = {
  ...listKeys('runners', runnersApi.listRunners),
  detail: (id: number) => [...runnerKeys.all, id] as const,
  passwordChangeCount: (id: number) => [...runnerKeys.detail(id), 'password-change-count'] as const,
};
