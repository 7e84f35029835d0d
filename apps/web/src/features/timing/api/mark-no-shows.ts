import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/call.ts';
import { resultsKeys } from '../../../api/results.ts';
import { timingApi, timingKeys } from '../../../api/timing.ts';

/** 'Marcar DNS': every rider of the group with a bib, no counting passage and no status reads DNS. */
export function useMarkNoShows(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (groupId: number) => call(timingApi.markNoShows, { params: { eventId }, body: { groupId } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: timingKeys.event(eventId) });
      void queryClient.invalidateQueries({ queryKey: resultsKeys.event(eventId) });
    },
  });
}
