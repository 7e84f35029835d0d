/**
 * What changed in an event's timing, as the timing screens hear it (`GET /timing/:eventId/changes`):
 * the records of some bibs (null: the records without a bib), or anything at all (a start, the groups,
 * the configuration), after which a screen reads everything again.
 */
export type TimingChange = { readonly bibs: readonly (number | null)[] } | { readonly all: true };

export const EVERYTHING_CHANGED: TimingChange = { all: true };

/** More bibs than this in one change: reading everything once costs less than asking bib by bib. */
export const MAX_CHANGED_BIBS = 100;

/** One change that covers both (bibs together, or everything), capped at MAX_CHANGED_BIBS. */
export function mergeTimingChanges(first: TimingChange | null, second: TimingChange): TimingChange {
  if (first === null) return capped(second);
  if ('all' in first || 'all' in second) return EVERYTHING_CHANGED;
  return capped({ bibs: [...new Set([...first.bibs, ...second.bibs])] });
}

function capped(change: TimingChange): TimingChange {
  return 'bibs' in change && change.bibs.length > MAX_CHANGED_BIBS ? EVERYTHING_CHANGED : change;
}

/** How many of the latest records the timing state (GET /timing/:eventId) carries, kept so as changes come in. */
export const LATEST_TIMING_RECORDS = 50;
