import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/call.ts';
import { timingApi, timingKeys } from '../../../api/timing.ts';

/** Every passage of the event, newest first (to count laps per bib before recording). */
export const timesQuery = (eventId: number, live = false) =>
  queryOptions({
    queryKey: timingKeys.times(eventId),
    queryFn: ({ signal }) => call(timingApi.listTimes, { params: { eventId }, session: 'admin', signal }),
    refetchInterval: live ? 30_000 : 3000,
    retry: false,
  });

export const useTimes = (eventId: number, live = false) => useQuery(timesQuery(eventId, live));
