import { describe, expect, it } from 'vitest';
import { compareNames, comparePeople, nameSortKey } from './name-order.ts';

const people = [
  { apellido: 'Costilla', nombre: 'Ana' },
  { apellido: 'Ñandú', nombre: 'Luis' },
  { apellido: 'Córdoba', nombre: 'Pablo' },
  { apellido: 'Nuñez', nombre: 'Bruno' },
  { apellido: 'Oliva', nombre: 'Marta' },
  { apellido: 'Cáceres', nombre: 'Eva' },
  { apellido: 'Núñez', nombre: 'Alba' },
  { apellido: 'Nunes', nombre: 'Zoe' },
  { apellido: 'Paz Gómez', nombre: 'Bruno' },
  { apellido: 'Paz', nombre: 'Zulma' },
  { apellido: 'de la Fuente', nombre: 'Iván' },
  { apellido: 'Del Valle', nombre: 'Ema' },
  { apellido: 'Peña', nombre: 'Íñigo' },
  { apellido: 'Peña', nombre: 'Inés' },
];

const surnames = (list: typeof people) => list.map((p) => `${p.apellido}, ${p.nombre}`);

describe('Spanish order of names', () => {
  it('ignores accents and case, and puts ñ after every n', () => {
    expect(['Costilla', 'Córdoba', 'Cáceres'].sort(compareNames)).toEqual(['Cáceres', 'Córdoba', 'Costilla']);
    expect(['Ñandú', 'Oliva', 'Nuñez', 'Nunes'].sort(compareNames)).toEqual(['Nunes', 'Nuñez', 'Ñandú', 'Oliva']);
    expect(compareNames('Núñez', 'nuñez')).toBe(0);
  });

  it('sorts people by surname, then name', () => {
    expect(surnames([...people].sort(comparePeople))).toEqual([
      'Cáceres, Eva',
      'Córdoba, Pablo',
      'Costilla, Ana',
      'de la Fuente, Iván',
      'Del Valle, Ema',
      'Nunes, Zoe',
      'Núñez, Alba',
      'Nuñez, Bruno',
      'Ñandú, Luis',
      'Oliva, Marta',
      'Paz, Zulma',
      'Paz Gómez, Bruno',
      'Peña, Inés',
      'Peña, Íñigo',
    ]);
  });

  it('gives a key whose byte order is the same Spanish order', () => {
    const byKey = [...people].sort((a, b) => {
      const [x, y] = [nameSortKey(a), nameSortKey(b)];
      return x < y ? -1 : x > y ? 1 : 0;
    });
    expect(surnames(byKey)).toEqual(surnames([...people].sort(comparePeople)));
    expect(nameSortKey({ apellido: 'Núñez', nombre: 'María José' })).toBe('nun{ez maria!jose');
  });
});
