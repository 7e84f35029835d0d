import type { Category, Modality } from '@carreras/domain/races/race.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const raceModalitiesQuery = (raceId: number) =>
  queryOptions({
    queryKey: ['races', raceId, 'modalities'],
    queryFn: ({ signal }) => apiRequest<Modality[]>(`/races/${raceId}/modalities`, { session: 'admin', signal }),
  });

export const raceCategoriesQuery = (raceId: number) =>
  queryOptions({
    queryKey: ['races', raceId, 'categories'],
    queryFn: ({ signal }) => apiRequest<Category[]>(`/races/${raceId}/categories`, { session: 'admin', signal }),
  });

export const useRaceModalities = (raceId: number) => useQuery(raceModalitiesQuery(raceId));
export const useRaceCategories = (raceId: number) => useQuery(raceCategoriesQuery(raceId));
