import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/call.ts';
import { inscriptionKeys, inscriptionsApi } from '../../../api/inscriptions.ts';

/** Every category of the distance, with whether it fits the runner; admins may still choose any. */
export const availableCategoriesQuery = (runnerId: number | null, eventId: number | null, distance: number | null) =>
  queryOptions({
    queryKey: inscriptionKeys.availableCategories({ runnerId, eventId, distance }),
    queryFn: ({ signal }) =>
      call(inscriptionsApi.availableCategories, {
        query: { runnerId: runnerId ?? undefined, eventId: eventId ?? undefined, distance: distance ?? undefined },

        signal,
      }),
    enabled: runnerId !== null && eventId !== null && distance !== null,
  });

export const useAvailableCategories = (runnerId: number | null, eventId: number | null, distance: number | null) =>
  useQuery(availableCategoriesQuery(runnerId, eventId, distance));
