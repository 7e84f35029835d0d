import type { Category } from '@carreras/domain/races/race.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const eventCategoriesQuery = (eventId: number) =>
  queryOptions({
    queryKey: ['events', eventId, 'categories'],
    queryFn: () => apiRequest<Category[]>(`/events/${eventId}/categories`, { session: 'none' }),
  });

export const useEventCategories = (eventId: number) => useQuery(eventCategoriesQuery(eventId));
