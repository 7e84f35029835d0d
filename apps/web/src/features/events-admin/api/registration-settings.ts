import type { PlacesSettingsInput } from '@carreras/domain/places/places.schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/call.ts';
import { eventKeys } from '../../../api/events.ts';
import { invalidateInscriptions } from '../../../api/inscriptions.ts';
import { registrationApi, registrationInfoQuery, registrationKeys } from '../../../api/registration.ts';

export const registrationSettingsQuery = (eventId: number) =>
  queryOptions({
    queryKey: registrationKeys.settings(eventId),
    queryFn: ({ signal }) => call(registrationApi.getSettings, { params: { id: eventId }, signal }),
  });

export const useRegistrationSettings = (eventId: number) => useQuery(registrationSettingsQuery(eventId));

/** Places taken, free and waiting (the public answer). */
export const usePlaces = (eventId: number) => useQuery(registrationInfoQuery(eventId));

/**
 * Saving the settings changes the event's places, prices and lists, and may enrol runners from the waiting
 * list (automatic promotion): the event's registration, the events and the inscriptions are refreshed.
 */
export function useSaveRegistrationSettings(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PlacesSettingsInput) => call(registrationApi.saveSettings, { params: { id: eventId }, body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: registrationKeys.all }),
        queryClient.invalidateQueries({ queryKey: eventKeys.all }),
        invalidateInscriptions(queryClient),
      ]),
  });
}
