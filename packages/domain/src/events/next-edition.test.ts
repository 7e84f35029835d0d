import { describe, expect, it } from 'vitest';
import { nextEditionName, shiftOneYear } from './next-edition.ts';

describe('shiftOneYear', () => {
  it('moves a date to the same day next year', () => {
    expect(shiftOneYear('2025-04-13')).toBe('2026-04-13');
    expect(shiftOneYear('2025-12-31')).toBe('2026-12-31');
  });

  it('turns 29 February into 28 February', () => {
    expect(shiftOneYear('2024-02-29')).toBe('2025-02-28');
  });
});

describe('nextEditionName', () => {
  it.each([
    ['Carrera MTB Tucumán - 6ª Edición', 'Carrera MTB Tucumán - 7ª Edición'],
    ['Rally 9° edición', 'Rally 10° edición'],
    ['Desafío Edición 6', 'Desafío Edición 7'],
    ['Desafío edición N° 12', 'Desafío edición N° 13'],
    ['Rally del Norte 2025', 'Rally del Norte 2026'],
    ['Vuelta 3', 'Vuelta 4'],
    ['Travesía del Norte', 'Travesía del Norte (copia)'],
  ])('%s → %s', (name, next) => {
    expect(nextEditionName(name, '2025-04-13')).toBe(next);
  });
});
