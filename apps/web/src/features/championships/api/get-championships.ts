import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/call.ts';
import { championshipKeys, championshipsApi } from '../../../api/championships.ts';
import { retryServerErrors } from '../../../lib/retry-server-errors.ts';

/** The published championships, as anyone reads them (the public pages). */
export const championshipsQuery = () =>
  queryOptions({
    queryKey: championshipKeys.list(),
    queryFn: ({ signal }) => call(championshipsApi.list, { session: 'none', signal }),
    retry: retryServerErrors,
  });

export const useChampionships = () => useQuery(championshipsQuery());

/** Every championship, drafts too: the back office's list. */
export const adminChampionshipsQuery = () =>
  queryOptions({
    queryKey: championshipKeys.adminList(),
    queryFn: ({ signal }) => call(championshipsApi.adminList, { signal }),
  });

export const useAdminChampionships = () => useQuery(adminChampionshipsQuery());
