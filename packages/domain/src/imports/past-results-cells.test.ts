import { describe, expect, it } from 'vitest';
import { formatResultTime, parseResultStatus, parseResultTime } from './past-results-cells.ts';

const H = 3_600_000;
const M = 60_000;
const S = 1000;

describe('parseResultTime', () => {
  it.each([
    ['1:23:45', H + 23 * M + 45 * S],
    ['01:23:45.3', H + 23 * M + 45 * S + 300],
    ['01:23:45,25', H + 23 * M + 45 * S + 250],
    ['83:45', 83 * M + 45 * S],
    ['83:45.2', 83 * M + 45 * S + 200],
    ['1h23m45s', H + 23 * M + 45 * S],
    ['1h 23m', H + 23 * M],
    ['45m12s', 45 * M + 12 * S],
    [' 2:05:00 ', 2 * H + 5 * M],
  ])('reads %s', (text, ms) => {
    expect(parseResultTime(text)).toBe(ms);
  });

  it('reads an Excel time cell, as a Date on day 0 or as a fraction of a day', () => {
    expect(parseResultTime(new Date(Date.UTC(1899, 11, 30, 1, 23, 45)))).toBe(H + 23 * M + 45 * S);
    expect(parseResultTime((H + 30 * M) / 86_400_000)).toBe(H + 30 * M);
  });

  it.each([
    ['', null],
    ['DNF', null],
    ['1:75:00', null],
    ['0:00:00', null],
    ['abc', null],
    [true, null],
  ])('refuses %s', (cell, expected) => {
    expect(parseResultTime(cell)).toBe(expected);
  });

  it('refuses a calendar date cell', () => {
    expect(parseResultTime(new Date(Date.UTC(2025, 4, 1)))).toBeNull();
  });
});

describe('parseResultStatus', () => {
  it.each([
    ['DNF', 'DNF'],
    ['Abandonó', 'DNF'],
    ['No terminó', 'DNF'],
    ['No finalizó (DNF)', 'DNF'],
    ['DNS', 'DNS'],
    ['No largó', 'DNS'],
    ['dsq', 'DISQUALIFIED'],
    ['Descalificado', 'DISQUALIFIED'],
    ['Descalificado (DSQ)', 'DISQUALIFIED'],
    ['', 'finished'],
    ['Finalizó', 'finished'],
    ['OK', 'finished'],
    ['Lesionado', 'unknown'],
  ])('reads %s as %s', (text, status) => {
    expect(parseResultStatus(text)).toBe(status);
  });
});

describe('formatResultTime', () => {
  it('writes hh:mm:ss.d with tenths truncated', () => {
    expect(formatResultTime(H + 23 * M + 45 * S + 390)).toBe('01:23:45.3');
    expect(formatResultTime(83 * M + 45 * S)).toBe('01:23:45.0');
  });
});
