import type { TimeRecord } from '@carreras/domain/timing/timing.schemas';
import { describe, expect, it } from 'vitest';
import { storedRecord } from '../test-builders.ts';
import { applyTimesDelta, replaceBibRecords } from './times-delta.ts';

const lapOf = (record: TimeRecord, lap: number | null, id = record.id): TimeRecord => ({ ...record, id, lap });

describe('replaceBibRecords', () => {
  it("puts the bib's fresh records in place of its old ones, leaves other bibs alone, newest first", () => {
    const held = [storedRecord('a', 7, 3000), storedRecord('b', 8, 2000), storedRecord('c', 7, 1000)];
    // A passage of 7 taken between its two others arrived late: the server renumbers 7's laps.
    const fresh = [
      lapOf(storedRecord('a', 7, 3000), 3),
      lapOf(storedRecord('d', 7, 1500), 2),
      lapOf(storedRecord('c', 7, 1000), 1),
    ];
    const result = replaceBibRecords(held, [7], fresh);
    expect(result.map((r) => [r.clientId, r.dorsal, r.lap])).toEqual([
      ['a', 7, 3],
      ['b', 8, 1],
      ['d', 7, 2],
      ['c', 7, 1],
    ]);
  });

  it('moves a corrected record out of its old bib (matched by id), and replaces the records without a bib', () => {
    const loose = storedRecord('x', null, 4000);
    const held = [loose, storedRecord('y', null, 3500), storedRecord('b', 8, 2000)];
    const corrected: TimeRecord = { ...loose, dorsal: 8, originalDorsal: null, corrected: true, lap: 2 };
    const result = replaceBibRecords(
      held,
      [null, 8],
      [corrected, storedRecord('y', null, 3500), storedRecord('b', 8, 2000)],
    );
    expect(result.map((r) => [r.clientId, r.dorsal])).toEqual([
      ['x', 8],
      ['y', null],
      ['b', 8],
    ]);
    // Named as the new bib only (the old one not named): the record still leaves its old place.
    expect(replaceBibRecords(held, [8], [corrected, storedRecord('b', 8, 2000)]).map((r) => r.clientId)).toEqual([
      'x',
      'y',
      'b',
    ]);
  });

  it('drops every record of a bib the server no longer gives', () => {
    const held = [storedRecord('a', 7, 3000), storedRecord('b', 8, 2000)];
    expect(replaceBibRecords(held, [7], []).map((r) => r.clientId)).toEqual(['b']);
  });
});

describe('applyTimesDelta', () => {
  it('rebuilds the laps by bib for the bibs that changed, the bib a record left included', () => {
    const a = storedRecord('a', 7, 1000);
    const b = storedRecord('b', 8, 2000);
    const data = {
      times: [b, a],
      dorsalTimes: { '7': { '1': [a] }, '8': { '1': [b] } },
      lapsConfig: { '33': 2 },
    };
    const moved: TimeRecord = { ...a, dorsal: 8, corrected: true, originalDorsal: 7, lap: 1 };
    const bNow = lapOf(b, 2);
    const result = applyTimesDelta(data, [8], [bNow, moved]);
    expect(result.times).toEqual([bNow, moved]);
    expect(result.dorsalTimes).toEqual({ '8': { '1': [moved], '2': [bNow] } });
    expect(result.lapsConfig).toEqual({ '33': 2 });
    // The data held before is left as it was (the query cache compares by reference).
    expect(data.dorsalTimes['7']).toEqual({ '1': [a] });
  });
});
