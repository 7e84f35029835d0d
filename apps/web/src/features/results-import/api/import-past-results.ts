import type { PastResultsRequestInput } from '@carreras/domain/imports/past-results.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/call.ts';
import { pastResultsApi } from '../../../api/past-results.ts';
import { resultsKeys } from '../../../api/results.ts';
import { RESULTS_IMPORT_TIMEOUT_MS } from './preview-past-results.ts';
import { resultEntriesKeys } from './result-entries.ts';

/** Imports the accepted rows as the edition's results, in one transaction on the server. */
export function useImportPastResults(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PastResultsRequestInput) =>
      call(pastResultsApi.import, {
        params: { eventId },
        body,

        timeoutMs: RESULTS_IMPORT_TIMEOUT_MS,
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: resultsKeys.all }),
        queryClient.invalidateQueries({ queryKey: resultEntriesKeys.ofEvent(eventId) }),
      ]),
  });
}
