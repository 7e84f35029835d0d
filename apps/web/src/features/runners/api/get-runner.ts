import type { adminRunnerSchema } from '@carreras/domain/runners/admin-runner.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

export type AdminRunner = z.infer<typeof adminRunnerSchema>;

export const runnerQuery = (id: number) =>
  queryOptions({
    queryKey: ['admin', 'runners', 'detail', id],
    queryFn: () => apiRequest<AdminRunner>(`/admin/runners/${id}`, { session: 'admin' }),
  });

export const useRunner = (id: number) => useQuery(runnerQuery(id));

/**
 * Password changes used by the runner. A failed lookup is shown as unknown, not as 0 (D1 overrides the
 * spec's fallback to 0, which would tell the organiser the runner still has both changes).
 */
export const passwordChangeCountQuery = (id: number) =>
  queryOptions({
    queryKey: ['admin', 'runners', 'password-change-count', id],
    queryFn: async () =>
      (await apiRequest<{ count: number }>(`/admin/runners/${id}/password-change-count`, { session: 'admin' })).count,
  });

export const usePasswordChangeCount = (id: number) => useQuery(passwordChangeCountQuery(id));
