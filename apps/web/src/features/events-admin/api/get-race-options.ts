import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/call.ts';
import { raceKeys, racesApi } from '../../../api/races.ts';

export const racesForEventsQuery = () =>
  queryOptions({
    queryKey: raceKeys.list(),
    queryFn: ({ signal }) => call(racesApi.listRaces, { session: 'admin', signal }),
  });

export const raceCategoriesForEventsQuery = (raceId: number) =>
  queryOptions({
    queryKey: raceKeys.categories(raceId),
    queryFn: ({ signal }) => call(racesApi.listRaceCategories, { params: { id: raceId }, session: 'admin', signal }),
  });

export const useRacesForEvents = () => useQuery(racesForEventsQuery());

/** The categories a race offers to its events; nothing is fetched until a race is chosen. */
export const useRaceCategoriesForEvents = (raceId: number | undefined) =>
  useQuery({ ...raceCategoriesForEventsQuery(raceId ?? 0), enabled: raceId !== undefined && raceId > 0 });
