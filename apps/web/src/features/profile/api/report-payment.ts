import type { Inscription } from '@carreras/domain/inscriptions/inscription.schemas';
import type { RegistrationInfo } from '@carreras/domain/registration/registration.schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** 'Ya pagué': tells the organiser, who verifies and confirms. */
export function useReportPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, referencia }: { id: number; referencia: string }) =>
      apiRequest<Inscription>(`/inscriptions/${id}/report-payment`, {
        method: 'POST',
        body: { referencia: referencia.trim() || null },
        session: 'runner',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['inscriptions'] }),
  });
}

/** How to pay for an event (public). */
export const eventPaymentQuery = (eventId: number) =>
  queryOptions({
    queryKey: ['registration', eventId],
    queryFn: () => apiRequest<RegistrationInfo>(`/events/${eventId}/registration`, { session: 'none' }),
  });

export const useEventPayment = (eventId: number) => useQuery(eventPaymentQuery(eventId));
