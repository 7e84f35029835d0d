import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { urlOf } from '../../../api/call.ts';
import { resultsApi } from '../../../api/results.ts';
import { refreshTimingSoon } from './coalesced-refresh.ts';

/**
 * Another timekeeper's record reaches this screen in about a second: the server's results stream
 * announces every stored change of the event, and the timing data is fetched again. While the stream
 * is down, the timing queries poll instead (see `live` in their refetchInterval).
 */
export function useTimingLive(eventId: number): boolean {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | null = null;
    let stopped = false;
    const refresh = () => refreshTimingSoon(queryClient, eventId);
    const connect = () => {
      source = new EventSource(urlOf(resultsApi.stream, { eventId }));
      source.addEventListener('open', () => setLive(true));
      source.addEventListener('results', refresh);
      source.addEventListener('changed', refresh);
      source.addEventListener('error', () => {
        source?.close();
        setLive(false);
        if (!stopped) retry = setTimeout(connect, 10_000);
      });
    };
    connect();
    return () => {
      stopped = true;
      source?.close();
      if (retry) clearTimeout(retry);
    };
  }, [eventId, queryClient]);
  return live;
}
