import { useRef } from 'react';

/** How often a page polls while its live stream is refused or broken, and the most it waits after failures. */
export const POLL_MS = 5000;
export const POLL_MAX_MS = 30_000;

/** 5 s while reads succeed; after consecutive failed reads 10 s, 20 s, then 30 s. */
export function pollDelay(failures: number): number {
  return Math.min(POLL_MS * 2 ** failures, POLL_MAX_MS);
}

/**
 * A query's `refetchInterval` for a page whose stream is down (`polling`): every 5 s, backing off while reads
 * fail (a crowd behind one address refused, a server restarting) and back to 5 s after the first success.
 * TanStack Query asks again after every change of the query, so the delay follows each read's outcome.
 */
export function useBackoffPolling(
  polling: boolean,
): (query: { state: { errorUpdatedAt: number; dataUpdatedAt: number } }) => number | false {
  const failures = useRef({ errorAt: 0, count: 0 });
  return (query) => {
    const seen = failures.current;
    const { errorUpdatedAt, dataUpdatedAt } = query.state;
    if (errorUpdatedAt > dataUpdatedAt) {
      if (errorUpdatedAt !== seen.errorAt) {
        seen.errorAt = errorUpdatedAt;
        seen.count += 1;
      }
    } else seen.count = 0;
    return polling ? pollDelay(seen.count) : false;
  };
}
