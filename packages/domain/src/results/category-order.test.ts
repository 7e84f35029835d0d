import { describe, expect, it } from 'vitest';
import { DEFAULT_CATEGORIES } from '../categories/default-categories.ts';
import { compareCategoryNames } from './category-order.ts';

describe('compareCategoryNames', () => {
  it('follows the default-by-age table, MASC before FEM in each band, E-BIKE last', () => {
    const shuffled = [...DEFAULT_CATEGORIES.map((c) => c.nombre)].reverse();
    expect(shuffled.sort(compareCategoryNames)).toEqual([
      'MENORES MASC',
      'MENORES FEM',
      'CADETES MASC',
      'CADETES FEM',
      'PROMOCIONALES A MASC',
      'PROMOCIONALES A FEM',
      'PROMOCIONALES B MASC',
      'PROMOCIONALES B FEM',
      'JUVENILES MASC',
      'JUVENILES FEM',
      'SUB 23 MASC',
      'SUB 23 FEM',
      'ELITE MASC',
      'ELITE FEM',
      'MASTER A1 MASC',
      'MASTER A1 FEM',
      'MASTER A2 MASC',
      'MASTER A2 FEM',
      'MASTER B1 MASC',
      'MASTER B1 FEM',
      'MASTER B2 MASC',
      'MASTER B2 FEM',
      'MASTER C1 MASC',
      'MASTER C1 FEM',
      'MASTER C2 MASC',
      'MASTER C2 FEM',
      'MASTER D1 MASC',
      'MASTER D1 FEM',
      'MASTER D2 MASC',
      'MASTER D2 FEM',
      'MASTER E1 MASC',
      'MASTER E1 FEM',
      'E-BIKE',
    ]);
  });

  it('puts categories outside the table after it, alphabetically', () => {
    expect(['Tandem', 'E-BIKE', 'Ábaco', 'ELITE FEM', 'Duplas'].sort(compareCategoryNames)).toEqual([
      'ELITE FEM',
      'E-BIKE',
      'Ábaco',
      'Duplas',
      'Tandem',
    ]);
  });

  it('recognises a table category written in another case, with accents or extra spaces', () => {
    expect(['MASTER A1 MASC', ' élite  masc', 'Sub 23 fem'].sort(compareCategoryNames)).toEqual([
      'Sub 23 fem',
      ' élite  masc',
      'MASTER A1 MASC',
    ]);
  });
});
