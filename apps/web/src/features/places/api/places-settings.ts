import type { PlacesSettingsInput } from '@carreras/domain/places/places.schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/call.ts';
import { eventKeys } from '../../../api/events.ts';
import { invalidateInscriptions } from '../../../api/inscriptions.ts';
import { placesApi, placesInfoQuery, placesKeys } from '../../../api/places.ts';

export const placesSettingsQuery = (eventId: number) =>
  queryOptions({
    queryKey: placesKeys.settings(eventId),
    queryFn: ({ signal }) => call(placesApi.getSettings, { params: { id: eventId }, signal }),
  });

export const usePlacesSettings = (eventId: number) => useQuery(placesSettingsQuery(eventId));

/** Places taken, free and waiting (the public answer). */
export const usePlaces = (eventId: number) => useQuery(placesInfoQuery(eventId));

/**
 * Saving the settings changes the event's places, prices and lists, and may enrol runners from the waiting
 * list (automatic promotion): the event's places, the events and the inscriptions are refreshed.
 */
export function useSavePlacesSettings(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PlacesSettingsInput) => call(placesApi.saveSettings, { params: { id: eventId }, body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: placesKeys.all }),
        queryClient.invalidateQueries({ queryKey: eventKeys.all }),
        invalidateInscriptions(queryClient),
      ]),
  });
}
