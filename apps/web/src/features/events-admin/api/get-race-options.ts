import type { Category, Race } from '@carreras/domain/races/race.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const racesForEventsQuery = () =>
  queryOptions({
    queryKey: ['races'],
    queryFn: ({ signal }) => apiRequest<Race[]>('/races', { session: 'admin', signal }),
  });

export const raceCategoriesForEventsQuery = (raceId: number) =>
  queryOptions({
    queryKey: ['races', raceId, 'categories'],
    queryFn: ({ signal }) => apiRequest<Category[]>(`/races/${raceId}/categories`, { session: 'admin', signal }),
  });

export const useRacesForEvents = () => useQuery(racesForEventsQuery());

/** The categories a race offers to its events; nothing is fetched until a race is chosen. */
export const useRaceCategoriesForEvents = (raceId: number | undefined) =>
  useQuery({ ...raceCategoriesForEventsQuery(raceId ?? 0), enabled: raceId !== undefined && raceId > 0 });
