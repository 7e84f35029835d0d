import { type PassageBib, reviewPassages } from './review-passages.ts';
import type { BibInfo, EffectiveRecord, TimedRecord } from './timed-record.ts';

/**
 * The records with the domain's verdicts (reviewPassages: own-group time, review flags, repeats), written
 * into them in place (decision 003). Every record of a bib must be among `records` for the repeat rule to hold.
 */
export function timeFromOwnGroups(records: EffectiveRecord[], bibs: Map<number, BibInfo>): TimedRecord[] {
  const passageBibs = new Map<number, PassageBib>();
  for (const [bib, info] of bibs)
    passageBibs.set(bib, {
      ownGroupStart: info.group?.startTime ?? null,
      minLapMs: info.minLapMs,
      laps: info.laps,
      dns: info.dns,
    });
  const reviewed = reviewPassages(
    records.map((r) => ({
      id: r.id,
      instant: r.recordedAt,
      deviceTime: r.timeMs,
      bib: r.dorsal,
      mark: r.mark,
      device: r.device,
    })),
    passageBibs,
  );
  return records.map((r, index) => {
    const record = r as TimedRecord;
    record.deviceTimeMs = r.timeMs;
    record.timeMs = reviewed[index]!.time;
    record.group = r.dorsal === null ? null : (bibs.get(r.dorsal)?.group ?? null);
    record.review = reviewed[index]!.review;
    record.backupOnly = reviewed[index]!.backupOnly;
    record.unusual = null;
    return record;
  });
}
