import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/call.ts';
import { resultsKeys } from '../../../api/results.ts';
import { timingApi, timingKeys } from '../../../api/timing.ts';

/**
 * 'Corregir largada': moves a started group's start, which re-times every rider of the group (decision
 * 003), so everything read of the event's timing and results is read again. Sent at once, not queued:
 * the server may refuse it (a start after one of the group's passages) and the organiser must see that.
 */
export function useCorrectGroupStart(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { groupId: number; startTime: number }) =>
      call(timingApi.startGroup, { params: { eventId }, body: input }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: timingKeys.event(eventId) });
      void queryClient.invalidateQueries({ queryKey: resultsKeys.event(eventId) });
    },
  });
}
