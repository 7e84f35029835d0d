import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export interface DashboardStats {
  totalRunners: number;
}

export const dashboardStatsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'dashboard-stats'],
    queryFn: () => apiRequest<DashboardStats>('/admin/dashboard/stats', { session: 'admin' }),
  });

export const useDashboardStats = () => useQuery(dashboardStatsQuery());
