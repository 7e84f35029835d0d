import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/call.ts';
import { championshipKeys, championshipsApi } from '../../../api/championships.ts';
import { retryServerErrors } from '../../../lib/retry-server-errors.ts';

/** Every championship, as anyone reads it (the public pages and the back-office's list alike). */
export const championshipsQuery = () =>
  queryOptions({
    queryKey: championshipKeys.list(),
    queryFn: ({ signal }) => call(championshipsApi.list, { session: 'none', signal }),
    retry: retryServerErrors,
  });

export const useChampionships = () => useQuery(championshipsQuery());
