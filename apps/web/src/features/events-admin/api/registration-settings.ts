import type {
  RegistrationInfo,
  RegistrationSettingsAnswer as RegistrationSettings,
  RegistrationSettingsInput,
} from '@carreras/domain/registration/registration.schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const registrationSettingsQuery = (eventId: number) =>
  queryOptions({
    queryKey: ['registration', eventId, 'settings'],
    queryFn: () => apiRequest<RegistrationSettings>(`/admin/events/${eventId}/registration`, { session: 'admin' }),
  });

export const useRegistrationSettings = (eventId: number) => useQuery(registrationSettingsQuery(eventId));

/** Places taken, free and waiting (the public answer). */
export const placesQuery = (eventId: number) =>
  queryOptions({
    queryKey: ['registration', eventId],
    queryFn: () => apiRequest<RegistrationInfo>(`/events/${eventId}/registration`, { session: 'none' }),
  });

export const usePlaces = (eventId: number) => useQuery(placesQuery(eventId));

export function useSaveRegistrationSettings(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegistrationSettingsInput) =>
      apiRequest<RegistrationSettings>(`/admin/events/${eventId}/registration`, {
        method: 'PUT',
        body,
        session: 'admin',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['registration', eventId] }),
  });
}
