import type { PublicInscriptos } from '@carreras/domain/registration/registration.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const publicInscriptosQuery = (eventId: number) =>
  queryOptions({
    queryKey: ['public-inscriptos', eventId],
    queryFn: () => apiRequest<PublicInscriptos>(`/events/${eventId}/inscriptos`, { session: 'none' }),
    retry: false,
  });

export const usePublicInscriptos = (eventId: number) => useQuery(publicInscriptosQuery(eventId));
