import type { Inscription } from '@carreras/domain/inscriptions/inscription.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** The invited partner accepts a pending pair; the server checks it is theirs and still pending. */
export const acceptPair = (id: number) =>
  apiRequest<Inscription>(`/inscriptions/${id}/accept-pair`, { method: 'POST', session: 'runner' });

/** The invited partner declines a pending pair, or its holder withdraws the invitation. */
export const declinePair = (id: number) =>
  apiRequest<void>(`/inscriptions/${id}/decline-pair`, { method: 'POST', session: 'runner' });

export function useAcceptPair() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptPair,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['inscriptions'] }),
  });
}

export function useDeclinePair() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declinePair,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['inscriptions'] }),
  });
}
