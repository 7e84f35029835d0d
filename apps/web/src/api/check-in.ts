import type { checkInContract } from '@carreras/domain/check-in/check-in.contract';
import { routes } from './call.ts';

/** Check-in's endpoints (packages/domain/src/check-in/check-in.contract.ts). */
export const checkInApi = routes<typeof checkInContract>({
  search: 'admin GET /admin/events/:eventId/check-in',
  nextBib: 'admin GET /admin/events/:eventId/next-bib',
  assignNextBib: 'admin POST /admin/inscriptions/:id/next-bib',
});

/** Query keys of check-in: its searches and next free bibs, all refreshed after any check-in step. */
export const checkInKeys = {
  all: ['admin', 'check-in'] as const,
  search: (eventId: number, q: string) => [...checkInKeys.all, 'search', eventId, q] as const,
  nextBib: (eventId: number) => [...checkInKeys.all, 'next-bib', eventId] as const,
};
