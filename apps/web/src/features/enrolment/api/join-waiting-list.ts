import type { CreateInscriptionInput, Inscription } from '@carreras/domain/inscriptions/inscription.schemas';
import type { WaitingEntry } from '@carreras/domain/registration/registration.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export interface JoinAnswer {
  inscription: Inscription | null;
  waiting: WaitingEntry | null;
}

/** Enrols when a place is free by then, else joins the waiting list: the server settles which. */
export const joinWaitingList = (body: CreateInscriptionInput) =>
  apiRequest<JoinAnswer>('/waiting-list', { method: 'POST', body, session: 'runner' });

export function useJoinWaitingList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinWaitingList,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['inscriptions'] }),
        queryClient.invalidateQueries({ queryKey: ['waiting-list'] }),
        queryClient.invalidateQueries({ queryKey: ['registration'] }),
      ]);
    },
  });
}
