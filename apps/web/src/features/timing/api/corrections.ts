import type { EndpointBody } from '@carreras/domain/api/define-endpoint';
import type { timingContract } from '@carreras/domain/timing/timing.contract';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/call.ts';
import { checkInApi, checkInKeys } from '../../../api/check-in.ts';
import { resultsKeys } from '../../../api/results.ts';
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
      call(timingApi.updateBib, { params: { eventId }, body: input }),
    onSuccess: (record, input) => readAfterCorrection(queryClient, eventId, [input.oldDorsal, record.dorsal]),
  });
}

export function useUpdateRunnerTimes(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointBody<typeof timingContract.updateRunnerTimes>) =>
      call(timingApi.updateRunnerTimes, { params: { eventId }, body: input }),
    onSuccess: (times) => readAfterCorrection(queryClient, eventId, [times.dorsal]),
  });
}

/** Most riders the bib dialog's search lists (spec 9). */
export const RIDER_SEARCH_SIZE = 5;

/** A bib or DNI (digits), or a name from 3 characters: what the bib dialog's search starts with. */
export const canSearchRiders = (search: string) => /^\d+$/.test(search.trim()) || search.trim().length >= 3;

/**
 * Riders of the event for the bib dialog, with their bib, distance and category: check-in's own search, so
 * the holder of a typed bib comes first, then an exact DNI, then the rest by surname and name.
 */
export const useRiderSearch = (eventId: number, search: string) => {
  const q = search.trim();
  return useQuery({
    queryKey: checkInKeys.search(eventId, q),
    queryFn: ({ signal }) => call(checkInApi.search, { params: { eventId }, query: { q }, signal }),
    enabled: canSearchRiders(q),
    select: (answer) => answer.items.slice(0, RIDER_SEARCH_SIZE),
  });
};
