import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/call.ts';
import { championshipKeys, championshipsApi } from '../../../api/championships.ts';
import { retryServerErrors } from '../../../lib/retry-server-errors.ts';

export const standingsQuery = (id: number) =>
  queryOptions({
    queryKey: championshipKeys.standings(id),
    queryFn: ({ signal }) => call(championshipsApi.standings, { params: { id }, session: 'none', signal }),
    retry: retryServerErrors,
  });

export const useStandings = (id: number) => useQuery(standingsQuery(id));

/** The standings as the public will read them, a draft's too: the back office's view. */
export const adminStandingsQuery = (id: number) =>
  queryOptions({
    queryKey: championshipKeys.adminStandings(id),
    queryFn: ({ signal }) => call(championshipsApi.adminStandings, { params: { id }, signal }),
    retry: retryServerErrors,
  });

export const useAdminStandings = (id: number) => useQuery(adminStandingsQuery(id));
