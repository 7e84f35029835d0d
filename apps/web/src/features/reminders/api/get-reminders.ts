import type { Inscription } from '@carreras/domain/inscriptions/inscription.schemas';
import type { Reminders } from '@carreras/domain/registration/registration.schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const remindersQuery = (eventId: number) =>
  queryOptions({
    queryKey: ['reminders', eventId],
    queryFn: () => apiRequest<Reminders>(`/admin/events/${eventId}/reminders`, { session: 'admin' }),
  });

export const useReminders = (eventId: number) => useQuery(remindersQuery(eventId));

/** The admin's choice from the waiting list: enrols that runner into a free place. */
export function usePromoteWaiting(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (waitingId: number) =>
      apiRequest<Inscription>(`/waiting-list/${waitingId}/promote`, { method: 'POST', session: 'admin' }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['reminders', eventId] }),
        queryClient.invalidateQueries({ queryKey: ['registration', eventId] }),
        queryClient.invalidateQueries({ queryKey: ['inscriptions'] }),
      ]);
    },
  });
}
