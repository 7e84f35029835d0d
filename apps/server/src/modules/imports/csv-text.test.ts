import { IMPORT_MAX_ROWS } from '@carreras/domain/imports/import-limits';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import { decodeCsv, refuseTooManyCsvRows } from './csv-text.ts';

const TEXT = 'Apellido;Nombre;Provincia\r\nNúñez;María José;Tucumán\r\n';

function utf16be(text: string): Buffer {
  const bytes = Buffer.from(text, 'utf16le');
  for (let i = 0; i < bytes.length; i += 2) [bytes[i], bytes[i + 1]] = [bytes[i + 1] as number, bytes[i] as number];
  return bytes;
}

function refusal(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('decodeCsv', () => {
  it('reads UTF-16 with either byte-order mark, and without one by its zeros', () => {
    expect(decodeCsv(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(TEXT, 'utf16le')]))).toBe(TEXT);
    expect(decodeCsv(Buffer.concat([Buffer.from([0xfe, 0xff]), utf16be(TEXT)]))).toBe(TEXT);
    expect(decodeCsv(Buffer.from(TEXT, 'utf16le'))).toBe(TEXT);
    expect(decodeCsv(utf16be(TEXT))).toBe(TEXT);
  });

  it('reads UTF-8 with or without its mark, and Windows-1252 when the bytes are not UTF-8', () => {
    expect(decodeCsv(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(TEXT)]))).toBe(TEXT);
    expect(decodeCsv(Buffer.from(TEXT))).toBe(TEXT);
    expect(decodeCsv(Buffer.from(TEXT, 'latin1'))).toBe(TEXT);
    // Windows-1252 beyond ISO Latin-1: smart quotes, the euro sign, the ellipsis, the en dash.
    expect(decodeCsv(Buffer.from([0x93, 0x80, 0x85, 0x94, 0x3b, 0x96]))).toBe('“€…”;–');
  });

  it('refuses UTF-32, a mark its bytes contradict, and binary bytes, naming the encoding', () => {
    expect(refusal(() => decodeCsv(Buffer.from([0xff, 0xfe, 0, 0, 0x41, 0, 0, 0]))).message).toContain('UTF-32 LE');
    expect(refusal(() => decodeCsv(Buffer.from([0, 0, 0xfe, 0xff, 0, 0, 0, 0x41]))).message).toContain('UTF-32 BE');
    const badUtf8 = refusal(() => decodeCsv(Buffer.from([0xef, 0xbb, 0xbf, 0x41, 0xe1, 0x3b])));
    expect(badUtf8.statusCode).toBe(400);
    expect(badUtf8.message).toContain('UTF-8');
    // A lone surrogate: not UTF-16 at all.
    expect(refusal(() => decodeCsv(Buffer.from([0xff, 0xfe, 0x00, 0xd8, 0x41, 0x00]))).message).toContain('UTF-16 LE');
    expect(refusal(() => decodeCsv(Buffer.from([0x41, 0x00, 0x00, 0x00, 0x01, 0x02, 0x03]))).statusCode).toBe(400);
  });
});

describe('refuseTooManyCsvRows', () => {
  const lines = (n: number) => Array.from({ length: n }, (_, i) => `${i};x`).join('\n');

  it('takes the header and 5,000 rows, blank lines and quoted line breaks aside, and refuses one more', () => {
    expect(() => refuseTooManyCsvRows(`DNI;Nombre\n${lines(IMPORT_MAX_ROWS)}\n;;\n \n\n`, ';')).not.toThrow();
    expect(() => refuseTooManyCsvRows(`"DNI\n\n\n";Nombre\n${lines(IMPORT_MAX_ROWS)}`, ';')).not.toThrow();
    const refused = refusal(() => refuseTooManyCsvRows(`DNI;Nombre\n${lines(IMPORT_MAX_ROWS + 1)}`, ';'));
    expect(refused.statusCode).toBe(413);
    expect(refused.message).toBe(
      `La planilla tiene más de ${IMPORT_MAX_ROWS} filas. Divida la planilla en partes más chicas.`,
    );
  });
});
