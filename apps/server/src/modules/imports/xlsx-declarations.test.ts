import { SHEET_LIMITS } from '@carreras/domain/imports/import-limits';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import { inlineRow } from './sheet-test-helpers.ts';
import { checkSharedStrings, checkWorksheet, columnLetter, withoutDefinedNames } from './xlsx-declarations.ts';

const sheet = (inside: string, prefix = '') =>
  `<${prefix}worksheet xmlns${prefix ? `:${prefix.slice(0, -1)}` : ''}="m">${inside}</${prefix}worksheet>`;

function refusal(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

const merges = (refs: string[]) =>
  `<mergeCells count="${refs.length}">${refs.map((ref) => `<mergeCell ref="${ref}"/>`).join('')}</mergeCells>`;

describe('checkWorksheet', () => {
  it('passes an honest sheet: a title merged over its columns, a dimension, column widths', () => {
    const rows = Array.from({ length: 50 }, (_, i) => inlineRow(i + 1, ['a', 'b', 'c'])).join('');
    const xml = sheet(
      `<dimension ref="A1:C50"/><cols><col min="1" max="3" width="12"/><col min="4" max="16384" hidden="1"/></cols><sheetData>${rows}</sheetData>${merges(['A1:C1'])}`,
    );
    expect(() => checkWorksheet(xml)).not.toThrow();
  });

  it('refuses a merge over the whole grid and too many merges, by area and count, with or without a prefix', () => {
    const whole = refusal(() => checkWorksheet(sheet(merges(['A10:XFD1048576']))));
    expect(whole.statusCode).toBe(413);
    expect(whole.message).toBe(
      'La planilla es demasiado grande o está dañada: sus rangos combinados abarcan 17.179.721.728 celdas (el máximo es 20.000).',
    );
    const many = Array.from({ length: 20_000 }, (_, i) => `A${i + 1}:B${i + 1}`);
    expect(refusal(() => checkWorksheet(sheet(merges(many)))).message).toContain('1.001 rangos combinados');
    const prefixed = sheet(`<x:mergeCells><x:mergeCell ref='A1:Z5000'/></x:mergeCells>`, 'x:');
    expect(refusal(() => checkWorksheet(prefixed)).message).toContain('130.000 celdas');
    // A '>' inside a quoted attribute does not hide the reference that follows it.
    expect(refusal(() => checkWorksheet(sheet(`<mergeCell a=">" ref="A1:Z5000"/>`))).statusCode).toBe(413);
  });

  it('refuses rows past the limit by dimension or by row elements, with the rows message', () => {
    const byDimension = refusal(() => checkWorksheet(sheet('<dimension ref="A1:M140001"/><sheetData/>')));
    expect(byDimension.statusCode).toBe(413);
    expect(byDimension.message).toContain('más de 5000 filas');
    const rows = Array.from({ length: SHEET_LIMITS.rows + 1 }, (_, i) => `<row r="${i + 1}"/>`).join('');
    expect(refusal(() => checkWorksheet(sheet(`<sheetData>${rows}</sheetData>`))).message).toContain('filas');
  });

  it('refuses references outside the Excel grid: cells, rows and column ranges', () => {
    for (const inside of [
      '<sheetData><row r="1"><c r="XFE1"/></row></sheetData>',
      '<sheetData><row r="1048577"/></sheetData>',
      '<cols><col min="1" max="1000000000"/></cols>',
      `<mergeCell ref="A1:B2:C3"/>`,
    ]) {
      const refused = refusal(() => checkWorksheet(sheet(inside)));
      expect(refused.statusCode).toBe(400);
      expect(refused.message).toMatch(/^La planilla es demasiado grande o está dañada: nombra una celda o rango/);
    }
  });

  it('refuses more cells than the limit and a value longer than Excel allows', () => {
    const cells = '<c/>'.repeat(SHEET_LIMITS.cells + 1);
    expect(refusal(() => checkWorksheet(sheet(`<sheetData><row>${cells}</row></sheetData>`))).message).toContain(
      'celdas',
    );
    const long = sheet(`<sheetData><row><c t="inlineStr"><is><t>${'x'.repeat(40_000)}</t></is></c></row></sheetData>`);
    expect(refusal(() => checkWorksheet(long)).message).toContain('un texto de 40.000 caracteres');
  });
});

describe('checkSharedStrings', () => {
  it('counts texts as declared and as written, and measures a text over all its runs', () => {
    expect(() => checkSharedStrings('<sst count="2"><si><t>a</t></si><si><r><t>b</t></r></si></sst>')).not.toThrow();
    expect(refusal(() => checkSharedStrings('<sst uniqueCount="9999999"/>')).statusCode).toBe(413);
    const runs = `<sst><si><r><t>${'a'.repeat(20_000)}</t></r><r><t>${'b'.repeat(20_000)}</t></r></si></sst>`;
    expect(refusal(() => checkSharedStrings(runs)).message).toContain('40.000 caracteres');
  });
});

describe('withoutDefinedNames', () => {
  it('drops the defined names, prefixed or not, and keeps the rest of the workbook', () => {
    const names = '<definedNames><definedName name="_xlnm._FilterDatabase">Hoja1!$A:$XFD</definedName></definedNames>';
    expect(withoutDefinedNames(`<workbook><sheets/>${names}<calcPr/></workbook>`)).toBe(
      '<workbook><sheets/><calcPr/></workbook>',
    );
    expect(withoutDefinedNames(`<x:workbook>${names.replace(/<(\/?)d/g, '<$1x:d')}</x:workbook>`)).toBe(
      '<x:workbook></x:workbook>',
    );
  });
});

describe('columnLetter', () => {
  it('names columns as Excel does', () => {
    expect([1, 3, 26, 27, 52, 703, 16_384].map(columnLetter)).toEqual(['A', 'C', 'Z', 'AA', 'AZ', 'AAA', 'XFD']);
  });
});
