/**
 * A lap time typed as minutes:seconds.fraction ("12:34.56", up to 3 fraction digits), in ms.
 * Anything that does not read that way gives 0, as the time dialog expects.
 */
export function parseLapTime(text: string): number {
  const match = /^\s*(\d+):([0-5]?\d)(?:\.(\d{1,3}))?\s*$/.exec(text);
  if (!match) return 0;
  const [, minutes = '0', seconds = '0', fraction = ''] = match;
  return Number(minutes) * 60_000 + Number(seconds) * 1000 + Number(fraction.padEnd(3, '0'));
}

/** A lap time in ms as the dialog shows it: m:ss.fff. */
export function formatLapTime(ms: number): string {
  const safe = Math.max(0, Math.round(ms));
  const minutes = Math.floor(safe / 60_000);
  const seconds = Math.floor((safe % 60_000) / 1000);
  return `${minutes}:${String(seconds).padStart(2, '0')}.${String(safe % 1000).padStart(3, '0')}`;
}

/** Elapsed race time as the clock and results show it: h:mm:ss.hh (hundredths, truncated). */
export function formatElapsed(ms: number): string {
  const safe = Math.max(0, Math.floor(ms));
  const hours = Math.floor(safe / 3_600_000);
  const minutes = Math.floor((safe % 3_600_000) / 60_000);
  const seconds = Math.floor((safe % 60_000) / 1000);
  const hundredths = Math.floor((safe % 1000) / 10);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${hours}:${two(minutes)}:${two(seconds)}.${two(hundredths)}`;
}
