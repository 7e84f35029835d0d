import type { EndpointResponse } from '@carreras/domain/api/define-endpoint';
import type { timingContract } from '@carreras/domain/timing/timing.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/call.ts';
import { timingApi, timingKeys } from '../../../api/timing.ts';
import { bestClockEstimate, type ClockEstimate } from '../clock.ts';

export type TimingState = EndpointResponse<typeof timingContract.getState> & {
  /** Server clock minus this device's clock (ms), from the best recent measure (see bestClockEstimate). */
  clockOffset: number;
  /** That measure's round trip and time, to compare the next one with. */
  clockRtt?: number;
  clockMeasuredAt?: number;
  /** When this device last got it from the server. */
  fetchedAt: number;
  /** When this device asked for it: only writes acknowledged before then are surely in it. */
  requestedAt?: number;
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
  const state = await call(timingApi.getState, { params: { eventId }, signal });
  const receivedAt = Date.now();
  const previous = cachedTimingState(eventId);
  const measured: ClockEstimate = {
    offset: state.serverTime - (sentAt + receivedAt) / 2,
    rtt: receivedAt - sentAt,
    measuredAt: receivedAt,
  };
  const clock = bestClockEstimate(
    previous && {
      offset: previous.clockOffset,
      rtt: previous.clockRtt ?? Number.NaN,
      measuredAt: previous.clockMeasuredAt ?? Number.NaN,
    },
    measured,
  );
  const result = {
    ...state,
    clockOffset: clock.offset,
    clockRtt: clock.rtt,
    clockMeasuredAt: clock.measuredAt,
    fetchedAt: receivedAt,
    requestedAt: sentAt,
  };
  try {
    localStorage.setItem(cacheKey(eventId), JSON.stringify(result));
  } catch {
    // A full storage only loses the offline copy; the screen keeps working online.
  }
  return result;
}

export const timingStateQuery = (eventId: number, live = false) =>
  queryOptions({
    queryKey: timingKeys.state(eventId),
    queryFn: ({ signal }) => fetchTimingState(eventId, signal),
    initialData: () => cachedTimingState(eventId),
    initialDataUpdatedAt: 0,
    refetchInterval: live ? 30_000 : 5000,
    retry: false,
  });

export const useTimingState = (eventId: number, live = false) => useQuery(timingStateQuery(eventId, live));
