import type { StartGroup } from '@carreras/domain/timing/timing.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

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
      apiRequest<StartGroup[]>(`/timing/${eventId}/start-groups`, {
        method: 'POST',
        body: { groups },
        session: 'admin',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['timing', eventId] }),
  });
}
