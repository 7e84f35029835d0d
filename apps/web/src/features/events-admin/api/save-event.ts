import type { Event, EventValues } from '@carreras/domain/events/event.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const refreshEvents = (queryClient: ReturnType<typeof useQueryClient>) =>
  queryClient.invalidateQueries({ queryKey: ['events'] });

/** Creates an event, or updates it when an id is given. */
export function useSaveEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: EventValues }) =>
      apiRequest<Event>(id ? `/events/${id}` : '/events', { method: id ? 'PUT' : 'POST', body, session: 'admin' }),
    onSuccess: () => refreshEvents(queryClient),
  });
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>(`/events/${id}`, { method: 'DELETE', session: 'admin' }),
    onSuccess: () => refreshEvents(queryClient),
  });
}

/** Next year's edition: same race, place and categories, dates one year on, inactive until reviewed. */
export function useDuplicateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<Event>(`/events/${id}/duplicate`, { method: 'POST', session: 'admin' }),
    onSuccess: () => refreshEvents(queryClient),
  });
}
