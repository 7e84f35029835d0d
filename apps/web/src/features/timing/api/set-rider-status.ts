import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/call.ts';
import { timingApi, timingKeys } from '../../../api/timing.ts';
import { statusOnlyBody } from '../still-out-status.ts';
import { readAfterCorrection } from './corrections.ts';

/**
 * Sets a rider's status to DNF, or clears it (the undo), from 'En carrera': reads the rider's times first so
 * the call keeps their lap corrections and penalty (statusOnlyBody).
 */
export function useSetRiderStatus(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ dorsal, status }: { dorsal: number; status: 'DNF' | null }) => {
      const rider = await call(timingApi.getRider, { params: { eventId, dorsal } });
      return call(timingApi.updateRunnerTimes, { params: { eventId }, body: statusOnlyBody(rider, status) });
    },
    onSuccess: (times) => {
      readAfterCorrection(queryClient, eventId, [times.dorsal]);
      void queryClient.invalidateQueries({ queryKey: timingKeys.stillOut(eventId) });
    },
  });
}
