import type { DuplicateChoiceInput } from '@carreras/domain/events/duplicate-event';
import type { EventValues } from '@carreras/domain/events/event.schemas';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/call.ts';
import { eventKeys, eventsApi } from '../../../api/events.ts';
import { placesKeys } from '../../../api/places.ts';

/**
 * After any event write, every screen's events (lists, details, categories) are refreshed; an edited or
 * deleted event's registration too, since its distances come from its categories.
 */
const refreshEvents = (queryClient: QueryClient, eventId?: number) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: eventKeys.all }),
    eventId === undefined ? undefined : queryClient.invalidateQueries({ queryKey: placesKeys.event(eventId) }),
  ]);

/** Creates an event, or updates it when an id is given. */
export function useSaveEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: EventValues }) =>
      id ? call(eventsApi.updateEvent, { params: { id }, body }) : call(eventsApi.createEvent, { body }),
    onSuccess: (_event, { id }) => refreshEvents(queryClient, id),
  });
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(eventsApi.deleteEvent, { params: { id } }),
    onSuccess: (_answer, id) => refreshEvents(queryClient, id),
  });
}

/** Next year's edition: same race and place, dates one year on, inactive until reviewed, with the parts chosen. */
export function useDuplicateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, choice }: { id: number; choice: DuplicateChoiceInput }) =>
      call(eventsApi.duplicateEvent, { params: { id }, body: choice }),
    onSuccess: () => refreshEvents(queryClient),
  });
}
