import { defineEndpoint } from '../api/define-endpoint.ts';
import { dashboardStatsSchema } from './dashboard.schemas.ts';

/** The back-office home's figures (administrators only). */
export const dashboardContract = {
  stats: defineEndpoint({
    method: 'GET',
    path: '/admin/dashboard/stats',
    access: 'admin',
    responses: { 200: dashboardStatsSchema },
  }),
};
