import type { PastResultsRequestInput } from '@carreras/domain/imports/past-results.schemas';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../api/call.ts';
import { pastResultsApi } from '../../../api/past-results.ts';

/** A long sheet is checked row by row on the server. */
export const RESULTS_IMPORT_TIMEOUT_MS = 60_000;

/** What the results sheet would do in the edition; nothing is written. */
export function usePreviewPastResults(eventId: number) {
  return useMutation({
    mutationFn: (body: PastResultsRequestInput) =>
      call(pastResultsApi.preview, {
        params: { eventId },
        body,

        timeoutMs: RESULTS_IMPORT_TIMEOUT_MS,
      }),
  });
}
