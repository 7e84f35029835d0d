import type { StartGroup } from '@carreras/domain/timing/timing.schemas';
import { describe, expect, it } from 'vitest';
import { outboxEntry, REFUSAL, storedRecord } from './test-builders.ts';
import {
  effectiveStarts,
  expectedLap,
  formatGap,
  gapToPreviousLap,
  lapsDone,
  latestTaken,
  mergeRecords,
} from './timing-records.ts';

describe('mergeRecords', () => {
  it('shows each record once: stored ones from the server, the rest from the outbox, newest first', () => {
    const rows = mergeRecords(
      [storedRecord('a', 7, 2000), storedRecord('b', null, 3000)],
      [
        outboxEntry('a', 'sent', { dorsal: 7, time: 1000, timestamp: 2000 }),
        outboxEntry('c', 'pending', { dorsal: 8, time: 3500, timestamp: 4000 }),
        outboxEntry('d', 'rejected', { dorsal: 9, time: 3600, timestamp: 4100 }),
      ],
    );
    expect(rows.map((r) => [r.clientId, r.state])).toEqual([
      ['d', 'rejected'],
      ['c', 'pending'],
      ['b', 'stored'],
      ['a', 'stored'],
    ]);
    expect(rows[0]?.error).toBe(REFUSAL);
    expect(lapsDone(rows, 9)).toBe(0);
    expect(lapsDone(rows, 8)).toBe(1);
    expect(lapsDone(rows, 7)).toBe(1);
  });

  it('does not count a stored passage the server gave no lap (before its group’s start)', () => {
    const early = { ...storedRecord('early', 5, 1000), lap: null, review: 'BEFORE_START' as const };
    const rows = mergeRecords(
      [early, storedRecord('ok', 6, 2000)],
      [outboxEntry('p', 'pending', { dorsal: 5, timestamp: 3000 })],
    );
    expect(lapsDone(rows, 5)).toBe(1);
    expect(lapsDone(rows, 6)).toBe(1);
  });
});

describe('a passage still on this device', () => {
  // Bib 8 rides in group 1 (gun at 1,000), bib 9 in group 3 (not started); the device had group 2 selected.
  const own = (bib: number) =>
    bib === 8 ? { groupId: 1, startTime: 1_000 } : bib === 9 ? { groupId: 3, startTime: null } : null;

  it('is timed from the start of the rider’s own group, not the group selected when it was taken', () => {
    const [row] = mergeRecords(
      [],
      [outboxEntry('p', 'pending', { dorsal: 8, timestamp: 61_000, time: 5_000, groupId: 2 })],
      own,
    );
    expect(row).toMatchObject({ time: 60_000, groupId: 1, state: 'pending' });
  });

  it('keeps the device’s figure when the rider’s group, or its start, is not known, or the passage is before it', () => {
    const rows = mergeRecords(
      [],
      [
        outboxEntry('unknown', 'pending', { dorsal: 7, timestamp: 61_000, time: 5_000, groupId: 2 }),
        outboxEntry('unstarted', 'pending', { dorsal: 9, timestamp: 62_000, time: 6_000, groupId: 2 }),
        outboxEntry('early', 'pending', { dorsal: 8, timestamp: 500, time: 7_000, groupId: 2 }),
      ],
      own,
    );
    expect(rows.map((r) => [r.clientId, r.time, r.groupId])).toEqual([
      ['unstarted', 6_000, 2],
      ['unknown', 5_000, 2],
      ['early', 7_000, 2],
    ]);
  });

  it('takes the server’s time once acknowledged', () => {
    const entry = {
      ...outboxEntry('sent', 'sent', { dorsal: 8, timestamp: 61_000, time: 5_000, groupId: 2 }),
      response: storedRecord('sent', 8, 61_000),
    };
    expect(mergeRecords([], [entry], own)[0]).toMatchObject({ time: 60_000, groupId: 1, lap: 1 });
  });

  it('makes the lap after the laps this device holds before it', () => {
    const rows = mergeRecords(
      [storedRecord('lap1', 8, 10_000), { ...storedRecord('rep', 8, 10_500), lap: null, review: 'REPEAT' }],
      [outboxEntry('p', 'pending', { dorsal: 8, timestamp: 70_000 })],
    );
    expect(expectedLap(rows, 8, 70_000, 'p')).toBe(2);
    expect(expectedLap(rows, 8, 90_000)).toBe(3);
    expect(expectedLap(rows, 8, 5_000)).toBe(1);
  });
});

describe('repeats', () => {
  it('measures a passage from the bib’s previous lap, skipping what does not count', () => {
    const rows = mergeRecords(
      [
        storedRecord('lap1', 23, 10_000),
        { ...storedRecord('void', 23, 60_000), lap: null, review: 'VOIDED' },
        storedRecord('other', 24, 69_000),
        { ...storedRecord('again', 23, 70_400), lap: null, review: 'REPEAT' },
      ],
      [outboxEntry('late', 'pending', { dorsal: 23, timestamp: 70_000 })],
    );
    expect(gapToPreviousLap(rows, 23, 70_400)).toBe(400);
    expect(gapToPreviousLap(rows, 23, 60_000)).toBe(50_000);
    expect(gapToPreviousLap(rows, 23, 10_000)).toBeNull();
    expect(lapsDone(rows, 23)).toBe(2);
  });

  it('reads a gap as the timekeeper says it', () => {
    expect(formatGap(400)).toBe('0,4 s');
    expect(formatGap(45_230)).toBe('45,2 s');
    expect(formatGap(59_990)).toBe('1 min');
    expect(formatGap(185_000)).toBe('3 min 5 s');
    expect(formatGap(0)).toBe('0 s');
  });
});

describe('effectiveStarts', () => {
  const group: StartGroup = {
    id: 1,
    name: 'A',
    startTime: null,
    started: false,
    riders: 0,
    timedRiders: 0,
    categories: [],
  };
  it('runs a group from a start still waiting in the outbox, marked as not saved', () => {
    const starts = effectiveStarts(
      [group],
      [outboxEntry('s', 'pending', { groupId: 1, startTime: '2026-04-13T11:00:00.000Z' }, 'start')],
      0,
    );
    expect(starts.get(1)).toEqual({ startTime: Date.parse('2026-04-13T11:00:00.000Z'), saved: false });
  });
  it('keeps a start acknowledged after the state was asked for, and gives way to a state asked for later', () => {
    const scheduled = { ...group, startTime: '2030-01-01T13:00:00.000Z' };
    const started = { ...outboxEntry('s', 'sent', { groupId: 1, startTime: '2026-04-13T11:00:00.000Z' }, 'start') };
    const acked = { ...started, createdAt: 5000, ackedAt: 5200 };
    // Asked for at 5100, answered after the start was sent: the answer still has the old schedule.
    expect(effectiveStarts([scheduled], [acked], 5100).get(1)?.startTime).toBe(Date.parse('2026-04-13T11:00:00.000Z'));
    // Asked for after the acknowledgement: the server's state (here another device's change) wins.
    expect(effectiveStarts([scheduled], [acked], 5300).get(1)?.startTime).toBe(Date.parse('2030-01-01T13:00:00.000Z'));
  });
  it('ignores a refused start and keeps the server time', () => {
    const starts = effectiveStarts(
      [{ ...group, startTime: '2026-04-13T10:00:00.000Z' }],
      [outboxEntry('s', 'rejected', { groupId: 1, startTime: '2026-04-13T11:00:00.000Z' }, 'start')],
      0,
    );
    expect(starts.get(1)).toEqual({ startTime: Date.parse('2026-04-13T10:00:00.000Z'), saved: true });
  });
});

describe('latestTaken', () => {
  it('is the latest instant of a passage in the outbox, whatever its state; group starts do not count', () => {
    expect(latestTaken([])).toBe(Number.NEGATIVE_INFINITY);
    expect(
      latestTaken([
        outboxEntry('a', 'sent', { dorsal: 5, timestamp: 9000 }),
        outboxEntry('b', 'pending', { dorsal: 6, timestamp: 7000 }),
        outboxEntry('c', 'pending', { groupId: 1, timestamp: 99_000 }, 'start'),
      ]),
    ).toBe(9000);
  });
});
