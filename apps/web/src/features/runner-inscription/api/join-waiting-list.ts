import type { EndpointBody } from '@carreras/domain/api/define-endpoint';
import type { placesContract } from '@carreras/domain/places/places.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/call.ts';
import { invalidateInscriptions } from '../../../api/inscriptions.ts';
import { placesApi } from '../../../api/places.ts';

/** Enrols when a place is free by then, else joins the waiting list: the server settles which. */
export const joinWaitingList = (body: EndpointBody<typeof placesContract.joinWaitingList>) =>
  call(placesApi.joinWaitingList, { body, session: 'runner' });

export function useJoinWaitingList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinWaitingList,
    // A place taken or a line joined: the inscriptions and what counts them, every registration read among them.
    onSuccess: () => invalidateInscriptions(queryClient),
  });
}
