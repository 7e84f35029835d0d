import { useQueryClient } from '@tanstack/react-query';
import { urlOf } from '../../../api/call.ts';
import { resultsApi } from '../../../api/results.ts';
import { useEventStream } from '../../../lib/use-event-stream.ts';
import { refreshTimingSoon } from './coalesced-refresh.ts';

const RECONNECT_MS = 10_000;

/**
 * Another timekeeper's record reaches this screen in about a second: the server's results stream
 * announces every stored change of the event, and the timing data is fetched again. While the stream
 * is down, the timing queries poll instead (see `live` in their refetchInterval).
 */
export function useTimingLive(eventId: number): boolean {
  const queryClient = useQueryClient();
  const refresh = () => refreshTimingSoon(queryClient, eventId);
  const stream = useEventStream(
    urlOf(resultsApi.stream, { eventId }),
    { results: refresh, changed: refresh },
    RECONNECT_MS,
  );
  return stream === 'open';
}
