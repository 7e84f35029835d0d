import type { StartGroup, TimeRecord } from '@carreras/domain/timing/timing.schemas';
import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from './outbox/outbox-store.ts';
import { effectiveStarts, lapsDone, latestTaken, mergeRecords } from './timing-records.ts';

const stored = (clientId: string, dorsal: number | null, timestamp: number): TimeRecord => ({
  id: timestamp,
  clientId,
  dorsal,
  corrected: false,
  time: timestamp - 1000,
  timestamp,
  lap: dorsal === null ? null : 1,
  groupId: 1,
});

const entry = (
  clientId: string,
  status: OutboxEntry['status'],
  body: Record<string, unknown>,
  kind: OutboxEntry['kind'] = 'record',
): OutboxEntry => ({
  clientId,
  eventId: 4,
  kind,
  path: '/timing/4/record',
  body,
  createdAt: 5000,
  order: 0,
  status,
  attempts: 0,
  error: status === 'rejected' ? 'El corredor #9 ya ha completado todas las vueltas' : null,
  response: null,
});

describe('mergeRecords', () => {
  it('shows each record once: stored ones from the server, the rest from the outbox, newest first', () => {
    const rows = mergeRecords(
      [stored('a', 7, 2000), stored('b', null, 3000)],
      [
        entry('a', 'sent', { dorsal: 7, time: 1000, timestamp: 2000 }),
        entry('c', 'pending', { dorsal: 8, time: 3500, timestamp: 4000 }),
        entry('d', 'rejected', { dorsal: 9, time: 3600, timestamp: 4100 }),
      ],
    );
    expect(rows.map((r) => [r.clientId, r.state])).toEqual([
      ['d', 'rejected'],
      ['c', 'pending'],
      ['b', 'stored'],
      ['a', 'stored'],
    ]);
    expect(rows[0]?.error).toBe('El corredor #9 ya ha completado todas las vueltas');
    expect(lapsDone(rows, 9)).toBe(0);
    expect(lapsDone(rows, 8)).toBe(1);
    expect(lapsDone(rows, 7)).toBe(1);
  });

  it('does not count a stored passage the server gave no lap (before its group’s start)', () => {
    const early = { ...stored('early', 5, 1000), lap: null, review: 'BEFORE_START' as const };
    const rows = mergeRecords([early, stored('ok', 6, 2000)], [entry('p', 'pending', { dorsal: 5, timestamp: 3000 })]);
    expect(lapsDone(rows, 5)).toBe(1);
    expect(lapsDone(rows, 6)).toBe(1);
  });
});

describe('effectiveStarts', () => {
  const group: StartGroup = { id: 1, name: 'A', startTime: null, started: false, categories: [] };
  it('runs a group from a start still waiting in the outbox, marked as not saved', () => {
    const starts = effectiveStarts(
      [group],
      [entry('s', 'pending', { groupId: 1, startTime: '2026-04-13T11:00:00.000Z' }, 'start')],
      0,
    );
    expect(starts.get(1)).toEqual({ startTime: Date.parse('2026-04-13T11:00:00.000Z'), saved: false });
  });
  it('ignores a refused start and keeps the server time', () => {
    const starts = effectiveStarts(
      [{ ...group, startTime: '2026-04-13T10:00:00.000Z' }],
      [entry('s', 'rejected', { groupId: 1, startTime: '2026-04-13T11:00:00.000Z' }, 'start')],
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
        entry('a', 'sent', { dorsal: 5, timestamp: 9000 }),
        entry('b', 'pending', { dorsal: 6, timestamp: 7000 }),
        entry('c', 'pending', { groupId: 1, timestamp: 99_000 }, 'start'),
      ]),
    ).toBe(9000);
  });
});
