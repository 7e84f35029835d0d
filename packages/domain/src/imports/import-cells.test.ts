import { describe, expect, it } from 'vitest';
import {
  cellText,
  normaliseBloodGroup,
  parseBib,
  parseDistance,
  parseImportDate,
  parseImportSex,
  splitFullName,
} from './import-cells.ts';

const TODAY = '2026-11-27';

describe('parseImportDate', () => {
  it.each([
    ['20/05/1990', '1990-05-20'],
    ['5/3/1990', '1990-03-05'],
    ['5/3/90', '1990-03-05'],
    ['5/3/08', '2008-03-05'],
    ['27/11/26', '2026-11-27'],
    ['28/11/26', '1926-11-28'],
    ['1990-05-20', '1990-05-20'],
    ['1990-05-20 00:00:00', '1990-05-20'],
    ['20-05-1990', '1990-05-20'],
    ['20/05/1990 0:00:00', '1990-05-20'],
  ])('reads %s as %s', (text, iso) => {
    expect(parseImportDate(text, TODAY)).toBe(iso);
  });

  it('reads an Excel date cell and a serial day number', () => {
    expect(parseImportDate(new Date(Date.UTC(1990, 4, 20)), TODAY)).toBe('1990-05-20');
    expect(parseImportDate(32_983, TODAY)).toBe('1990-04-20');
  });

  it.each(['31/02/1990', '1990-13-01', 'ayer', '', '20/05'])('refuses %s', (text) => {
    expect(parseImportDate(text, TODAY)).toBeNull();
  });
});

describe('parseImportSex', () => {
  it.each([
    ['F', 'F'],
    ['f', 'F'],
    ['Femenino', 'F'],
    ['MUJER', 'F'],
    ['Dama', 'F'],
    ['M', 'M'],
    ['Masculino', 'M'],
    ['Varón', 'M'],
    ['varon', 'M'],
    ['Hombre', 'M'],
    [' masc. ', 'M'],
  ])('reads %s as %s', (text, sex) => {
    expect(parseImportSex(text)).toBe(sex);
  });

  it('refuses other words', () => {
    expect(parseImportSex('Otro')).toBeNull();
    expect(parseImportSex('')).toBeNull();
  });
});

describe('cells', () => {
  it('writes numbers without exponent and dates as dd/mm/yyyy', () => {
    expect(cellText(30_123_456)).toBe('30123456');
    expect(cellText(new Date(Date.UTC(1990, 4, 20)))).toBe('20/05/1990');
    expect(cellText('  Juan ')).toBe('Juan');
    expect(cellText(null)).toBe('');
  });

  it('reads distances, bibs and blood groups as people write them', () => {
    expect(parseDistance('33 km')).toBe(33);
    expect(parseDistance('Larga (66K)')).toBe(66);
    expect(parseDistance('corta')).toBeNull();
    expect(parseBib('012')).toBe(12);
    expect(parseBib(7)).toBe(7);
    expect(parseBib('')).toBeNull();
    expect(parseBib('A12')).toBe('invalid');
    expect(parseBib('0')).toBe('invalid');
    expect(normaliseBloodGroup('0+')).toBe('O+');
    expect(normaliseBloodGroup('a rh-')).toBe('A-');
    expect(normaliseBloodGroup('AB positivo')).toBe('AB+');
    expect(normaliseBloodGroup('no sé')).toBe('no sé');
  });

  it('splits a full name by the column order, or at a comma', () => {
    expect(splitFullName('Juan Carlos Pérez', false)).toEqual({ nombre: 'Juan Carlos', apellido: 'Pérez' });
    expect(splitFullName('Pérez Juan Carlos', true)).toEqual({ nombre: 'Juan Carlos', apellido: 'Pérez' });
    expect(splitFullName('De la Cruz, Ana', false)).toEqual({ nombre: 'Ana', apellido: 'De la Cruz' });
  });
});
