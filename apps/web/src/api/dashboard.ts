import type { dashboardContract } from '@carreras/domain/dashboard/dashboard.contract';
import { routes } from './call.ts';

/** The back-office home's endpoints (packages/domain/src/dashboard/dashboard.contract.ts). */
export const dashboardApi = routes<typeof dashboardContract>({
  stats: 'admin GET /admin/dashboard/stats',
});

/** Query keys of the back-office home. */
export const dashboardKeys = {
  all: ['admin', 'dashboard'] as const,
  stats: () => [...dashboardKeys.all, 'stats'] as const,
};
