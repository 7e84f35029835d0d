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

/** Password changes used by the runner; a failed lookup counts as 0 (spec 001 section 8). */
export const passwordChangeCountQuery = (id: number) =>
  queryOptions({
    queryKey: ['admin', 'runners', 'password-change-count', id],
    queryFn: async () => {
      try {
        const body = await apiRequest<{ count: number }>(`/admin/runners/${id}/password-change-count`, {
          session: 'admin',
        });
        return body.count;
      } catch {
        return 0;
      }
    },
  });

export const usePasswordChangeCount = (id: number) => useQuery(passwordChangeCountQuery(id));
