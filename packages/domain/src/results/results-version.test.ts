import { describe, expect, it } from 'vitest';
import { type ResultRow, type ResultsResponse, resultRowSchema, resultsResponseSchema } from './results.schemas.ts';
import { resultsTextVersion, resultsVersion } from './results-version.ts';
import { RESULTS_VERSION_MAX_LENGTH, RESULTS_VERSION_PATTERN } from './results-version-format.ts';

const rider = (id: number, over: Partial<ResultRow> = {}): ResultRow => ({
  id,
  dorsal: id + 100,
  runnerName: `Corredor ${id}`,
  club: null,
  categoryName: 'Elite',
  groupName: null,
  finalTime: 3_600_000 + id,
  penaltyTime: 0,
  completedLaps: 2,
  totalLaps: 2,
  position: id,
  overallPosition: id,
  status: 'COMPLETED',
  lapTimes: [
    { lap: 1, time: 1_800_000 },
    { lap: 2, time: 1_800_000 + id },
  ],
  lastPassageAt: 1_700_000_000_000 + id,
  ...over,
});

function answer(): ResultsResponse {
  const overall = [rider(1), rider(2), rider(3, { categoryName: 'Master', groupName: 'A' })];
  return {
    eventId: 7,
    eventName: 'Desafío',
    eventDate: '2026-11-29',
    finished: false,
    generatedAt: 1_700_000_000_000,
    distance: 33,
    laps: 2,
    overall,
    categories: [
      { name: 'Elite', runners: [overall[0]!, overall[1]!] },
      { name: 'Master', runners: [overall[2]!] },
    ],
    distances: [{ distance: 33, laps: 2 }],
    groups: [{ id: 1, name: 'A' }],
  };
}

/** Another value of the same kind, so the answer still reads as the contract's. */
function changed(value: unknown): unknown {
  if (typeof value === 'number') return value + 1;
  if (typeof value === 'string') return `${value}x`;
  if (typeof value === 'boolean') return !value;
  if (value === null) return 'A';
  if (Array.isArray(value)) return value.slice(1);
  throw new Error(`no change for ${String(value)}`);
}

describe('resultsVersion', () => {
  it('is the same for the same results, computed again or read back from JSON', () => {
    const version = resultsVersion(answer());
    expect(version).toMatch(RESULTS_VERSION_PATTERN);
    expect(version.length).toBeLessThanOrEqual(RESULTS_VERSION_MAX_LENGTH);
    expect(resultsVersion({ ...answer(), generatedAt: 1_800_000_000_000 })).toBe(version);
    expect(resultsVersion(JSON.parse(JSON.stringify(answer())))).toBe(version);
  });

  it('changes with every member of the answer but generatedAt', () => {
    const base = resultsVersion(answer());
    const members = Object.keys(resultsResponseSchema.shape).filter((key) => key !== 'generatedAt');
    for (const key of members) {
      const other = answer() as unknown as Record<string, unknown>;
      other[key] = changed(other[key]);
      expect(resultsVersion(other as unknown as ResultsResponse), key).not.toBe(base);
    }
  });

  it("changes with every member of a rider's row, and with a category's name or riders", () => {
    const base = resultsVersion(answer());
    for (const key of Object.keys(resultRowSchema.shape)) {
      const other = answer();
      const row = other.overall[1] as unknown as Record<string, unknown>;
      row[key] = key === 'status' ? 'DNF' : changed(row[key]);
      expect(resultsVersion(other), key).not.toBe(base);
    }
    const lap = answer();
    lap.overall[0]!.lapTimes[1]!.time += 1;
    expect(resultsVersion(lap)).not.toBe(base);
    const renamed = answer();
    renamed.categories[1]!.name = 'Máster';
    expect(resultsVersion(renamed)).not.toBe(base);
    const moved = answer();
    moved.categories[0]!.runners.reverse();
    expect(resultsVersion(moved)).not.toBe(base);
    const decimal = answer();
    decimal.distances[0]!.distance = 33.5;
    expect(resultsVersion(decimal)).not.toBe(base);
  });

  it('tells apart values that read alike in other kinds or places', () => {
    const a = answer();
    a.overall[0]!.runnerName = 'ab';
    a.overall[0]!.categoryName = 'c';
    const b = answer();
    b.overall[0]!.runnerName = 'a';
    b.overall[0]!.categoryName = 'bc';
    expect(resultsVersion(a)).not.toBe(resultsVersion(b));
    const nulls = answer();
    nulls.overall[0]!.finalTime = null;
    const zero = answer();
    zero.overall[0]!.finalTime = 0;
    expect(resultsVersion(nulls)).not.toBe(resultsVersion(zero));
  });
});

describe('resultsTextVersion', () => {
  it("is the answer's version from its JSON text, wherever generatedAt sits and whatever a name holds", () => {
    const named = { ...answer(), eventName: 'Carrera "generatedAt":1, de prueba' };
    expect(resultsTextVersion(JSON.stringify(named))).toBe(resultsVersion(named));
    expect(resultsVersion({ ...named, generatedAt: 5 })).toBe(resultsVersion(named));
    const { generatedAt, ...rest } = answer();
    const last = JSON.stringify({ ...rest, generatedAt });
    expect(resultsTextVersion(last)).toBe(resultsTextVersion(JSON.stringify({ ...rest, generatedAt: 9 })));
    expect(resultsTextVersion(last)).not.toBe(
      resultsTextVersion(JSON.stringify({ ...rest, finished: true, generatedAt })),
    );
  });
});
