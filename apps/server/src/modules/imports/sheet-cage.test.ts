import { importMessages } from '@carreras/domain/imports/import-limits';
import { describe, expect, it } from 'vitest';
import { readSheet, SHEETS_AT_ONCE, SHEETS_WAITING, sheetCageStats } from './sheet-cage.ts';
import { handMadeXlsx, inlineRow } from './sheet-test-helpers.ts';

const HEAP = { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 };

/** An honest sheet of `rows` rows of 13 texts: ExcelJS needs some 40 MB and a second for 5,000 of them. */
const honest = (rows: number) =>
  handMadeXlsx({
    rows: Array.from({ length: rows }, (_, i) =>
      inlineRow(
        i + 1,
        Array.from({ length: 13 }, (_, c) => `celda ${i} ${c}`),
      ),
    ).join(''),
  });

describe('readSheet in its cage', () => {
  it('stops a reading past its time, and one past its heap, with the 413 that says so; the next file is read', async () => {
    const file = honest(3000);
    await expect(readSheet(file, { heap: HEAP, parseMs: 1 })).rejects.toMatchObject({
      statusCode: 413,
      message: /^La planilla es demasiado grande o está dañada: su lectura tardó más de \d+ segundos\.$/,
    });
    await expect(
      readSheet(file, { heap: { ...HEAP, maxOldGenerationSizeMb: 24, maxYoungGenerationSizeMb: 2 }, parseMs: 60_000 }),
    ).rejects.toMatchObject({
      statusCode: 413,
      message: 'La planilla es demasiado grande o está dañada: su lectura necesitó más memoria de la permitida.',
    });
    const sheet = await readSheet(file);
    expect(sheet.rows).toHaveLength(2999);
    expect(sheet.rows.at(-1)?.cells[12]).toBe('celda 2999 12');
  }, 60_000);

  it('reads a few files at once, keeps a few waiting and answers 503 beyond them', async () => {
    const file = honest(10);
    const reads = Array.from({ length: SHEETS_AT_ONCE + SHEETS_WAITING + 1 }, () =>
      readSheet(file).then(
        () => 'read',
        (error: { statusCode: number; message: string }) => `${error.statusCode} ${error.message}`,
      ),
    );
    expect(sheetCageStats()).toEqual({ reading: SHEETS_AT_ONCE, waiting: SHEETS_WAITING });
    const outcomes = await Promise.all(reads);
    expect(outcomes.filter((outcome) => outcome === 'read')).toHaveLength(SHEETS_AT_ONCE + SHEETS_WAITING);
    expect(outcomes.at(-1)).toBe(`503 ${importMessages.sheetsBusy}`);
    expect(sheetCageStats()).toEqual({ reading: 0, waiting: 0 });
  }, 60_000);
});
