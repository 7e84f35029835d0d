import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/call.ts';
import { registrationApi, registrationKeys } from '../../../api/registration.ts';

export const publicInscriptosQuery = (eventId: number) =>
  queryOptions({
    queryKey: registrationKeys.publicList(eventId),
    queryFn: ({ signal }) =>
      call(registrationApi.listPublicInscriptos, { params: { id: eventId }, session: 'none', signal }),
    retry: false,
  });

export const usePublicInscriptos = (eventId: number) => useQuery(publicInscriptosQuery(eventId));
