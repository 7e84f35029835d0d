import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/call.ts';
import { dashboardApi, dashboardKeys } from '../../../api/dashboard.ts';

export const dashboardStatsQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.stats(),
    queryFn: ({ signal }) => call(dashboardApi.stats, { signal }),
  });

export const useDashboardStats = () => useQuery(dashboardStatsQuery());
