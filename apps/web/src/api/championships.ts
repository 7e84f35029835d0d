import type { championshipsContract } from '@carreras/domain/championships/championships.contract';
import { routes } from './call.ts';

/** Championships' endpoints (packages/domain/src/championships/championships.contract.ts). */
export const championshipsApi = routes<typeof championshipsContract>({
  list: 'public GET /championships',
  standings: 'public GET /championships/:id/standings',
  ofRunner: 'public GET /championships/standing-of-runner/:runnerId',
  adminList: 'admin GET /admin/championships',
  adminStandings: 'admin GET /admin/championships/:id/standings',
  publish: 'admin PUT /championships/:id/published',
  get: 'admin GET /championships/:id',
  create: 'admin POST /championships',
  update: 'admin PUT /championships/:id',
  delete: 'admin DELETE /championships/:id',
  setEvents: 'admin PUT /championships/:id/events',
  setScoring: 'admin PUT /championships/:id/scoring',
  export: 'admin GET /championships/:id/standings/export',
  awards: 'admin GET /championships/:id/standings/awards.pdf',
});

/** Query keys of championships: every read sits under `all`, which every championship write invalidates. */
export const championshipKeys = {
  all: ['championships'] as const,
  list: () => [...championshipKeys.all, 'list'] as const,
  adminList: () => [...championshipKeys.all, 'admin-list'] as const,
  detail: (id: number) => [...championshipKeys.all, id] as const,
  standings: (id: number) => [...championshipKeys.detail(id), 'standings'] as const,
  adminStandings: (id: number) => [...championshipKeys.detail(id), 'admin-standings'] as const,
  ofRunner: (runnerId: number) => [...championshipKeys.all, 'runner', runnerId] as const,
};
