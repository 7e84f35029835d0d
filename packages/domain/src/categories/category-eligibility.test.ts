import { describe, expect, it } from 'vitest';
import { ageForEvent } from '../dates.ts';
import { isCategoryEligible } from './category-eligibility.ts';
import { DEFAULT_CATEGORIES } from './default-categories.ts';

const eligible = (distancia: number, sexo: 'M' | 'F', age: number) =>
  DEFAULT_CATEGORIES.filter((c) => c.distancia === distancia && isCategoryEligible(c, sexo, age)).map((c) => c.nombre);

describe('default categories (D8)', () => {
  it('has every category MASC and FEM plus a mixed E-BIKE', () => {
    expect(DEFAULT_CATEGORIES).toHaveLength(4 * 2 + 12 * 2 + 1);
    expect(new Set(DEFAULT_CATEGORIES.map((c) => c.nombre)).size).toBe(DEFAULT_CATEGORIES.length);
  });

  it('leaves no gap and no overlap for ages 17 to 100 on 66 km', () => {
    for (let age = 17; age <= 100; age++) {
      for (const sexo of ['M', 'F'] as const) {
        const names = eligible(66, sexo, age).filter((n) => n !== 'E-BIKE');
        expect(names, `age ${age} ${sexo}`).toHaveLength(1);
      }
    }
  });

  it('leaves no gap and no overlap for ages 13 to 100 on 33 km', () => {
    for (let age = 13; age <= 100; age++) {
      expect(eligible(33, 'F', age), `age ${age}`).toHaveLength(1);
    }
  });

  it('follows the default-by-age table at the overlapping edges of the landing lists', () => {
    expect(eligible(66, 'M', 23)).toEqual(['SUB 23 MASC', 'E-BIKE']);
    expect(eligible(66, 'M', 24)).toEqual(['ELITE MASC', 'E-BIKE']);
    expect(eligible(66, 'F', 70)).toEqual(['MASTER D2 FEM', 'E-BIKE']);
    expect(eligible(66, 'F', 71)).toEqual(['MASTER E1 FEM', 'E-BIKE']);
    expect(eligible(33, 'M', 17)).toEqual(['PROMOCIONALES A MASC']);
    expect(eligible(33, 'M', 36)).toEqual(['PROMOCIONALES B MASC']);
  });

  it('uses the event year minus the birth year', () => {
    const age = ageForEvent('2006-12-30', '2025-04-13');
    expect(age).toBe(19);
    expect(eligible(66, 'M', age)).toEqual(['SUB 23 MASC', 'E-BIKE']);
  });

  it('offers only E-BIKE to under-17s on 66 km and nothing to under-13s on 33 km', () => {
    expect(eligible(66, 'M', 16)).toEqual(['E-BIKE']);
    expect(eligible(33, 'M', 12)).toEqual([]);
  });
});
