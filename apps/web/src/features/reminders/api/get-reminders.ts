import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/call.ts';
import { invalidateInscriptions } from '../../../api/inscriptions.ts';
import { registrationApi, registrationKeys } from '../../../api/registration.ts';

export const remindersQuery = (eventId: number) =>
  queryOptions({
    queryKey: registrationKeys.reminders(eventId),
    queryFn: ({ signal }) => call(registrationApi.getReminders, { params: { id: eventId }, signal }),
  });

export const useReminders = (eventId: number) => useQuery(remindersQuery(eventId));

/** The admin's choice from the waiting list: enrols that runner into a free place. */
export function usePromoteWaiting(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (waitingId: number) => call(registrationApi.promoteWaiting, { params: { id: waitingId } }),
    // A place taken and a line shortened: the event's registration (places, reminders), the waiting lists, and
    // the inscriptions with what counts them.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: registrationKeys.event(eventId) }),
        queryClient.invalidateQueries({ queryKey: registrationKeys.waiting() }),
        invalidateInscriptions(queryClient),
      ]),
  });
}
