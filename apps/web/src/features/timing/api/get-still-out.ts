import type { EndpointResponse } from '@carreras/domain/api/define-endpoint';
import type { timingContract } from '@carreras/domain/timing/timing.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/call.ts';
import { timingApi, timingKeys } from '../../../api/timing.ts';

export type StillOutData = EndpointResponse<typeof timingContract.stillOut> & {
  /** Server clock minus this device's clock (ms), measured on this answer: 'hace N min' reads the server's time. */
  clockOffset: number;
};

/** How often 'En carrera' is read again when nothing tells it that something changed. */
export const STILL_OUT_POLL_MS = 15_000;

async function fetchStillOut(eventId: number, signal: AbortSignal): Promise<StillOutData> {
  const sentAt = Date.now();
  const answer = await call(timingApi.stillOut, { params: { eventId }, signal });
  const receivedAt = Date.now();
  return { ...answer, clockOffset: answer.serverTime - (sentAt + receivedAt) / 2 };
}

/**
 * 'En carrera' (decision 013). Under the event's timing key, so every timing write of this device (a start,
 * a correction, a DNF) reads it again; `live` (the changes stream is heard) makes the poll a safety net.
 */
export const stillOutQuery = (eventId: number, live = false) =>
  queryOptions({
    queryKey: timingKeys.stillOut(eventId),
    queryFn: ({ signal }) => fetchStillOut(eventId, signal),
    refetchInterval: live ? 4 * STILL_OUT_POLL_MS : STILL_OUT_POLL_MS,
  });

export const useStillOut = (eventId: number, live = false) => useQuery(stillOutQuery(eventId, live));
