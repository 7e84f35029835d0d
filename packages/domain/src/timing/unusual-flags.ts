import { minLapMs } from './min-lap.ts';
import type { BibInfo, TimedRecord } from './timed-record.ts';
import { type CountedLap, unusualLaps } from './unusual-passages.ts';

/**
 * Flags the unusual laps among every counted passage of the event (unusualLaps, decision 014), in place. It
 * reads the whole distance, so only the review list (a read of the whole event) is judged with it: every other
 * read answers the same records whatever bibs it asks for (decision 006).
 */
export function flagUnusual(records: TimedRecord[], bibs: Map<number, BibInfo>): TimedRecord[] {
  const byBib = new Map<number, TimedRecord[]>();
  for (const r of records) {
    if (r.review !== null || r.dorsal === null || !bibs.has(r.dorsal)) continue;
    const own = byBib.get(r.dorsal);
    if (own) own.push(r);
    else byBib.set(r.dorsal, [r]);
  }
  const counted: TimedRecord[] = [];
  const laps: CountedLap[] = [];
  for (const [bib, own] of byBib) {
    const { distancia } = bibs.get(bib)!;
    own.sort((a, b) => a.recordedAt - b.recordedAt || a.id - b.id);
    own.forEach((r, index) => {
      counted.push(r);
      laps.push({
        distance: distancia,
        lapMs: r.timeMs - (index === 0 ? 0 : own[index - 1]!.timeMs),
        accepted: r.mark === 'COUNTED',
      });
    });
  }
  const minLap = new Map([...bibs.values()].map((info) => [info.distancia, info.minLapMs]));
  const flags = unusualLaps(laps, (distance) => minLap.get(distance) ?? minLapMs(null));
  counted.forEach((r, index) => {
    r.unusual = flags[index] ?? null;
  });
  return records;
}
