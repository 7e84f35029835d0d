import type { EndpointResponse } from '@carreras/domain/api/define-endpoint';
import type { resultsContract } from '@carreras/domain/results/results.contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ResultsFilter, resultsKeys } from '../../../api/results.ts';
import { useEventStream } from '../../../lib/use-event-stream.ts';
import { resultsQuery, resultsStreamUrl } from './get-results.ts';

export const POLL_INTERVAL_MS = 5000;
const RECONNECT_MS = 15_000;

export type LiveState = 'connecting' | 'live' | 'polling';

const LIVE_STATE = { connecting: 'connecting', open: 'live', down: 'polling' } as const;

/**
 * Results kept current by the server's event stream; while the stream is down they are polled every
 * 5 s and the stream is tried again, so a flaky connection still shows fresh results.
 */
export function useLiveResults(eventId: number, filter: ResultsFilter) {
  const queryClient = useQueryClient();
  const { distance, group } = filter;
  const key = resultsKeys.live(eventId, { distance, group });
  const stream = useEventStream(
    resultsStreamUrl(eventId, { distance, group }),
    {
      results: (event) => {
        const data = JSON.parse(event.data) as EndpointResponse<typeof resultsContract.live>;
        // A read still in flight is older than this snapshot: it must not overwrite it.
        void queryClient.cancelQueries({ queryKey: key, exact: true });
        queryClient.setQueryData(key, data);
      },
      changed: () => void queryClient.invalidateQueries({ queryKey: key }),
    },
    RECONNECT_MS,
  );
  const live: LiveState = LIVE_STATE[stream];

  const query = useQuery({
    ...resultsQuery(eventId, filter),
    refetchInterval: live === 'live' ? false : POLL_INTERVAL_MS,
  });
  return { ...query, live };
}
