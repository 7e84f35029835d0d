import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/call.ts';
import { invalidateInscriptions } from '../../../api/inscriptions.ts';
import { placesApi, placesInfoQuery } from '../../../api/places.ts';

/** 'Ya pagué': tells the organiser, who verifies and confirms. */
export function useReportPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, referencia }: { id: number; referencia: string }) =>
      call(placesApi.reportPayment, {
        params: { id },
        body: { referencia: referencia.trim() || null },
      }),
    // An inscription write: it now reads 'Pago informado: a verificar'.
    onSuccess: () => invalidateInscriptions(queryClient),
  });
}

/** How to pay for an event (public). */
export const useEventPayment = (eventId: number) => useQuery(placesInfoQuery(eventId));
