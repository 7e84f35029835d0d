import { defineEndpoint } from '../api/define-endpoint.ts';
import { dashboardStatsSchema } from './dashboard.schemas.ts';

/** The back-office home: what an organiser checks each morning (administrators only). */
export const dashboardContract = {
  stats: defineEndpoint({
    method: 'GET',
    path: '/admin/dashboard/stats',
    access: 'admin',
    responses: { 200: dashboardStatsSchema },
  }),
};
