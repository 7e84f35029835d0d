import { parseBibText } from '@carreras/domain/bib-text';
import { timingMessages } from '@carreras/domain/timing/timing.messages';

/** Why an entry is refused: 'finished' is a rider's passage that would not count, the others are typing slips. */
export type BibRefusal = 'clock' | 'empty' | 'invalid' | 'finished';

export type BibCheck = { ok: true; bib: number } | { ok: false; message: string; reason: BibRefusal };

/**
 * The checks before recording a bib, in the spec's order: the clock must run, a bib must be typed,
 * it must be a positive integer, and the rider must still have laps to ride.
 */
export function checkBibEntry(input: {
  text: string;
  running: boolean;
  /** Laps the bib already has, on the server and waiting in the outbox. */
  lapsDone: (bib: number) => number;
  /** Laps of the bib's distance, or null when not known on this device (the server still checks). */
  totalLaps: (bib: number) => number | null;
}): BibCheck {
  if (!input.running) return { ok: false, message: timingMessages.clockNotRunning, reason: 'clock' };
  const bib = parseBibText(input.text);
  if (bib === null) return { ok: false, message: timingMessages.bibRequired, reason: 'empty' };
  if (bib === 'invalid') return { ok: false, message: timingMessages.bibInvalid, reason: 'invalid' };
  const total = input.totalLaps(bib);
  if (total !== null && input.lapsDone(bib) >= total) {
    return { ok: false, message: timingMessages.allLapsCompleted(bib), reason: 'finished' };
  }
  return { ok: true, bib };
}
