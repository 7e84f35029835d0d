import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/call.ts';
import { raceKeys, racesApi } from '../../../api/races.ts';

export const raceModalitiesQuery = (raceId: number) =>
  queryOptions({
    queryKey: raceKeys.modalities(raceId),
    queryFn: ({ signal }) => call(racesApi.listRaceModalities, { params: { id: raceId }, session: 'admin', signal }),
  });

export const raceCategoriesQuery = (raceId: number) =>
  queryOptions({
    queryKey: raceKeys.categories(raceId),
    queryFn: ({ signal }) => call(racesApi.listRaceCategories, { params: { id: raceId }, session: 'admin', signal }),
  });

export const useRaceModalities = (raceId: number) => useQuery(raceModalitiesQuery(raceId));
export const useRaceCategories = (raceId: number) => useQuery(raceCategoriesQuery(raceId));
