import type { EndpointBody } from '@carreras/domain/api/define-endpoint';
import { lapTimes } from '@carreras/domain/timing/lap-times';
import type { timingContract } from '@carreras/domain/timing/timing.contract';
import type { RiderTiming } from '@carreras/domain/timing/timing.schemas';

type RunnerTimesBody = EndpointBody<typeof timingContract.updateRunnerTimes>;

/**
 * The update-runner-times body that sets only the status: the call replaces the bib's lap corrections and its
 * penalty with what it is sent, so the corrections already made (the laps that differ from what the passages
 * give, as the rider dialog sends them) and the penalty go with it unchanged.
 */
export function statusOnlyBody(
  rider: Pick<RiderTiming, 'dorsal' | 'distance' | 'passages' | 'lapTimes' | 'penaltyTime'>,
  status: 'DNF' | null,
): RunnerTimesBody {
  const recorded = lapTimes(rider.passages.map((passage) => passage.time));
  return {
    dorsal: rider.dorsal,
    distance: rider.distance,
    lapTimes: rider.lapTimes.filter((lap, index) => lap.time !== recorded[index]),
    penaltyTime: rider.penaltyTime,
    status,
  };
}

/** 'hace 12 min' of an instant before `now`; under a minute 'hace menos de 1 min', past the hour 'hace 1 h 05 min'. */
export function formatAgo(instant: number, now: number): string {
  return `hace ${span(now - instant)}`;
}

/** 'en 8 min' of an instant after `now`; one already past reads as formatAgo. */
export function formatFromNow(instant: number, now: number): string {
  return instant >= now ? `en ${span(instant - now)}` : formatAgo(instant, now);
}

function span(ms: number): string {
  const minutes = Math.floor(Math.max(0, ms) / 60_000);
  if (minutes < 1) return 'menos de 1 min';
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}
