import type { reportsContract } from '@carreras/domain/reports/reports.contract';
import { routes } from './call.ts';

/** The back-office reports' endpoints (packages/domain/src/reports/reports.contract.ts). */
export const reportsApi = routes<typeof reportsContract>({
  byDistance: 'admin GET /admin/reports/by-distance',
  byCategory: 'admin GET /admin/reports/by-category',
  export: 'admin GET /admin/reports/export/:kind',
});

/** Query keys of reports: every report read sits under `all`; `eventId` undefined is every event. */
export const reportKeys = {
  all: ['reports'] as const,
  byDistance: (eventId: number | undefined) => [...reportKeys.all, 'by-distance', eventId ?? 'all'] as const,
  byCategory: (eventId: number | undefined) => [...reportKeys.all, 'by-category', eventId ?? 'all'] as const,
};
