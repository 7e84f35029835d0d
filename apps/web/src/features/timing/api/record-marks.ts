import type { EndpointBody } from '@carreras/domain/api/define-endpoint';
import type { timingContract } from '@carreras/domain/timing/timing.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/call.ts';
import { resultsKeys } from '../../../api/results.ts';
import { timingApi, timingKeys } from '../../../api/timing.ts';
import { hearsTimingChanges } from './use-timing-live.ts';

export type MarkRecordBody = EndpointBody<typeof timingContract.markRecord>;

/**
 * 'Anular', 'Contar' or 'Restaurar' one record (decision 007). Afterwards, as after a correction
 * (corrections.ts): the results and the rider dialog of its bib are read again; the records too, unless
 * the screen hears the changes stream, which names the bib (decision 006).
 */
export function useMarkRecord(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MarkRecordBody) =>
      call(timingApi.markRecord, { params: { eventId }, body: input, session: 'admin' }),
    onSuccess: (record) => {
      void queryClient.invalidateQueries({ queryKey: resultsKeys.event(eventId) });
      if (!hearsTimingChanges(eventId)) {
        void queryClient.invalidateQueries({ queryKey: timingKeys.event(eventId) });
      } else if (record.dorsal !== null) {
        void queryClient.invalidateQueries({ queryKey: timingKeys.rider(eventId, record.dorsal) });
      }
    },
  });
}
