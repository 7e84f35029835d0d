import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/call.ts';
import { placesApi, placesKeys } from '../../../api/places.ts';

export const publicInscriptosQuery = (eventId: number) =>
  queryOptions({
    queryKey: placesKeys.publicList(eventId),
    queryFn: ({ signal }) => call(placesApi.listPublicInscriptos, { params: { id: eventId }, session: 'none', signal }),
    retry: false,
  });

export const usePublicInscriptos = (eventId: number) => useQuery(publicInscriptosQuery(eventId));
