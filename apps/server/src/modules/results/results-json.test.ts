import { type RiderTimes, rankResults } from '@carreras/domain/results/rank-results';
import type { ResultRow, ResultsResponse } from '@carreras/domain/results/results.schemas';
import { describe, expect, it } from 'vitest';
import { resultsJson } from './results-json.ts';

const NAMES = [
  'José "Pepe" Núñez',
  'Back\\slash </script>',
  'Ana\nMaría\t\u0007\u001f',
  'Line\u2028separator\u2029',
  'Emoji 🚴 李',
  'Lone \ud800 surrogate',
  '{"id":1},{"id":2}',
  '"overall":[],"categories":[]',
  '',
];

function results(riders: RiderTimes[], extra: Partial<ResultsResponse> = {}): ResultsResponse {
  return {
    eventId: 7,
    eventName: 'Vuelta "al" \\ lago\u2028',
    eventDate: '2026-11-26',
    finished: false,
    generatedAt: 1_795_000_000_123,
    distance: 21.5,
    laps: 3,
    ...rankResults(riders, 3),
    distances: [
      { distance: 21.5, laps: 3 },
      { distance: 66, laps: 2 },
    ],
    groups: [{ id: 2, name: 'Tarde "B"' }],
    ...extra,
  };
}

const riders = (count: number): RiderTimes[] =>
  Array.from({ length: count }, (_, index) => ({
    id: 1000 + index,
    dorsal: index + 1,
    runnerName: NAMES[index % NAMES.length]!,
    categoryName:
      index % 4 === 0 ? 'ELITE "A"' : index % 4 === 1 ? 'MASTER A1 FEM' : index % 4 === 2 ? 'Sin categoría' : '',
    groupName: index % 3 === 0 ? null : index % 3 === 1 ? 'General' : undefined,
    lapTimes: [1_500_000 + (index % 5) * 1000, 1_400_000.5, 1_300_000].slice(0, 3 - (index % 4 === 3 ? index % 3 : 0)),
    penaltyMs: index % 7 === 0 ? 30_000 : 0,
    status: index % 11 === 0 ? 'DNF' : index % 13 === 0 ? 'DISQUALIFIED' : null,
  }));

describe('resultsJson', () => {
  it("writes exactly JSON.stringify's text: escapes, ties, statuses, groups absent, null and named", () => {
    for (const count of [0, 1, 2, 57, 400]) {
      const answer = results(riders(count));
      expect(resultsJson(answer)).toBe(JSON.stringify(answer));
    }
  });

  it('writes a row the overall list does not hold, and rows whose first field is not the id, as JSON.stringify does', () => {
    const answer = results(riders(20));
    const stray: ResultRow = { ...answer.overall[3]!, position: 99 };
    answer.categories[0]!.runners.push(stray);
    expect(resultsJson(answer)).toBe(JSON.stringify(answer));
    const reordered = results(riders(5));
    reordered.overall = reordered.overall.map(({ id, ...rest }) => ({ ...rest, id }));
    expect(resultsJson(reordered)).toBe(JSON.stringify(reordered));
  });

  it('keeps numbers as JSON writes them, the ones it cannot write as null', () => {
    const answer = results(riders(3), { distance: 1e21, laps: Number.NaN });
    answer.overall[0]!.penaltyTime = -0;
    answer.overall[1]!.finalTime = Number.POSITIVE_INFINITY;
    expect(resultsJson(answer)).toBe(JSON.stringify(answer));
  });
});
