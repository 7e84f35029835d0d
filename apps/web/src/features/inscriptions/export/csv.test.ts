import { describe, expect, it } from 'vitest';
import { buildCsv } from './csv.ts';
import { EXPORT_COLUMN_TYPES, EXPORT_COLUMNS } from './export-rows.ts';

/** An RFC 4180 reader with a given separator, as a spreadsheet program parses the file. */
function parseCsv(text: string, separator: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === separator) {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += char;
  }
  return rows;
}

describe('buildCsv', () => {
  it('starts with a UTF-8 byte-order mark, separates with ";" for Excel in es-AR and ends lines with CRLF', () => {
    const csv = buildCsv(['Nombre', 'Categoría'], [['Joaquín', 'PROMOCIONALES A MASC']]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    // No `sep=` line: Excel would then ignore the BOM and lose the accents.
    expect(csv.slice(1)).toBe('Nombre;Categoría\r\nJoaquín;PROMOCIONALES A MASC\r\n');
    const bytes = new TextEncoder().encode(csv);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder('utf-8').decode(bytes)).toContain('Joaquín');
  });

  it('quotes commas, quotes, semicolons, line breaks and edge spaces, doubling inner quotes', () => {
    const csv = buildCsv(['a', 'b', 'c', 'd', 'e'], [['Gómez, Ana', 'dijo "hola"', 'x;y', 'línea 1\nlínea 2', ' pad']]);
    expect(csv.split('\r\n')[1]).toBe('"Gómez, Ana";"dijo ""hola""";"x;y";"línea 1\nlínea 2";" pad"');
  });

  it('writes numbers with the es-AR decimal comma, negative ones too, as numbers', () => {
    const csv = buildCsv(['n', 'd', 'm', 'e'], [[42, 42.5, -3, '']]);
    expect(csv.split('\r\n')[1]).toBe('42;42,5;-3;');
  });

  it('neutralises every text a spreadsheet would read as a formula, phone numbers included (OWASP)', () => {
    const texts = [
      '=HYPERLINK("http://x","clic")',
      '+54 381 444-5566',
      "-2+3+cmd|' /C calc'!A0",
      "@SUM(1+1)*cmd|' /C calc'!A0",
      '\t=1+1',
      '\r=1+1',
    ];
    const parsed = parseCsv(
      buildCsv(
        texts.map((_, i) => `c${i}`),
        [texts],
      ).slice(1),
      ';',
    );
    expect(parsed[1]).toEqual(texts.map((text) => `'${text}`));
    // Only the first character matters: a formula sign inside a text is harmless.
    expect(buildCsv(['a'], [['Ana = Ana']]).split('\r\n')[1]).toBe('Ana = Ana');
  });

  it('reads back cell for cell with a ";" parser: 19 columns, accents, ñ, a date dd/mm/yyyy and phones kept text', () => {
    const row = [
      4,
      'Desafío Sáenz Peña',
      'Pérez Núñez',
      'Joaquín',
      '30111222',
      'Masculino',
      '1992-08-14',
      'joaquin@example.com',
      '+54 381 111-2222',
      '03814444444',
      'OSDE, plan "210"',
      'A+',
      'Polen\ngramíneas',
      66,
      'ELITE FEM',
      'Equipo (compañero)',
      null,
      'Pagado',
      'No confirmado',
    ];
    const parsed = parseCsv(buildCsv(EXPORT_COLUMNS, [row], EXPORT_COLUMN_TYPES).slice(1), ';');
    // The birth date as the organiser reads it; the WhatsApp number starts with '+' and the emergency phone with
    // '0': both come back with the apostrophe that keeps them text; no bib is an empty cell.
    const expected: Record<string, string> = {
      '1992-08-14': '14/08/1992',
      '+54 381 111-2222': "'+54 381 111-2222",
      '03814444444': "'03814444444",
    };
    expect(parsed).toEqual([[...EXPORT_COLUMNS], row.map((cell) => expected[String(cell)] ?? String(cell ?? ''))]);
  });

  it('leaves a DNI and other digits of a text column as they are unless a spreadsheet would lose digits', () => {
    const csv = buildCsv(['DNI', 'Tel', 'Nota'], [['30111222', '12345678901234567', '0381']], ['text', 'text']);
    expect(csv.split('\r\n')[1]).toBe("30111222;'12345678901234567;0381");
  });
});
