import { LATEST_TIMING_RECORDS } from '@carreras/domain/timing/timing-changes';
import type { QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { call } from '../../../api/call.ts';
import { timingApi, timingKeys } from '../../../api/timing.ts';
import { refreshTimingSoon } from './coalesced-refresh.ts';
import { rememberDelta } from './get-times.ts';
import type { TimingState } from './get-timing-state.ts';
import { applyTimesDelta, replaceBibRecords, type TimesData } from './times-delta.ts';
import { listenToTimingChanges } from './timing-changes-stream.ts';

const RECONNECT_MS = 10_000;

/** Screens (of this tab) whose changes stream is open, per event. */
const openStreams = new Map<number, number>();

/** Whether a timing screen of this event hears its changes: an acknowledged passage then needs no read. */
export const hearsTimingChanges = (eventId: number) => (openStreams.get(eventId) ?? 0) > 0;

/**
 * Reads the records of the bibs a change names and puts them in place of those the screen holds: a
 * passage costs the screen its bib's few records, not every record of the event. A failed read falls
 * back to reading everything.
 */
async function readChangedBibs(queryClient: QueryClient, eventId: number, bibs: readonly (number | null)[]) {
  const dorsals = bibs.filter((bib): bib is number => bib !== null);
  if (dorsals.length === 0 && !bibs.includes(null)) return;
  const heardAt = Date.now();
  try {
    const { times: fresh } = await call(timingApi.listTimes, {
      params: { eventId },
      // Sent as `dorsals=3,7&unnumbered=true`.
      query: { dorsals: dorsals.length > 0 ? dorsals : undefined, unnumbered: bibs.includes(null) || undefined },
    });
    rememberDelta(eventId, { heardAt, bibs, fresh });
    queryClient.setQueryData<TimesData>(timingKeys.times(eventId), (old) => old && applyTimesDelta(old, bibs, fresh));
    queryClient.setQueryData<TimingState>(
      timingKeys.state(eventId),
      (old) =>
        old && {
          ...old,
          records: replaceBibRecords(old.records, bibs, fresh).slice(0, LATEST_TIMING_RECORDS),
          review: replaceBibRecords(
            old.review,
            bibs,
            // Voided records were decided: they leave 'Registros a revisar' (decision 007).
            fresh.filter((record) => record.review != null && record.review !== 'VOIDED'),
          ),
        },
    );
  } catch {
    refreshTimingSoon(queryClient, eventId);
  }
}

/**
 * Another timekeeper's record reaches this screen in about a second: the server's changes stream names
 * the bibs whose records changed and only those are read again; a start or a new configuration reads
 * everything. While the stream is down, the timing queries poll instead (see `live` in their
 * refetchInterval), and each time it opens everything is read once (changes may have been missed).
 */
export function useTimingLive(eventId: number): boolean {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    let counted = false;
    let reading = Promise.resolve();
    const count = (isOpen: boolean) => {
      if (isOpen === counted) return;
      counted = isOpen;
      const next = (openStreams.get(eventId) ?? 0) + (isOpen ? 1 : -1);
      if (next > 0) openStreams.set(eventId, next);
      else openStreams.delete(eventId);
    };
    const stop = listenToTimingChanges(
      eventId,
      {
        onOpen() {
          count(true);
          setOpen(true);
          // Changes made before the stream opened were not heard: everything is read again from now on. A
          // read under way started before it opened, so it is cancelled first (invalidating alone would join
          // a first read still under way instead of starting a new one).
          const queryKey = timingKeys.event(eventId);
          void queryClient.cancelQueries({ queryKey }).then(() => queryClient.invalidateQueries({ queryKey }));
        },
        onChange(change) {
          if ('all' in change) refreshTimingSoon(queryClient, eventId);
          // One read at a time: an older answer for a bib must not land after a newer one.
          else reading = reading.then(() => readChangedBibs(queryClient, eventId, change.bibs));
        },
        onDown() {
          count(false);
          setOpen(false);
        },
      },
      RECONNECT_MS,
    );
    return () => {
      stop();
      count(false);
    };
  }, [eventId, queryClient]);
  return open;
}
