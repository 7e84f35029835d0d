import { describe, expect, it } from 'vitest';
import { EVERYTHING_CHANGED, MAX_CHANGED_BIBS, mergeTimingChanges } from './timing-changes.ts';

describe('mergeTimingChanges', () => {
  it('gathers the bibs of a burst once each, the records without a bib included', () => {
    const burst = [{ bibs: [7] }, { bibs: [12, null] }, { bibs: [7] }, { bibs: [null] }];
    const merged = burst.reduce(mergeTimingChanges, null);
    expect(merged).toEqual({ bibs: [7, 12, null] });
  });

  it('becomes "everything" when one change is, whatever the order', () => {
    expect(mergeTimingChanges({ bibs: [1] }, EVERYTHING_CHANGED)).toEqual(EVERYTHING_CHANGED);
    expect(mergeTimingChanges(EVERYTHING_CHANGED, { bibs: [1] })).toEqual(EVERYTHING_CHANGED);
  });

  it('becomes "everything" past the cap, so a mass correction is read once', () => {
    const many = Array.from({ length: MAX_CHANGED_BIBS }, (_, i) => i + 1);
    expect(mergeTimingChanges(null, { bibs: many })).toEqual({ bibs: many });
    expect(mergeTimingChanges({ bibs: many }, { bibs: [MAX_CHANGED_BIBS + 1] })).toEqual(EVERYTHING_CHANGED);
    expect(mergeTimingChanges(null, { bibs: [...many, 0] })).toEqual(EVERYTHING_CHANGED);
  });
});
