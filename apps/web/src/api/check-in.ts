import type { checkInContract } from '@carreras/domain/check-in/check-in.contract';
import { routes } from './call.ts';

/** Check-in's endpoints (packages/domain/src/check-in/check-in.contract.ts). */
export const checkInApi = routes<typeof checkInContract>({
  search: 'admin GET /admin/events/:eventId/check-in',
  nextBib: 'admin GET /admin/events/:eventId/next-bib',
  assignNextBib: 'admin POST /admin/inscriptions/:id/next-bib',
  deskInscription: 'admin GET /admin/inscriptions/:id/desk',
  recordPayment: 'admin POST /admin/inscriptions/:id/payments',
  voidPayment: 'admin POST /admin/payments/:paymentId/void',
  cashDay: 'admin GET /admin/events/:eventId/cash',
  cashExport: 'admin GET /admin/events/:eventId/cash/export',
  kitProgress: 'admin GET /admin/events/:eventId/kit-progress',
});

/** Query keys of check-in: its searches, next free bibs, the Caja del día and kits, all refreshed after any check-in step. */
export const checkInKeys = {
  all: ['admin', 'check-in'] as const,
  search: (eventId: number, q: string) => [...checkInKeys.all, 'search', eventId, q] as const,
  nextBib: (eventId: number) => [...checkInKeys.all, 'next-bib', eventId] as const,
  cashDay: (eventId: number, fecha: string) => [...checkInKeys.all, 'cash', eventId, fecha] as const,
  kitProgress: (eventId: number) => [...checkInKeys.all, 'kits', eventId] as const,
};
