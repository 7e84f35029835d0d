import type { EndpointResponse } from '@carreras/domain/api/define-endpoint';
import type { resultsContract } from '@carreras/domain/results/results.contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type ResultsFilter, resultsKeys } from '../../../api/results.ts';
import { resultsQuery, resultsStreamUrl } from './get-results.ts';

export const POLL_INTERVAL_MS = 5000;
const RECONNECT_MS = 15_000;

export type LiveState = 'connecting' | 'live' | 'polling';

/**
 * Results kept current by the server's event stream; while the stream is down they are polled every
 * 5 s and the stream is tried again, so a flaky connection still shows fresh results.
 */
export function useLiveResults(eventId: number, filter: ResultsFilter) {
  const queryClient = useQueryClient();
  const [live, setLive] = useState<LiveState>('connecting');
  const { distance, group } = filter;

  useEffect(() => {
    if (typeof EventSource === 'undefined') {
      setLive('polling');
      return;
    }
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | null = null;
    let stopped = false;
    const connect = () => {
      source = new EventSource(resultsStreamUrl(eventId, { distance, group }));
      source.addEventListener('open', () => setLive('live'));
      source.addEventListener('results', (event) => {
        const data = JSON.parse((event as MessageEvent<string>).data) as EndpointResponse<typeof resultsContract.live>;
        const key = resultsKeys.live(eventId, { distance, group });
        // A read still in flight is older than this snapshot: it must not overwrite it.
        void queryClient.cancelQueries({ queryKey: key, exact: true });
        queryClient.setQueryData(key, data);
        setLive('live');
      });
      source.addEventListener('changed', () => {
        void queryClient.invalidateQueries({ queryKey: resultsKeys.live(eventId, { distance, group }) });
      });
      source.addEventListener('error', () => {
        source?.close();
        setLive('polling');
        if (!stopped) retry = setTimeout(connect, RECONNECT_MS);
      });
    };
    connect();
    return () => {
      stopped = true;
      source?.close();
      if (retry) clearTimeout(retry);
    };
  }, [eventId, distance, group, queryClient]);

  const query = useQuery({
    ...resultsQuery(eventId, filter),
    refetchInterval: live === 'live' ? false : POLL_INTERVAL_MS,
  });
  return { ...query, live };
}
