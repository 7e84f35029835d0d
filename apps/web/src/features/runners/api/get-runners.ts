import { PAGE_SIZE } from '@carreras/domain/limits';
import type { runnerListSchema } from '@carreras/domain/runners/admin-runner.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

export type RunnerList = z.infer<typeof runnerListSchema>;

export const runnersQuery = (page: number, search: string) =>
  queryOptions({
    queryKey: ['admin', 'runners', { page, search }],
    queryFn: ({ signal }) =>
      apiRequest<RunnerList>('/runners', { query: { page, limit: PAGE_SIZE, search }, session: 'admin', signal }),
    placeholderData: keepPreviousData,
  });

/** `enabled` false while the typed search is one the server would refuse. */
export const useRunners = (page: number, search: string, enabled = true) =>
  useQuery({ ...runnersQuery(page, search), enabled });
