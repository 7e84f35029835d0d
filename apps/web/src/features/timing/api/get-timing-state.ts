import type { timingStateSchema } from '@carreras/domain/timing/timing.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

export type TimingState = z.infer<typeof timingStateSchema> & {
  /** Server clock minus this device's clock, measured on the answer (ms). */
  clockOffset: number;
  /** When this device last got it from the server. */
  fetchedAt: number;
};

const cacheKey = (eventId: number) => `timing-state:${eventId}`;

/** The last state the server gave, so a reload with no connection still shows the clock and groups. */
export function cachedTimingState(eventId: number): TimingState | undefined {
  try {
    const text = localStorage.getItem(cacheKey(eventId));
    return text ? (JSON.parse(text) as TimingState) : undefined;
  } catch {
    return undefined;
  }
}

async function fetchTimingState(eventId: number, signal: AbortSignal): Promise<TimingState> {
  const sentAt = Date.now();
  const state = await apiRequest<z.infer<typeof timingStateSchema>>(`/timing/${eventId}`, { session: 'admin', signal });
  const receivedAt = Date.now();
  const result = { ...state, clockOffset: state.serverTime - (sentAt + receivedAt) / 2, fetchedAt: receivedAt };
  try {
    localStorage.setItem(cacheKey(eventId), JSON.stringify(result));
  } catch {
    // A full storage only loses the offline copy; the screen keeps working online.
  }
  return result;
}

export const timingStateQuery = (eventId: number, live = false) =>
  queryOptions({
    queryKey: ['timing', eventId, 'state'],
    queryFn: ({ signal }) => fetchTimingState(eventId, signal),
    initialData: () => cachedTimingState(eventId),
    initialDataUpdatedAt: 0,
    refetchInterval: live ? 30_000 : 5000,
    retry: false,
  });

export const useTimingState = (eventId: number, live = false) => useQuery(timingStateQuery(eventId, live));
