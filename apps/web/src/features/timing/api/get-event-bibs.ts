import type { EventBibs } from '@carreras/domain/timing/timing.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/call.ts';
import { timingApi, timingKeys } from '../../../api/timing.ts';

const cacheKey = (eventId: number) => `timing-bibs:${eventId}`;

/**
 * The event's bibs with rider, distance and own start group, in one call, so the all-laps check, the
 * names and the groups work for a rider's first passage too, and with no connection (the last list is
 * kept in the browser).
 */
async function fetchBibs(eventId: number, signal: AbortSignal): Promise<EventBibs> {
  const bibs = await call(timingApi.listBibs, { params: { eventId }, signal });
  try {
    localStorage.setItem(cacheKey(eventId), JSON.stringify(bibs));
  } catch {
    // Only the offline copy is lost.
  }
  return bibs;
}

function cachedBibs(eventId: number): EventBibs | undefined {
  try {
    const text = localStorage.getItem(cacheKey(eventId));
    return text ? (JSON.parse(text) as EventBibs) : undefined;
  } catch {
    return undefined;
  }
}

export const eventBibsQuery = (eventId: number) =>
  queryOptions({
    queryKey: timingKeys.bibs(eventId),
    queryFn: ({ signal }) => fetchBibs(eventId, signal),
    initialData: () => cachedBibs(eventId),
    initialDataUpdatedAt: 0,
    refetchInterval: 60_000,
    retry: false,
  });

export const useEventBibs = (eventId: number) => useQuery(eventBibsQuery(eventId));
