import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/call.ts';
import { championshipKeys, championshipsApi } from '../../../api/championships.ts';
import { retryServerErrors } from '../../../lib/retry-server-errors.ts';

export const runnerStandingsQuery = (runnerId: number) =>
  queryOptions({
    queryKey: championshipKeys.ofRunner(runnerId),
    queryFn: ({ signal }) => call(championshipsApi.ofRunner, { params: { runnerId }, session: 'none', signal }),
    retry: retryServerErrors,
  });

/** A rider's lines in every championship; nothing is read while the rider is unknown (null). */
export const useRunnerStandings = (runnerId: number | null) =>
  useQuery({ ...runnerStandingsQuery(runnerId ?? 0), enabled: runnerId !== null });
