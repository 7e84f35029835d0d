import { describe, expect, it } from 'vitest';
import { formatLapDuration, parseLapDuration } from './lap-duration.ts';
import { numberLaps } from './lap-numbering.ts';
import { formatElapsed, formatLapTime, parseLapTime } from './time-format.ts';

describe('parseLapTime', () => {
  it('reads minutes, seconds and up to three fraction digits', () => {
    expect(parseLapTime('12:34.56')).toBe(754_560);
    expect(parseLapTime('0:05.1')).toBe(5_100);
    expect(parseLapTime('1:02.345')).toBe(62_345);
    expect(parseLapTime('95:00')).toBe(5_700_000);
  });
  it('gives 0 for anything unparseable', () => {
    for (const text of ['', 'abc', '12', '1:60', '1:02.3456', '-1:00', '1:2:3']) expect(parseLapTime(text)).toBe(0);
  });
  it('round-trips with formatLapTime', () => {
    expect(formatLapTime(754_560)).toBe('12:34.560');
    expect(parseLapTime(formatLapTime(62_345))).toBe(62_345);
  });
});

describe('lap durations (h:mm:ss.t)', () => {
  it('shows a long lap in hours, to the tenth', () => {
    expect(formatLapDuration(6_564_569)).toBe('1:49:24.6');
    expect(formatLapDuration(1_200_500)).toBe('0:20:00.5');
    expect(formatLapDuration(59_960)).toBe('0:01:00.0');
    expect(formatLapDuration(-1)).toBe('0:00:00.0');
  });
  it('reads h:mm:ss with a dot or a comma, and the older m:ss.fff', () => {
    expect(parseLapDuration('1:49:24.6')).toBe(6_564_600);
    expect(parseLapDuration('1:49:24,569')).toBe(6_564_569);
    expect(parseLapDuration('0:20:00')).toBe(1_200_000);
    expect(parseLapDuration('109:24.569')).toBe(6_564_569);
    expect(parseLapDuration('20:00,5')).toBe(1_200_500);
    for (const text of ['', '1:60:00', '1:49:24.6789', 'abc', '1:2:3']) expect(parseLapDuration(text)).toBe(0);
  });
  it('reads back what it shows', () => {
    expect(parseLapDuration(formatLapDuration(6_564_569))).toBe(6_564_600);
  });
});

describe('formatElapsed', () => {
  it('shows h:mm:ss.hh', () => {
    expect(formatElapsed(0)).toBe('0:00:00.00');
    expect(formatElapsed(3_723_456)).toBe('1:02:03.45');
    expect(formatElapsed(-5)).toBe('0:00:00.00');
  });
});

describe('numberLaps', () => {
  it('numbers each bib in time order, whatever the arrival order, and skips records without bib', () => {
    const laps = numberLaps([
      { id: 1, dorsal: 7, time: 3000 },
      { id: 2, dorsal: 7, time: 1000 },
      { id: 3, dorsal: null, time: 500 },
      { id: 4, dorsal: 8, time: 2000 },
    ]);
    expect([...laps.entries()].sort()).toEqual([
      [1, 2],
      [2, 1],
      [4, 1],
    ]);
  });
});
