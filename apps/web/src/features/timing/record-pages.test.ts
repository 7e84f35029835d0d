import { describe, expect, it } from 'vitest';
import { bibFilter, recordsPage } from './record-pages.ts';
import { storedRecord } from './test-builders.ts';
import { mergeRecords } from './timing-records.ts';

/** 25 passages, one a second, bibs 1 to 5 in turn; newest first. */
const race = (count = 25) =>
  mergeRecords(
    Array.from({ length: count }, (_, i) => storedRecord(`r${i}`, (i % 5) + 1, 1_000 * (i + 1))),
    [],
  );

describe('recordsPage', () => {
  it('pages back through the whole race, newest first, ten at a time', () => {
    const rows = race();
    const first = recordsPage(rows, { bib: null, after: null, size: 10 });
    expect(first.rows.map((r) => r.clientId)).toEqual(rows.slice(0, 10).map((r) => r.clientId));
    expect(first).toMatchObject({ first: 0, total: 25, hasOlder: true, hasNewer: false });
    const last = first.rows.at(-1)!;
    const second = recordsPage(rows, { bib: null, after: last, size: 10 });
    expect(second.first).toBe(10);
    const third = recordsPage(rows, { bib: null, after: second.rows.at(-1)!, size: 10 });
    expect(third.rows.map((r) => r.clientId)).toEqual(['r4', 'r3', 'r2', 'r1', 'r0']);
    expect(third).toMatchObject({ first: 20, hasOlder: false, hasNewer: true });
  });

  it('keeps an older page where it was while new passages arrive', () => {
    const before = race(25);
    const after = before[9]!;
    const page = recordsPage(before, { bib: null, after, size: 10 });
    const later = recordsPage(race(28), { bib: null, after, size: 10 });
    expect(later.rows.map((r) => r.clientId)).toEqual(page.rows.map((r) => r.clientId));
    expect(later.first).toBe(13);
  });

  it('starts at the first row taken before the anchor when the anchor is gone', () => {
    const rows = race();
    const gone = { clientId: 'nobody', timestamp: rows[4]!.timestamp };
    expect(recordsPage(rows, { bib: null, after: gone, size: 3 }).rows[0]).toBe(rows[5]);
  });

  it('filters by bib, counting the records typed with it before a correction', () => {
    const rows = mergeRecords(
      [
        storedRecord('a', 12, 3000),
        { ...storedRecord('b', 40, 2000), corrected: true, originalDorsal: 12 },
        storedRecord('c', 13, 1000),
      ],
      [],
    );
    const page = recordsPage(rows, { bib: 12, after: null, size: 10 });
    expect(page.rows.map((r) => r.clientId)).toEqual(['a', 'b']);
    expect(page.total).toBe(2);
    expect(recordsPage(rows, { bib: 99, after: null, size: 10 }).total).toBe(0);
  });
});

describe('bibFilter', () => {
  it('reads the digits typed, none as no filter', () => {
    expect(bibFilter(' 84 ')).toBe(84);
    expect(bibFilter('#84')).toBe(84);
    expect(bibFilter('')).toBeNull();
    expect(bibFilter('abc')).toBeNull();
  });
});
