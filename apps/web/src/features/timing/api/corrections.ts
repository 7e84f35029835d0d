import type { EndpointBody } from '@carreras/domain/api/define-endpoint';
import type { timingContract } from '@carreras/domain/timing/timing.contract';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/call.ts';
import { resultsKeys } from '../../../api/results.ts';
import { runnerKeys, runnersApi } from '../../../api/runners.ts';
import { timingApi, timingKeys } from '../../../api/timing.ts';
import { hearsTimingChanges } from './use-timing-live.ts';

/**
 * After a correction: the results, and the rider dialogs of its bibs, are read again. The records are too,
 * unless the screen hears the changes stream, which names the bibs and reads only theirs (decision 006).
 */
export function readAfterCorrection(
  queryClient: QueryClient,
  eventId: number,
  bibs: readonly (number | null | undefined)[],
) {
  void queryClient.invalidateQueries({ queryKey: resultsKeys.event(eventId) });
  if (!hearsTimingChanges(eventId)) {
    void queryClient.invalidateQueries({ queryKey: timingKeys.event(eventId) });
    return;
  }
  for (const bib of bibs) {
    if (typeof bib === 'number') void queryClient.invalidateQueries({ queryKey: timingKeys.rider(eventId, bib) });
  }
}

export function useUpdateDorsal(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointBody<typeof timingContract.updateBib>) =>
      call(timingApi.updateBib, { params: { eventId }, body: input, session: 'admin' }),
    onSuccess: (record, input) => readAfterCorrection(queryClient, eventId, [input.oldDorsal, record.dorsal]),
  });
}

export function useUpdateRunnerTimes(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointBody<typeof timingContract.updateRunnerTimes>) =>
      call(timingApi.updateRunnerTimes, { params: { eventId }, body: input, session: 'admin' }),
    onSuccess: (times) => readAfterCorrection(queryClient, eventId, [times.dorsal]),
  });
}

/** Runner search of the bib dialog: from 3 characters, 5 results (spec 9). */
export const useRunnerSearch = (search: string) => {
  const query = { search, limit: 5, page: 1 };
  return useQuery({
    queryKey: runnerKeys.list(query),
    queryFn: ({ signal }) => call(runnersApi.listRunners, { query, session: 'admin', signal }),
    enabled: search.trim().length >= 3,
  });
};
