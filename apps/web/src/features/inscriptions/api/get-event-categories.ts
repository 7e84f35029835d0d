import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/call.ts';
import { eventCategoriesQuery, eventChoicesFrom } from '../../../api/events.ts';
import { inscriptionKeys, inscriptionsApi } from '../../../api/inscriptions.ts';

/** The categories and distances of one event (D5: distances come from data), from the event's categories. */
export const useEventCategories = (eventId: number | null) =>
  useQuery({ ...eventCategoriesQuery(eventId ?? 0), select: eventChoicesFrom, enabled: eventId !== null });

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
