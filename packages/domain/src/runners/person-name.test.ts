import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NAME_PATTERN } from '../limits.ts';
import { properCaseName, tidyName } from './person-name.ts';

describe('properCaseName', () => {
  it.each([
    ['martina gómez', 'Martina Gómez'],
    ['JUAN DE LA CRUZ', 'Juan de la Cruz'],
    ['juan de la cruz', 'Juan de la Cruz'],
    ['maría del carmen', 'María del Carmen'],
    ['ÑANDÚ', 'Ñandú'],
    ['josé y pérez', 'José y Pérez'],
    ['marco VAN basten', 'Marco van Basten'],
    ['LOS SANTOS DE LAS HERAS', 'Los Santos de las Heras'],
  ])('writes %s as %s', (typed, stored) => {
    expect(properCaseName(typed)).toBe(stored);
  });

  it.each([
    ['del valle', 'Del Valle'],
    ['DE LA FUENTE', 'De la Fuente'],
    ['van der berg', 'Van Der Berg'],
  ])('capitalises a particle that opens the name: %s → %s', (typed, stored) => {
    expect(properCaseName(typed)).toBe(stored);
  });

  it.each([
    ["o'higgins", "O'Higgins"],
    ["O'HIGGINS", "O'Higgins"],
    ["O'higgins", "O'Higgins"],
    ['maría-josé', 'María-José'],
    ['María-josé', 'María-José'],
    ["d'angelo", "D'Angelo"],
  ])('raises the letter after an apostrophe or hyphen: %s → %s', (typed, stored) => {
    expect(properCaseName(typed)).toBe(stored);
  });

  it.each([
    ['McDonald', 'McDonald'],
    ['DiMaría', 'DiMaría'],
    ['Ángel Di María', 'Ángel Di María'],
    ['Juan De La Cruz', 'Juan De La Cruz'],
    ["O'Higgins", "O'Higgins"],
  ])('keeps capitals the runner typed on purpose: %s', (typed, stored) => {
    expect(properCaseName(typed)).toBe(stored);
  });

  it.each([
    ['mARTINA gÓMEZ', 'Martina Gómez'],
    ['jUAN', 'Juan'],
  ])('undoes caps lock: %s → %s', (typed, stored) => {
    expect(properCaseName(typed)).toBe(stored);
  });

  it('completes accents typed as combining marks and tidies apostrophes and spaces', () => {
    expect(properCaseName('jose\u0301   o´higgins')).toBe("José O'Higgins");
    expect(tidyName(' o’higgins  ')).toBe("o'higgins");
  });

  it('changes nothing when applied again', () => {
    const letters = [...'abcdeijlmnorsuyzñáéíóúüABDEJLMNOSUYZÑÁÉÍÓÚÜ'];
    const word = fc
      .array(fc.constantFrom(...letters, "'", '-'), { minLength: 1, maxLength: 8 })
      .map((chars) => chars.join(''));
    const particle = fc.constantFrom(
      'de',
      'DE',
      'De',
      'del',
      'la',
      'LAS',
      'los',
      'y',
      'Y',
      'da',
      'di',
      'Di',
      'van',
      'VON',
    );
    const name = fc.array(fc.oneof(word, particle), { minLength: 1, maxLength: 5 }).map((words) => words.join(' '));
    fc.assert(
      fc.property(name, (typed) => {
        const once = properCaseName(typed);
        expect(properCaseName(once)).toBe(once);
        expect(once.toLowerCase()).toBe(tidyName(typed).toLowerCase());
        expect(NAME_PATTERN.test(once)).toBe(NAME_PATTERN.test(tidyName(typed)));
      }),
      { numRuns: 2000 },
    );
  });
});
