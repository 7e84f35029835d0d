import type { EndpointBody } from '@carreras/domain/api/define-endpoint';
import type { timingContract } from '@carreras/domain/timing/timing.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/call.ts';
import { timingApi } from '../../../api/timing.ts';
import { readAfterCorrection } from './corrections.ts';

export type MarkRecordBody = EndpointBody<typeof timingContract.markRecord>;

/**
 * 'Anular', 'Contar' or 'Restaurar' one record (decision 007). Afterwards, as after a correction
 * (corrections.ts): the results and the rider dialog of its bib are read again; the records too, unless
 * the screen hears the changes stream, which names the bib (decision 006).
 */
export function useMarkRecord(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MarkRecordBody) => call(timingApi.markRecord, { params: { eventId }, body: input }),
    onSuccess: (record) => readAfterCorrection(queryClient, eventId, [record.dorsal]),
  });
}
