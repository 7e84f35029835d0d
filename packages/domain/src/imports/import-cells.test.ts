import { describe, expect, it } from 'vitest';
import {
  cellText,
  normaliseBloodGroup,
  parseBib,
  parseDistance,
  parseImportDate,
  parseImportSex,
  parseImportTimestamp,
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

describe('parseImportTimestamp', () => {
  const text = (cell: Parameters<typeof parseImportTimestamp>[0]) => parseImportTimestamp(cell)?.text ?? null;

  it("reads Google Forms' dd/mm/yyyy hh:mm:ss, ISO, Excel date cells and serial numbers", () => {
    expect(text('15/03/2026 21:04:05')).toBe('15/03/2026 21:04');
    expect(text('5/3/2026 9:04:05')).toBe('05/03/2026 09:04');
    expect(text('15/03/2026')).toBe('15/03/2026 00:00');
    expect(text('2026-03-15 21:04:05')).toBe('15/03/2026 21:04');
    expect(text('2026-03-15T21:04')).toBe('15/03/2026 21:04');
    // With a zone: brought to Argentina's clock (UTC-3).
    expect(text('2026-03-16T00:04:05Z')).toBe('15/03/2026 21:04');
    expect(text('2026-03-15T21:04:05-0300')).toBe('15/03/2026 21:04');
    expect(text(new Date(Date.UTC(2026, 2, 15, 21, 4, 5)))).toBe('15/03/2026 21:04');
    // 46096 is 15/03/2026 in Excel's serial days; .875 is 21:00.
    expect(text(46096.875)).toBe('15/03/2026 21:00');
  });

  it('orders the times of one sheet whatever form they take', () => {
    const a = parseImportTimestamp('15/03/2026 21:04:05')?.wallMs as number;
    const b = parseImportTimestamp('2026-03-15 21:04:06')?.wallMs as number;
    const c = parseImportTimestamp(new Date(Date.UTC(2026, 2, 16, 8, 0, 0)))?.wallMs as number;
    expect(a).toBeLessThan(b);
    expect(b).toBeLessThan(c);
  });

  it('gives null for anything else', () => {
    expect(text('')).toBeNull();
    expect(text('ayer')).toBeNull();
    expect(text('31/02/2026 10:00:00')).toBeNull();
    expect(text('15/03/2026 25:00:00')).toBeNull();
    expect(text(null)).toBeNull();
  });
});
