import type { BibInfo, TimedRecord } from './timed-record.ts';

/** A bib's holder for the timing rules' tests: 33 km, three laps, a minute's minimum lap, no group. */
export const holderInfo = (over: Partial<BibInfo> = {}): BibInfo => ({
  inscriptionId: 1,
  runnerName: 'Ana Pérez',
  distancia: 33,
  categoryId: 7,
  categoria: 'Elite',
  group: null,
  minLapMs: 60_000,
  laps: 3,
  dns: false,
  ...over,
});

let nextId = 1;

/** A record of bib `dorsal` (as taken, never corrected) that counts, each with an id of its own. */
export const timedRecord = (dorsal: number | null, over: Partial<TimedRecord> = {}): TimedRecord => {
  const id = nextId++;
  return {
    id,
    eventId: 1,
    clientId: `c${id}`,
    dorsal,
    lap: null,
    timeMs: 5_000,
    deviceTimeMs: 5_000,
    recordedAt: 0,
    groupId: 9,
    device: 'primary',
    rawDorsal: dorsal,
    corrected: false,
    mark: null,
    group: null,
    review: null,
    backupOnly: false,
    unusual: null,
    ...over,
  };
};
