import type { LinkResultEntryInput } from '@carreras/domain/imports/result-entries.schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/call.ts';
import { pastResultsApi } from '../../../api/past-results.ts';
import { resultsKeys } from '../../../api/results.ts';

export const resultEntriesKeys = {
  all: ['result-entries'] as const,
  ofEvent: (eventId: number) => [...resultEntriesKeys.all, eventId] as const,
};

/** The edition's results kept by name only (docs/decisions/018-results-by-name.md). */
export const resultEntriesQuery = (eventId: number) =>
  queryOptions({
    queryKey: resultEntriesKeys.ofEvent(eventId),
    queryFn: ({ signal }) => call(pastResultsApi.entries, { params: { eventId }, signal }),
  });

export const useResultEntries = (eventId: number) => useQuery(resultEntriesQuery(eventId));

/** Gives a result kept by name to the runner with a DNI, or takes it back (dni null). */
export function useLinkResultEntry(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ entryId, ...body }: LinkResultEntryInput & { entryId: number }) =>
      call(pastResultsApi.linkEntry, { params: { entryId }, body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: resultEntriesKeys.ofEvent(eventId) }),
        queryClient.invalidateQueries({ queryKey: resultsKeys.all }),
      ]),
  });
}
