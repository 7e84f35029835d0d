import { parseLapTime } from './time-format.ts';

// Apart from time-format.ts: only the back-office's time dialog uses these, and time-format.ts is also on
// the public results page, whose first visit has a weight budget.

const two = (n: number) => String(n).padStart(2, '0');

/**
 * A lap's duration as the time dialog shows it and takes it back: h:mm:ss.t, to the tenth (rounded). A lap of
 * 1 h 49 min reads 1:49:24.6, never 109:24.569.
 */
export function formatLapDuration(ms: number): string {
  const tenths = Math.round(Math.max(0, ms) / 100);
  const hours = Math.floor(tenths / 36_000);
  const minutes = Math.floor((tenths % 36_000) / 600);
  const seconds = Math.floor((tenths % 600) / 10);
  return `${hours}:${two(minutes)}:${two(seconds)}.${tenths % 10}`;
}

/**
 * A lap's duration typed as h:mm:ss with up to three fraction digits (a dot or a comma: 1:49:24.6,
 * 1:49:24,569), in ms; m:ss.fff as parseLapTime reads it is accepted too. Anything else gives 0.
 */
export function parseLapDuration(text: string): number {
  const match = /^\s*(\d+):([0-5]\d):([0-5]\d)(?:[.,](\d{1,3}))?\s*$/.exec(text);
  if (!match) return parseLapTime(text.replace(',', '.'));
  const [, hours = '0', minutes = '0', seconds = '0', fraction = ''] = match;
  return (
    Number(hours) * 3_600_000 + Number(minutes) * 60_000 + Number(seconds) * 1000 + Number(fraction.padEnd(3, '0'))
  );
}
