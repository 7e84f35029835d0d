import type { Race } from '@carreras/domain/races/race.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const racesQuery = () =>
  queryOptions({
    queryKey: ['races'],
    queryFn: ({ signal }) => apiRequest<Race[]>('/races', { session: 'admin', signal }),
  });

/** Every race, active or not (an admin sees them all). */
export const useRaces = () => useQuery(racesQuery());
