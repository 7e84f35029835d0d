import { describe, expect, it } from 'vitest';
import { countedTime, passageTime } from './passage-time.ts';

const MIN = 60_000;
const waveA = Date.UTC(2026, 10, 22, 12, 0, 0);
const waveB = waveA + 15 * MIN;

describe('passageTime', () => {
  it('times each rider from the start of their own wave, whatever the device worked out', () => {
    const instant = waveB + 62 * MIN + 1_234;
    // The device had wave B selected for a rider of wave A: its figure is 15 minutes short.
    const deviceTime = instant - waveB;
    expect(passageTime({ instant, deviceTime, bib: 7, bibHeld: true, ownGroupStart: waveA })).toEqual({
      time: 77 * MIN + 1_234,
      fromOwnGroup: true,
      review: null,
    });
    expect(passageTime({ instant, deviceTime, bib: 8, bibHeld: true, ownGroupStart: waveB }).time).toBe(
      62 * MIN + 1_234,
    );
  });

  it('keeps the device time and flags records with no bib or a bib nobody holds', () => {
    expect(passageTime({ instant: waveA + 5, deviceTime: 5, bib: null, bibHeld: false, ownGroupStart: null })).toEqual({
      time: 5,
      fromOwnGroup: false,
      review: 'NO_BIB',
    });
    expect(
      passageTime({ instant: waveA + 5, deviceTime: 5, bib: 999, bibHeld: false, ownGroupStart: null }).review,
    ).toBe('UNKNOWN_BIB');
  });

  it('keeps the device time, unflagged, when the rider has no started group', () => {
    expect(passageTime({ instant: waveA + 9, deviceTime: 9, bib: 3, bibHeld: true, ownGroupStart: null })).toEqual({
      time: 9,
      fromOwnGroup: false,
      review: null,
    });
  });

  it('flags a passage before the rider’s own start', () => {
    expect(
      passageTime({ instant: waveB - 1, deviceTime: 10 * MIN, bib: 8, bibHeld: true, ownGroupStart: waveB }).review,
    ).toBe('BEFORE_START');
  });
});

describe('countedTime', () => {
  it('counts a held bib from its own wave, with the device time when the wave is unknown, never before the start', () => {
    expect(countedTime(waveB + 62 * MIN, 47 * MIN, waveA)).toBe(77 * MIN);
    expect(countedTime(waveB + 62 * MIN, 47 * MIN, null)).toBe(47 * MIN);
    expect(countedTime(waveA - 1, 5, waveA)).toBeNull();
    expect(countedTime(waveA, 5, waveA)).toBe(0);
  });
});
