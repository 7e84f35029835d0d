import type { championshipsContract } from '@carreras/domain/championships/championships.contract';
import { routes } from './call.ts';

/** Championships' endpoints (packages/domain/src/championships/championships.contract.ts). */
export const championshipsApi = routes<typeof championshipsContract>({
  list: 'GET /championships',
  standings: 'GET /championships/:id/standings',
  ofRunner: 'GET /championships/standing-of-runner/:runnerId',
  get: 'GET /championships/:id',
  create: 'POST /championships',
  update: 'PUT /championships/:id',
  delete: 'DELETE /championships/:id',
  setEvents: 'PUT /championships/:id/events',
  setScoring: 'PUT /championships/:id/scoring',
  export: 'GET /championships/:id/standings/export',
  awards: 'GET /championships/:id/standings/awards.pdf',
});

/** Query keys of championships: every read sits under `all`, which every championship write invalidates. */
export const championshipKeys = {
  all: ['championships'] as const,
  list: () => [...championshipKeys.all, 'list'] as const,
  detail: (id: number) => [...championshipKeys.all, id] as const,
  standings: (id: number) => [...championshipKeys.detail(id), 'standings'] as const,
  ofRunner: (runnerId: number) => [...championshipKeys.all, 'runner', runnerId] as const,
};
