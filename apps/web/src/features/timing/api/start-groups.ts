import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/call.ts';
import { timingApi, timingKeys } from '../../../api/timing.ts';

export interface StartGroupDraft {
  id?: number;
  name: string;
  /** Epoch ms. */
  startTime: number | null;
  categories: number[];
}

export function useSaveStartGroups(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (groups: StartGroupDraft[]) =>
      call(timingApi.saveStartGroups, { params: { eventId }, body: { groups } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: timingKeys.event(eventId) }),
  });
}
