import type { EndpointResponse } from '@carreras/domain/api/define-endpoint';
import type { timingContract } from '@carreras/domain/timing/timing.contract';
import type { TimeRecord } from '@carreras/domain/timing/timing.schemas';

export type TimesData = EndpointResponse<typeof timingContract.listTimes>;

/** Newest first, as the server lists them. */
const newestFirst = (a: TimeRecord, b: TimeRecord) => b.timestamp - a.timestamp || b.id - a.id;

/**
 * The records with those of `bibs` (null: the records without a bib) replaced by `fresh`, the server's
 * current records of those bibs: a record that moved to another bib by a correction leaves its old place
 * (matched by id), and the laps of a bib come renumbered with it. Newest first.
 */
export function replaceBibRecords(
  records: readonly TimeRecord[],
  bibs: readonly (number | null)[],
  fresh: readonly TimeRecord[],
): TimeRecord[] {
  const changed = new Set(bibs);
  const freshIds = new Set(fresh.map((record) => record.id));
  const kept = records.filter((record) => !changed.has(record.dorsal) && !freshIds.has(record.id));
  return [...kept, ...fresh].sort(newestFirst);
}

/** The timing list with a delta applied (its `dorsalTimes` rebuilt for the bibs that changed). */
export function applyTimesDelta(
  data: TimesData,
  bibs: readonly (number | null)[],
  fresh: readonly TimeRecord[],
): TimesData {
  const times = replaceBibRecords(data.times, bibs, fresh);
  const touched = new Set<string>();
  for (const bib of bibs) if (bib !== null) touched.add(String(bib));
  // A corrected record may have left a bib the change did not name: that bib's laps are rebuilt too.
  const freshIds = new Set(fresh.map((record) => record.id));
  for (const record of data.times) {
    if (record.dorsal !== null && freshIds.has(record.id)) touched.add(String(record.dorsal));
  }
  const dorsalTimes = { ...data.dorsalTimes };
  for (const bib of touched) delete dorsalTimes[bib];
  for (const record of times) {
    const bib = String(record.dorsal);
    if (record.dorsal === null || record.lap === null || !touched.has(bib)) continue;
    const byLap = { ...dorsalTimes[bib] };
    byLap[String(record.lap)] = [...(byLap[String(record.lap)] ?? []), record];
    dorsalTimes[bib] = byLap;
  }
  return { ...data, times, dorsalTimes };
}
