import type { EndpointResponse } from '@carreras/domain/api/define-endpoint';
import type { resultsContract } from '@carreras/domain/results/results.contract';
import type { ResultsDelta } from '@carreras/domain/results/results-delta';
import { resultsVersion } from '@carreras/domain/results/results-version';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { type ResultsFilter, resultsKeys } from '../../../api/results.ts';
import { useBackoffPolling } from '../../../lib/poll-backoff.ts';
import { useEventStream } from '../../../lib/use-event-stream.ts';
import { resultsQuery, resultsStreamUrl } from './get-results.ts';

const RECONNECT_MS = 15_000;

export type LiveState = 'connecting' | 'live' | 'polling';

const LIVE_STATE = { connecting: 'connecting', open: 'live', down: 'polling' } as const;

type Results = EndpointResponse<typeof resultsContract.live>;

/**
 * Results kept current by the server's event stream (opened again after 45 s without any event, heartbeats
 * included); while the stream is down they are polled every 5 s, backing off to 30 s while reads fail, and the
 * stream is tried again, so a flaky connection or a refused stream still shows fresh results.
 *
 * The stream does not send results the page already holds: it is opened with their version (resultsVersion),
 * and when that is the current one it says `unchanged` instead of sending them. Since the address is fixed while
 * the view is shown, a reconnection may carry a version the page has moved past (results that came back to an
 * earlier state while the phone was offline): the page then compares what it holds with the version `unchanged`
 * names, once its read in flight (if any) is done, and reads the results again when they differ.
 *
 * After the first event, each change comes as a `delta` (`deltas=1`), applied to the results held when it
 * starts from their version and is the stream's next one (`seq`); otherwise, or when what it builds is not the
 * version it names, the page reads the results again as after `unchanged`. The code that applies deltas loads
 * with the first one, so the page's first visit does not carry it; deltas arriving meanwhile wait their turn,
 * and those a `results` event arrives after are dropped (it replaces everything, and the stream's `seq` goes on).
 */
export function useLiveResults(eventId: number, filter: ResultsFilter, announced?: string) {
  const queryClient = useQueryClient();
  const { distance, group } = filter;
  const key = resultsKeys.live(eventId, { distance, group });
  // Built once per view, with the version of the results the page holds or, before it has them, the one its HTML
  // announced (`announced`, the answer it is reading): a new address would reopen the stream.
  const url = useMemo(() => {
    const held = queryClient.getQueryData<Results>(resultsKeys.live(eventId, { distance, group }));
    return resultsStreamUrl(eventId, { distance, group }, held ? resultsVersion(held) : announced);
  }, [queryClient, eventId, distance, group, announced]);
  /** The version the stream said is current, until the page has checked it holds it. */
  const [current, setCurrent] = useState<string | null>(null);
  /** The deltas of the stream being read: its last `seq`, and the queue applying them; a snapshot starts another. */
  const deltas = useRef<{ source?: EventSource; seq: number; queue?: Promise<void> }>({ seq: 0 });
  /** A snapshot (or `unchanged`): deltas not yet applied are moot, and a new stream counts its deltas from 1. */
  const restart = (source: EventSource) => {
    const { current } = deltas;
    deltas.current = { source, seq: current.source === source ? current.seq : 0 };
  };
  const stream = useEventStream(
    url,
    {
      results: (event, source) => {
        const data = JSON.parse(event.data) as Results;
        restart(source);
        setCurrent(null);
        // A read still in flight is older than this snapshot: it must not overwrite it.
        void queryClient.cancelQueries({ queryKey: key, exact: true });
        queryClient.setQueryData(key, data);
      },
      unchanged: (event, source) => {
        restart(source);
        setCurrent((JSON.parse(event.data) as { version: string }).version);
      },
      delta: (event, source) => {
        const delta = JSON.parse(event.data) as ResultsDelta & { seq: number };
        const chain = deltas.current;
        const next = chain.source === source && delta.seq === chain.seq + 1;
        chain.seq = delta.seq;
        chain.queue = Promise.resolve(chain.queue)
          .then(() => import('./apply-live-delta.ts'))
          .then(({ applyLiveDelta }) => {
            if (deltas.current === chain)
              setCurrent(next && applyLiveDelta(queryClient, key, delta) ? null : delta.version);
          })
          .catch(() => setCurrent(delta.version));
      },
      changed: () => void queryClient.invalidateQueries({ queryKey: key }),
    },
    RECONNECT_MS,
  );
  const live: LiveState = LIVE_STATE[stream];
  const refetchInterval = useBackoffPolling(live !== 'live');

  const query = useQuery({ ...resultsQuery(eventId, filter), refetchInterval });
  const { data, isFetching } = query;
  useEffect(() => {
    if (current === null || isFetching) return;
    setCurrent(null);
    if (data === undefined || resultsVersion(data) !== current) {
      void queryClient.invalidateQueries({ queryKey: resultsKeys.live(eventId, { distance, group }), exact: true });
    }
  }, [current, data, isFetching, queryClient, eventId, distance, group]);
  return { ...query, live };
}
