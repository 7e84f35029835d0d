import { describe, expect, it } from 'vitest';
import { reviewItems, reviewLabel, rowReview } from './review-items.ts';
import { outboxEntry, REFUSAL, storedRecord } from './test-builders.ts';
import { mergeRecords } from './timing-records.ts';

/** Entries made at 9000, after the stored records. */
const entry = (...[clientId, status, body, kind]: Parameters<typeof outboxEntry>) =>
  outboxEntry(clientId, status, body, kind, 9000);

/** The event's bibs 1 to 50 are held; null: the device never got the list. */
const heldUpTo50 = (bib: number) => bib <= 50;
const unknownList = () => null;

describe('rowReview', () => {
  it('takes the server’s verdict for a stored record, BEFORE_START included, and a fix clears it', () => {
    const [row] = mergeRecords([storedRecord('a', 12, 2000, 'BEFORE_START')], []);
    expect(rowReview(row!, heldUpTo50)).toBe('BEFORE_START');
    const [fixed] = mergeRecords([storedRecord('a', 999, 2000, null)], []);
    expect(rowReview(fixed!, heldUpTo50)).toBeNull();
  });

  it('judges a record still on the device, or from a server without the field, with the bib list', () => {
    const rows = mergeRecords(
      [storedRecord('old', 999, 1000)],
      [
        entry('p1', 'pending', { dorsal: 999, timestamp: 3000 }),
        entry('p2', 'pending', { dorsal: null, timestamp: 4000 }),
        entry('p3', 'pending', { dorsal: 12, timestamp: 5000 }),
      ],
    );
    const reasons = Object.fromEntries(rows.map((row) => [row.clientId, rowReview(row, heldUpTo50)]));
    expect(reasons).toEqual({ old: 'UNKNOWN_BIB', p1: 'UNKNOWN_BIB', p2: 'NO_BIB', p3: null });
    // No bib list on this device: nothing is flagged on a guess.
    expect(rows.map((row) => rowReview(row, unknownList))).toEqual([null, 'NO_BIB', null, null]);
  });
});

describe('reviewItems', () => {
  it('lists what needs a fix, newest first: server reasons, local flags, refused records and starts', () => {
    const entries = [
      entry('refused', 'rejected', { dorsal: 7, timestamp: 6000, groupId: 1 }),
      entry('start', 'rejected', { groupId: 2, startTime: '2026-04-13T12:00:00.000Z' }, 'start'),
      entry('typo', 'pending', { dorsal: 999, timestamp: 5000 }),
    ];
    const rows = mergeRecords(
      [
        storedRecord('ok', 12, 1000, null),
        storedRecord('nobib', null, 2000, 'NO_BIB'),
        storedRecord('early', 13, 3000, 'BEFORE_START'),
      ],
      entries,
    );
    const older = storedRecord('older', 777, 500, 'UNKNOWN_BIB');
    const items = reviewItems({
      rows,
      serverReview: [older, storedRecord('early', 13, 3000, 'BEFORE_START')],
      entries,
      holds: heldUpTo50,
    });
    expect(items.map((item) => [item.clientId, item.reason])).toEqual([
      ['start', 'REJECTED'],
      ['refused', 'REJECTED'],
      ['typo', 'UNKNOWN_BIB'],
      ['early', 'BEFORE_START'],
      ['nobib', 'NO_BIB'],
      ['older', 'UNKNOWN_BIB'],
    ]);
    expect(items[1]!.entry?.error).toBe(REFUSAL);
    expect(items[0]).toMatchObject({ kind: 'start', row: null });
  });

  it('drops a record from the list once the rows show it fixed, even if the server’s list is older', () => {
    const rows = mergeRecords([storedRecord('x', 21, 2000, null)], []);
    const items = reviewItems({
      rows,
      serverReview: [storedRecord('x', null, 2000, 'NO_BIB')],
      entries: [],
      holds: heldUpTo50,
    });
    expect(items).toEqual([]);
  });

  it('lists a repeat with its distance to the previous lap, and never a voided record', () => {
    const voided = { ...storedRecord('void', 23, 30_000, 'VOIDED'), lap: null, mark: 'VOIDED' as const };
    const rows = mergeRecords(
      [storedRecord('lap1', 23, 10_000, null), { ...storedRecord('again', 23, 10_400, 'REPEAT'), lap: null }, voided],
      [],
    );
    const items = reviewItems({ rows, serverReview: [voided], entries: [], holds: heldUpTo50 });
    expect(items.map((item) => [item.clientId, item.reason, item.gap])).toEqual([['again', 'REPEAT', 400]]);
    expect(reviewLabel(items[0]!)).toBe('Dorsal #23: pasada repetida (a 0,4 s de la anterior)');
  });

  it("never lists a backup's copy; lists a passage beyond the laps and a DNS rider's passage (decision 014)", () => {
    const copy = { ...storedRecord('copy', 23, 12_000, 'BACKUP_COPY'), lap: null };
    const beyond = { ...storedRecord('beyond', 23, 90_000, 'BEYOND_LAPS'), lap: null };
    const dns = { ...storedRecord('dns', 51, 95_000, 'DNS'), lap: null };
    const rows = mergeRecords([storedRecord('lap1', 23, 10_000, null), copy, beyond, dns], []);
    const items = reviewItems({ rows, serverReview: [copy], entries: [], holds: heldUpTo50 });
    expect(items.map((item) => [item.clientId, item.reason])).toEqual([
      ['dns', 'DNS'],
      ['beyond', 'BEYOND_LAPS'],
    ]);
    expect(items.map(reviewLabel)).toEqual([
      'Dorsal #51: figura como No largó',
      'Dorsal #23: fuera de vueltas (ya completó todas)',
    ]);
  });

  it("lists an unusual lap from the server's list while this device shows it counting and undecided", () => {
    const counted = storedRecord('odd', 59, 40_000, null);
    const flagged = { ...counted, unusual: 'SLOW' as const };
    const items = reviewItems({
      rows: mergeRecords([counted], []),
      serverReview: [flagged],
      entries: [],
      holds: heldUpTo50,
    });
    expect(items.map((item) => [item.clientId, item.reason])).toEqual([['odd', 'UNUSUAL']]);
    expect(reviewLabel(items[0]!)).toBe('Dorsal #59: tiempo inusual (vuelta muy lenta)');
    // Voided or accepted here since the server's list was read: no longer listed.
    for (const mark of ['VOIDED', 'COUNTED'] as const) {
      const decided = { ...counted, mark, review: mark === 'VOIDED' ? ('VOIDED' as const) : null };
      expect(
        reviewItems({ rows: mergeRecords([decided], []), serverReview: [flagged], entries: [], holds: heldUpTo50 }),
      ).toEqual([]);
    }
  });

  it('says what is wrong in words', () => {
    expect(reviewLabel({ reason: 'UNKNOWN_BIB', kind: 'record', dorsal: 999 })).toBe(
      'Dorsal #999 sin corredor en este evento',
    );
    expect(reviewLabel({ reason: 'NO_BIB', kind: 'record', dorsal: null })).toBe('Sin dorsal');
    expect(reviewLabel({ reason: 'REJECTED', kind: 'record', dorsal: null })).toBe(
      'Sin dorsal: rechazado por el servidor',
    );
    expect(reviewLabel({ reason: 'REJECTED', kind: 'start', dorsal: null })).toBe(
      'Inicio de grupo rechazado por el servidor',
    );
  });
});
