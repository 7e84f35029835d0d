import type { RiderIndexEntry } from '@carreras/domain/results/results-hub.schemas';
import { describe, expect, it } from 'vitest';
import { searchRiders } from './search-riders.ts';

const rider = (dorsal: number, runnerName: string): RiderIndexEntry => ({
  dorsal,
  runnerName,
  categoryName: 'ELITE MASC',
  distance: 66,
  status: 'COMPLETED',
  position: 1,
  overallPosition: 1,
  finalTime: 3_600_000,
});

const riders = [
  rider(12, 'Lucía Fernández'),
  rider(120, 'Martín Gómez'),
  rider(7, 'Juan Pérez'),
  rider(112, 'Lucas Fernandez Paz'),
];

describe('searchRiders', () => {
  it('finds names without accents or case, every word in any order', () => {
    expect(searchRiders(riders, 'fernandez').map((r) => r.dorsal)).toEqual([112, 12]);
    expect(searchRiders(riders, 'FERNÁNDEZ lucí').map((r) => r.dorsal)).toEqual([12]);
    expect(searchRiders(riders, 'paz lucas').map((r) => r.dorsal)).toEqual([112]);
    expect(searchRiders(riders, 'zz')).toEqual([]);
  });

  it('finds a bib exactly first, then the bibs starting with it', () => {
    expect(searchRiders(riders, '12').map((r) => r.dorsal)).toEqual([12, 120]);
    expect(searchRiders(riders, '#7').map((r) => r.dorsal)).toEqual([7]);
  });

  it('lists nothing for an empty query', () => {
    expect(searchRiders(riders, '   ')).toEqual([]);
  });
});
