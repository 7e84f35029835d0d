import { describe, expect, it } from 'vitest';
import { ARGENTINE_PROVINCES, canonicalProvince } from './province.ts';

describe('canonicalProvince', () => {
  it.each([
    ['tucuman', 'Tucumán'],
    ['TUCUMAN', 'Tucumán'],
    ['Tucuman', 'Tucumán'],
    ['  tucumán ', 'Tucumán'],
    ['cordoba', 'Córdoba'],
    ['ENTRE RIOS', 'Entre Ríos'],
    ['santiago  del estero', 'Santiago del Estero'],
    ['neuquen', 'Neuquén'],
    ['rio negro', 'Río Negro'],
    ['CABA', 'Ciudad Autónoma de Buenos Aires'],
    ['Capital Federal', 'Ciudad Autónoma de Buenos Aires'],
    ['Tierra del Fuego, Antártida e Islas del Atlántico Sur', 'Tierra del Fuego'],
  ])('stores %s as %s', (typed, stored) => {
    expect(canonicalProvince(typed)).toBe(stored);
  });

  it('keeps every jurisdiction as written, and there are 24', () => {
    expect(ARGENTINE_PROVINCES).toHaveLength(24);
    for (const name of ARGENTINE_PROVINCES) expect(canonicalProvince(name)).toBe(name);
  });

  it.each([
    ['  Región de Atacama ', 'Región de Atacama'],
    ['Tucu', 'Tucu'],
    ['San Miguel de Tucumán', 'San Miguel de Tucumán'],
  ])('keeps anything else as typed, trimmed: %s', (typed, stored) => {
    expect(canonicalProvince(typed)).toBe(stored);
  });
});
