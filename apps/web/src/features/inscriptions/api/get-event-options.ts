import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export interface EventOption {
  id: number;
  nombre: string;
  fecha: string;
  activo: boolean;
  permiteParejas: boolean;
}

/** Every event, for the filters and the create form (GET /api/events answers an array or { items }). */
export const eventOptionsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'event-options'],
    queryFn: async () => {
      const body = await apiRequest<EventOption[] | { items: EventOption[] }>('/events', { session: 'admin' });
      return Array.isArray(body) ? body : body.items;
    },
  });

export const useEventOptions = () => useQuery(eventOptionsQuery());
