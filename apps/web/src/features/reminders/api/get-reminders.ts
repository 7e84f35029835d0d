import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/call.ts';
import { invalidateInscriptions } from '../../../api/inscriptions.ts';
import { placesApi, placesKeys } from '../../../api/places.ts';

export const remindersQuery = (eventId: number) =>
  queryOptions({
    queryKey: placesKeys.reminders(eventId),
    queryFn: ({ signal }) => call(placesApi.getReminders, { params: { id: eventId }, signal }),
  });

export const useReminders = (eventId: number) => useQuery(remindersQuery(eventId));

/** The admin's choice from the waiting list: enrols that runner into a free place. */
export function usePromoteWaiting(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (waitingId: number) => call(placesApi.promoteWaiting, { params: { id: waitingId } }),
    // A place taken and a line shortened: the event's registration (places, reminders), the waiting lists, and
    // the inscriptions with what counts them.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: placesKeys.event(eventId) }),
        queryClient.invalidateQueries({ queryKey: placesKeys.waiting() }),
        invalidateInscriptions(queryClient),
      ]),
  });
}
