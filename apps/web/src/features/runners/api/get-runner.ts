import type { EndpointResponse } from '@carreras/domain/api/define-endpoint';
import type { runnersContract } from '@carreras/domain/runners/runners.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/call.ts';
import { runnerKeys, runnersApi } from '../../../api/runners.ts';

export type AdminRunner = EndpointResponse<typeof runnersContract.getRunner>;

export const runnerQuery = (id: number) =>
  queryOptions({
    queryKey: runnerKeys.detail(id),
    queryFn: ({ signal }) => call(runnersApi.getRunner, { params: { id }, signal }),
  });

export const useRunner = (id: number) => useQuery(runnerQuery(id));

/**
 * Password changes used by the runner. A failed lookup is shown as unknown, not as 0 (D1 overrides the
 * spec's fallback to 0, which would tell the organiser the runner still has both changes).
 */
export const passwordChangeCountQuery = (id: number) =>
  queryOptions({
    queryKey: runnerKeys.passwordChangeCount(id),
    queryFn: async ({ signal }) => (await call(runnersApi.passwordChangeCount, { params: { id }, signal })).count,
  });

export const usePasswordChangeCount = (id: number) => useQuery(passwordChangeCountQuery(id));
