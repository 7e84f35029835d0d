import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/call.ts';
import { inscriptionsApi, invalidateInscriptions } from '../../../api/inscriptions.ts';

/** The invited partner accepts a pending pair; the server checks it is theirs and still pending. */
export const acceptPair = (id: number) => call(inscriptionsApi.acceptPair, { params: { id } });

/** The invited partner declines a pending pair, or its holder withdraws the invitation. */
export const declinePair = (id: number) => call(inscriptionsApi.declinePair, { params: { id } });

export function useAcceptPair() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptPair,
    onSettled: () => invalidateInscriptions(queryClient),
  });
}

export function useDeclinePair() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declinePair,
    onSettled: () => invalidateInscriptions(queryClient),
  });
}
