import type { ResultsDelta } from '@carreras/domain/results/results-delta';
import type { RiderResult } from '@carreras/domain/results/results-hub.schemas';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { call, urlOf } from '../../../api/call.ts';
import { resultsApi, resultsHubApi, resultsKeys } from '../../../api/results.ts';
import { useBackoffPolling } from '../../../lib/poll-backoff.ts';
import { retryServerErrors } from '../../../lib/retry-server-errors.ts';
import { type EventStreamState, useEventStream } from '../../../lib/use-event-stream.ts';

const RECONNECT_MS = 15_000;
/**
 * How long the page may show places and gaps that another rider's passage changed: the rider's own passages and
 * places are read at once, the rest (a faster rider behind on the road, a leader's gap) at most this late, so a
 * crowd of phones each following one rider does not read its page at every passage of the race.
 */
export const OTHERS_REFRESH_MS = 15_000;

export const riderResultQuery = (eventId: number, dorsal: number) =>
  queryOptions({
    queryKey: resultsKeys.rider(eventId, dorsal),
    queryFn: ({ signal }) => call(resultsHubApi.rider, { params: { eventId, dorsal }, session: 'none', signal }),
    retry: retryServerErrors,
  });

/** The delta names the rider: their row changed, left, or moved places. */
function touches(delta: ResultsDelta, rider: RiderResult): boolean {
  return (
    (delta.rows ?? []).some((row) => row.dorsal === rider.dorsal) ||
    (delta.removed ?? []).includes(rider.inscriptionId) ||
    (delta.moved ?? []).some(([id]) => id === rider.inscriptionId)
  );
}

/**
 * While the rider is still racing, the page follows their distance's live stream as a signal (`snapshots=0`:
 * a few hundred bytes a passage, never the whole results) and reads its own endpoint when a change names the
 * rider, when the results' other members change (finished, not merely `generatedAt`), or when it may have missed a change (a gap in
 * `seq`, `changed`, a stream opened again); other riders' changes are read at most OTHERS_REFRESH_MS later.
 * While the stream is down it polls every 5 s, backing off while reads fail; once finished it stops.
 */
export function useRiderResult(eventId: number, dorsal: number) {
  const queryClient = useQueryClient();
  const stream = useRef<EventStreamState>('connecting');
  const backoff = useBackoffPolling(true);
  const query = useQuery({
    ...riderResultQuery(eventId, dorsal),
    refetchInterval: (query) =>
      query.state.data && !query.state.data.finished && stream.current !== 'open' ? backoff(query) : false,
  });
  const rider = query.data;
  const url =
    rider && !rider.finished
      ? urlOf(resultsApi.stream, { eventId }, { distance: rider.distance, deltas: '1', snapshots: '0' })
      : null;

  const later = useRef<ReturnType<typeof setTimeout> | null>(null);
  const chain = useRef<{ source: EventSource | null; seq: number }>({ source: null, seq: 0 });
  useEffect(
    () => () => {
      if (later.current) clearTimeout(later.current);
    },
    [],
  );
  const refresh = () => {
    if (later.current) clearTimeout(later.current);
    later.current = null;
    void queryClient.invalidateQueries({ queryKey: resultsKeys.rider(eventId, dorsal), exact: true });
  };
  const refreshLater = () => {
    later.current ??= setTimeout(refresh, OTHERS_REFRESH_MS);
  };
  stream.current = useEventStream(
    url,
    {
      // The stream's first event: what changed between the page's read and now is unknown.
      unchanged: (_event, source) => {
        chain.current = { source, seq: 0 };
        refresh();
      },
      delta: (event, source) => {
        const delta = JSON.parse(event.data) as ResultsDelta & { seq: number };
        const held = chain.current;
        const inOrder = held.source === source && delta.seq === held.seq + 1;
        chain.current = { source, seq: delta.seq };
        const current = queryClient.getQueryData<RiderResult>(resultsKeys.rider(eventId, dorsal));
        // `generatedAt` is in nearly every delta's meta; any other member (finished, laps) changes the page.
        const meta = Object.keys(delta.meta ?? {}).some((key) => key !== 'generatedAt');
        if (!inOrder || meta || !current || touches(delta, current)) refresh();
        else refreshLater();
      },
      changed: refresh,
    },
    RECONNECT_MS,
  );
  return query;
}

/** Files made on the server: the diploma (PDF) and the share card (PNG). */
export const diplomaUrl = (eventId: number, dorsal: number) => urlOf(resultsHubApi.diploma, { eventId, dorsal });
export const shareCardUrl = (eventId: number, dorsal: number) => urlOf(resultsHubApi.card, { eventId, dorsal });
