import type { CategorySex } from '@carreras/domain/limits';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export interface CategoryChoice {
  id: number;
  nombre: string;
  distancia: number;
  sexo: CategorySex;
  esLibre: boolean;
  edadMinima: number | null;
  edadMaxima: number | null;
  eligible?: boolean;
}

/** The categories and distances of one event (D5: distances come from data). */
export const eventCategoriesQuery = (eventId: number | null) =>
  queryOptions({
    queryKey: ['admin', 'event-categories', eventId],
    queryFn: () =>
      apiRequest<{ categories: CategoryChoice[]; distances: number[] }>('/inscriptions/categories-and-distances', {
        query: { eventId: eventId ?? undefined },
        session: 'admin',
      }),
    enabled: eventId !== null,
  });

export const useEventCategories = (eventId: number | null) => useQuery(eventCategoriesQuery(eventId));

/** Every category of the distance, with whether it fits the runner; admins may still choose any. */
export const availableCategoriesQuery = (runnerId: number | null, eventId: number | null, distance: number | null) =>
  queryOptions({
    queryKey: ['admin', 'available-categories', { runnerId, eventId, distance }],
    queryFn: () =>
      apiRequest<CategoryChoice[]>('/inscriptions/available-categories', {
        query: { runnerId: runnerId ?? undefined, eventId: eventId ?? undefined, distance: distance ?? undefined },
        session: 'admin',
      }),
    enabled: runnerId !== null && eventId !== null && distance !== null,
  });

export const useAvailableCategories = (runnerId: number | null, eventId: number | null, distance: number | null) =>
  useQuery(availableCategoriesQuery(runnerId, eventId, distance));
