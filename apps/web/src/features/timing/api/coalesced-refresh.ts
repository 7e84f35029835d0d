import type { QueryClient } from '@tanstack/react-query';
import { resultsKeys } from '../../../api/results.ts';
import { timingKeys } from '../../../api/timing.ts';

/** How long a burst of changes is gathered before the timing screen reads again. */
export const REFRESH_COALESCE_MS = 750;

const pending = new WeakMap<QueryClient, Map<number, ReturnType<typeof setTimeout>>>();

/**
 * Reads an event's timing and results again once a burst of changes is over, at most once per
 * REFRESH_COALESCE_MS: with riders arriving in bunches, every acknowledgement and every pushed change
 * would otherwise download every record of the event again. What this device sent is already on the
 * screen (the outbox keeps each acknowledged record with the server's answer).
 */
export function refreshTimingSoon(queryClient: QueryClient, eventId: number): void {
  let timers = pending.get(queryClient);
  if (!timers) {
    timers = new Map();
    pending.set(queryClient, timers);
  }
  if (timers.has(eventId)) return;
  const byEvent = timers;
  byEvent.set(
    eventId,
    setTimeout(() => {
      byEvent.delete(eventId);
      // A read already under way is left to finish: cancelling it would restart it on every change.
      void queryClient.invalidateQueries({ queryKey: timingKeys.event(eventId) }, { cancelRefetch: false });
      void queryClient.invalidateQueries({ queryKey: resultsKeys.event(eventId) }, { cancelRefetch: false });
    }, REFRESH_COALESCE_MS),
  );
}
