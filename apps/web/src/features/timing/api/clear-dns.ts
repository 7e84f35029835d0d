import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/call.ts';
import { timingApi } from '../../../api/timing.ts';
import { readAfterCorrection } from './corrections.ts';

/**
 * 'Quitar DNS y contar' (decision 014): the rider's DNS is cleared, keeping their penalty, so the passages that
 * waited count.
 */
export function useClearDns(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (dorsal: number) => {
      const rider = await call(timingApi.getRider, { params: { eventId, dorsal } });
      return call(timingApi.updateRunnerTimes, {
        params: { eventId },
        body: { dorsal, status: null, penaltyTime: rider.penaltyTime, lapTimes: [] },
      });
    },
    onSuccess: (times) => readAfterCorrection(queryClient, eventId, [times.dorsal]),
  });
}
