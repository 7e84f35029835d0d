import type { RegistrationInfo } from '@carreras/domain/registration/registration.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Places taken, free and waiting of one event, per distance (the event's public registration answer). */
export const eventPlacesQuery = (eventId: number) =>
  queryOptions({
    queryKey: ['registration', eventId],
    queryFn: ({ signal }) =>
      apiRequest<RegistrationInfo>(`/events/${eventId}/registration`, { session: 'none', signal }),
  });

export const useEventPlaces = (eventId: number | undefined) =>
  useQuery({ ...eventPlacesQuery(eventId ?? 0), enabled: eventId !== undefined });
