import { SHEET_LIMITS } from '@carreras/domain/imports/import-limits';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import { handMadeXlsx, inlineRow } from './sheet-test-helpers.ts';
import { readXlsxParts } from './xlsx-parts.ts';

async function refusal(run: () => Promise<unknown>): Promise<AppError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

/** A zip whose one entry declares `declared` bytes unpacked, in its local header and its central directory. */
function lyingZip(actual: number, declared: number): Buffer {
  const zip = Buffer.from(zipSync({ 'xl/worksheets/sheet1.xml': Buffer.alloc(actual, 'A') }, { level: 9 }));
  const local = zip.indexOf(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  const central = zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
  zip.writeUInt32LE(declared, local + 22);
  zip.writeUInt32LE(declared, central + 24);
  return zip;
}

describe('readXlsxParts', () => {
  it('gives the parts the import reads and leaves the others in the zip', async () => {
    const parts = await readXlsxParts(
      handMadeXlsx({ rows: inlineRow(1, ['DNI']), sharedStrings: '<si><t>a</t></si>' }),
    );
    expect([...parts.keys()].sort()).toEqual([
      '_rels/.rels',
      'xl/_rels/workbook.xml.rels',
      'xl/sharedStrings.xml',
      'xl/workbook.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    expect(parts.get('xl/worksheets/sheet1.xml')?.toString()).toContain('<t>DNI</t>');
  });

  it('refuses by the declared sizes and count before inflating anything', async () => {
    const big = Buffer.from(zipSync({ 'xl/media/image1.png': Buffer.alloc(SHEET_LIMITS.partBytes + 1) }, { level: 9 }));
    expect((await refusal(() => readXlsxParts(big))).message).toBe(
      'La planilla es demasiado grande o está dañada: su parte xl/media/image1.png ocupa 17 MB sin comprimir (el máximo es 16 MB).',
    );
    const half = Buffer.alloc(SHEET_LIMITS.partBytes);
    const total = Buffer.from(zipSync({ a: half, b: half, c: Buffer.alloc(1) }, { level: 9 }));
    expect((await refusal(() => readXlsxParts(total))).message).toContain(
      'ocupa 33 MB sin comprimir (el máximo es 32 MB)',
    );
    const entries = Object.fromEntries(
      Array.from({ length: SHEET_LIMITS.zipEntries + 1 }, (_, i) => [`p${i}`, new Uint8Array()]),
    );
    expect((await refusal(() => readXlsxParts(Buffer.from(zipSync(entries))))).message).toContain(
      '501 partes internas',
    );
  });

  it('never inflates past a declared size: a part that is larger, or shorter, than it says is refused', async () => {
    for (const zip of [lyingZip(50 * 1024 * 1024, 1000), lyingZip(1000, 5000)]) {
      const refused = await refusal(() => readXlsxParts(zip));
      expect(refused.statusCode).toBe(400);
      expect(refused.message).toBe(
        'La planilla es demasiado grande o está dañada: su parte xl/worksheets/sheet1.xml no tiene el tamaño que declara.',
      );
    }
  });

  it('answers a zip it cannot open as unreadable', async () => {
    const refused = await refusal(() => readXlsxParts(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])));
    expect(refused.statusCode).toBe(400);
    expect(refused.message).toMatch(/^No se pudo leer el archivo/);
  });
});
