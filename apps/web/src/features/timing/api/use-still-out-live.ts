import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { timingKeys } from '../../../api/timing.ts';
import { listenToTimingChanges } from './timing-changes-stream.ts';

const RECONNECT_MS = 10_000;
/** Passages come in bunches at the line: one read of the list per burst. */
const GATHER_MS = 1500;

/**
 * Keeps 'En carrera' current from the timing changes stream (decision 006): any change of the event reads the
 * list again once the burst is over. Answers whether the stream is open (the list then polls less often).
 */
export function useStillOutLive(eventId: number): boolean {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const readSoon = () => {
      if (timer !== null) return;
      timer = setTimeout(() => {
        timer = null;
        void queryClient.invalidateQueries({ queryKey: timingKeys.stillOut(eventId) }, { cancelRefetch: false });
      }, GATHER_MS);
    };
    const stop = listenToTimingChanges(
      eventId,
      {
        onOpen() {
          setOpen(true);
          readSoon();
        },
        onChange: readSoon,
        onDown: () => setOpen(false),
      },
      RECONNECT_MS,
    );
    return () => {
      stop();
      if (timer !== null) clearTimeout(timer);
    };
  }, [eventId, queryClient]);
  return open;
}
