import { describe, expect, it } from 'vitest';
import type { EligibilityCategory } from './category-eligibility.ts';
import { admitsEveryAge, categorySpecificity, isOpenCategory, offerCategories } from './category-preference.ts';
import { DEFAULT_CATEGORIES } from './default-categories.ts';
import { NO_UPPER_AGE } from './upper-age.ts';

type Named = EligibilityCategory & { nombre: string };
const cat = (nombre: string, c: Partial<EligibilityCategory> = {}): Named => ({
  nombre,
  sexo: 'MIXTO',
  esLibre: false,
  edadMinima: null,
  edadMaxima: null,
  ...c,
});

const eBike = cat('E-BIKE', { esLibre: true });
const names = (offer: { categories: Named[]; preferred: Named | null }) => ({
  categories: offer.categories.map((c) => c.nombre),
  preferred: offer.preferred?.nombre ?? null,
});

describe('open categories', () => {
  it('admit every age when free, unbounded, or bounded only by 0 and an age no rider reaches', () => {
    expect(admitsEveryAge(eBike)).toBe(true);
    expect(admitsEveryAge(cat('LIBRE CON EDADES', { esLibre: true, edadMinima: 18, edadMaxima: 30 }))).toBe(true);
    expect(admitsEveryAge(cat('SIN EDADES'))).toBe(true);
    expect(admitsEveryAge(cat('0 A 999', { edadMinima: 0, edadMaxima: NO_UPPER_AGE }))).toBe(true);
    expect(admitsEveryAge(cat('DESDE 1', { edadMinima: 1 }))).toBe(false);
    expect(admitsEveryAge(cat('0 A 150', { edadMinima: 0, edadMaxima: 150 }))).toBe(true);
    expect(admitsEveryAge(cat('HASTA 119', { edadMaxima: 119 }))).toBe(false);
    expect(admitsEveryAge(cat('MASTER E1', { edadMinima: 71, edadMaxima: NO_UPPER_AGE }))).toBe(false);
  });

  it('are open only when they also admit both sexes', () => {
    expect(isOpenCategory(eBike)).toBe(true);
    expect(isOpenCategory(cat('TODOS', { edadMinima: 0, edadMaxima: null }))).toBe(true);
    expect(isOpenCategory(cat('DAMAS', { sexo: 'F' }))).toBe(false);
    expect(isOpenCategory(cat('JUVENILES MIXTO', { edadMinima: 17, edadMaxima: 18 }))).toBe(false);
  });

  it('rank an age band above a sex, and both above neither', () => {
    expect(categorySpecificity(eBike)).toBe(0);
    expect(categorySpecificity(cat('DAMAS', { sexo: 'F' }))).toBe(1);
    expect(categorySpecificity(cat('JUVENILES MIXTO', { edadMinima: 17, edadMaxima: 18 }))).toBe(2);
    expect(categorySpecificity(cat('ELITE FEM', { sexo: 'F', edadMinima: 24, edadMaxima: 29 }))).toBe(3);
  });

  it('leave E-BIKE the only open category of the default ones', () => {
    expect(DEFAULT_CATEGORIES.filter(isOpenCategory).map((c) => c.nombre)).toEqual(['E-BIKE']);
  });
});

describe('offerCategories', () => {
  it('puts the age category first and chooses it, E-BIKE after it, on the 66 km of the defaults', () => {
    const sixtySix = [eBike, ...DEFAULT_CATEGORIES.filter((c) => c.distancia === 66 && c.nombre !== 'E-BIKE')];
    expect(names(offerCategories(sixtySix, 'M', 27))).toEqual({
      categories: ['ELITE MASC', 'E-BIKE'],
      preferred: 'ELITE MASC',
    });
    expect(names(offerCategories(sixtySix, 'F', 71))).toEqual({
      categories: ['MASTER E1 FEM', 'E-BIKE'],
      preferred: 'MASTER E1 FEM',
    });
  });

  it('chooses the only category that fits, even an open one', () => {
    const sixtySix = DEFAULT_CATEGORIES.filter((c) => c.distancia === 66);
    expect(names(offerCategories(sixtySix, 'M', 16))).toEqual({ categories: ['E-BIKE'], preferred: 'E-BIKE' });
  });

  it('prefers a one-sex category of any age over an open one', () => {
    const damas = cat('DAMAS', { sexo: 'F' });
    expect(names(offerCategories([eBike, damas], 'F', 40))).toEqual({
      categories: ['DAMAS', 'E-BIKE'],
      preferred: 'DAMAS',
    });
  });

  it('chooses nothing when two categories are as specific, keeping their order', () => {
    const overlapping = [
      eBike,
      cat('A', { sexo: 'M', edadMinima: 20, edadMaxima: 30 }),
      cat('B', { sexo: 'M', edadMinima: 25, edadMaxima: 35 }),
    ];
    expect(names(offerCategories(overlapping, 'M', 27))).toEqual({ categories: ['A', 'B', 'E-BIKE'], preferred: null });
    expect(names(offerCategories([eBike, cat('OTRA LIBRE', { esLibre: true })], 'M', 27))).toEqual({
      categories: ['E-BIKE', 'OTRA LIBRE'],
      preferred: null,
    });
  });

  it('offers nothing the runner may not race', () => {
    const women = cat('ELITE FEM', { sexo: 'F', edadMinima: 24, edadMaxima: 29 });
    expect(names(offerCategories([women], 'M', 27))).toEqual({ categories: [], preferred: null });
  });
});
