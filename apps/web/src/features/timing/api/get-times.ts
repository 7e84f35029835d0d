import type { TimeRecord } from '@carreras/domain/timing/timing.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/call.ts';
import { timingApi, timingKeys } from '../../../api/timing.ts';
import { applyTimesDelta, type TimesData } from './times-delta.ts';

/** A change applied to the screen: the records of `bibs` as the server gave them after hearing of it. */
interface AppliedDelta {
  heardAt: number;
  bibs: readonly (number | null)[];
  fresh: readonly TimeRecord[];
}

/** Long enough to outlast any full read under way when a change is applied. */
const DELTA_MEMORY_MS = 60_000;
const recentDeltas = new Map<number, AppliedDelta[]>();

/** Keeps an applied change a while, so a full read that started before it cannot take it back. */
export function rememberDelta(eventId: number, delta: AppliedDelta): void {
  const kept = (recentDeltas.get(eventId) ?? []).filter((d) => d.heardAt > delta.heardAt - DELTA_MEMORY_MS);
  kept.push(delta);
  recentDeltas.set(eventId, kept);
}

/**
 * Every passage of the event, newest first (to count laps per bib before recording). A full read may have
 * started before a change the screen already applied (see useTimingLive): those changes are applied again
 * on top of it.
 */
async function fetchTimes(eventId: number, signal: AbortSignal): Promise<TimesData> {
  const requestedAt = Date.now();
  const data = await call(timingApi.listTimes, { params: { eventId }, signal });
  const later = (recentDeltas.get(eventId) ?? []).filter((delta) => delta.heardAt >= requestedAt);
  return later.reduce((current, delta) => applyTimesDelta(current, delta.bibs, delta.fresh), data);
}

/** While the changes stream is open (`live`) a full read is only a safety net. */
export const timesQuery = (eventId: number, live = false) =>
  queryOptions({
    queryKey: timingKeys.times(eventId),
    queryFn: ({ signal }) => fetchTimes(eventId, signal),
    refetchInterval: live ? 120_000 : 3000,
    retry: false,
  });

export const useTimes = (eventId: number, live = false) => useQuery(timesQuery(eventId, live));
