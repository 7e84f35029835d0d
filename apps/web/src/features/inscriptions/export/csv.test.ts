import { describe, expect, it } from 'vitest';
import { buildCsv } from './csv.ts';

describe('buildCsv', () => {
  it('starts with a UTF-8 byte-order mark and ends lines with CRLF, keeping accents', () => {
    const csv = buildCsv(['Nombre', 'Categoría'], [['Joaquín', 'PROMOCIONALES A MASC']]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1)).toBe('Nombre,Categoría\r\nJoaquín,PROMOCIONALES A MASC\r\n');
  });

  it('quotes commas, quotes, semicolons, line breaks and edge spaces, doubling inner quotes', () => {
    const csv = buildCsv(['a', 'b', 'c', 'd', 'e'], [['Gómez, Ana', 'dijo "hola"', 'x;y', 'línea 1\nlínea 2', ' pad']]);
    expect(csv.split('\r\n')[1]).toBe('"Gómez, Ana","dijo ""hola""","x;y","línea 1\nlínea 2"," pad"');
  });

  it('writes numbers as they are and neutralises formulas but not phone numbers', () => {
    const csv = buildCsv(['n', 'f', 'p', 'e'], [[42, '=HYPERLINK("x")', '+54 381 444-5566', '']]);
    expect(csv.split('\r\n')[1]).toBe('42,"\'=HYPERLINK(""x"")",+54 381 444-5566,');
  });
});
