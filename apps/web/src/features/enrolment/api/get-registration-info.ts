import type { RegistrationInfo } from '@carreras/domain/registration/registration.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Places, prices and how to pay of one event (public). */
export const registrationInfoQuery = (eventId: number) =>
  queryOptions({
    queryKey: ['registration', eventId],
    queryFn: () => apiRequest<RegistrationInfo>(`/events/${eventId}/registration`, { session: 'none' }),
    enabled: eventId > 0,
  });

export const useRegistrationInfo = (eventId: number) => useQuery(registrationInfoQuery(eventId));
