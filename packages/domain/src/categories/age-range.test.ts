import { describe, expect, it } from 'vitest';
import { ageRangeText } from './age-range.ts';

const category = (edadMinima: number | null, edadMaxima: number | null, esLibre = false) => ({
  esLibre,
  edadMinima,
  edadMaxima,
});

describe('ageRangeText', () => {
  it('reads an open category, or one without bounds, as every age', () => {
    expect(ageRangeText(category(null, null, true))).toBe('Todas las edades');
    expect(ageRangeText(category(0, 999, true))).toBe('Todas las edades');
    expect(ageRangeText(category(null, null))).toBe('Todas las edades');
    expect(ageRangeText(category(null, 999))).toBe('Todas las edades');
  });

  it('reads a maximum no rider reaches (999 as stored, or any from 120) as no upper limit', () => {
    expect(ageRangeText(category(71, 999))).toBe('71+ años');
    expect(ageRangeText(category(18, 200))).toBe('18+ años');
    expect(ageRangeText(category(36, null))).toBe('36+ años');
  });

  it('reads bounded ranges as they are', () => {
    expect(ageRangeText(category(30, 39))).toBe('30-39 años');
    expect(ageRangeText(category(null, 17))).toBe('Hasta 17 años');
  });
});
