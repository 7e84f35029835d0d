import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/call.ts';
import { raceKeys, racesApi } from '../../../api/races.ts';

export const racesQuery = () =>
  queryOptions({
    queryKey: raceKeys.list(),
    queryFn: ({ signal }) => call(racesApi.listRaces, { session: 'admin', signal }),
  });

/** Every race, active or not (an admin sees them all). */
export const useRaces = () => useQuery(racesQuery());
