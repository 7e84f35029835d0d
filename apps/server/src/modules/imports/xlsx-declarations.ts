import { SHEET_LIMITS, sheetRefusals } from '@carreras/domain/imports/import-limits';
import { sheetRefused, tooManyRows } from './sheet-refused.ts';

// Linear scans of an .xlsx part's XML text for what it declares, before any parser builds a cell
// (docs/decisions/010-untrusted-files-in-a-cage.md). Each pattern is anchored on a tag name and never nests
// quantifiers; a namespace prefix (`x:row`, as some generators write) is allowed.

/** 'C' → 3, 'XFD' → 16384; 0 for anything that is not 1 to 3 capital letters. */
function columnNumber(letters: string): number {
  if (!/^[A-Z]{1,3}$/.test(letters)) return 0;
  let n = 0;
  for (const letter of letters) n = n * 26 + (letter.charCodeAt(0) - 64);
  return n;
}

/** 3 → 'C', 16384 → 'XFD': the column's name as Excel shows it. */
export function columnLetter(column: number): string {
  let name = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

interface CellRef {
  column: number;
  row: number;
}

/** 'XFD1048576' as column and row, refused when it is not a cell of an Excel sheet. */
function cellRef(ref: string): CellRef {
  const match = /^\$?([A-Z]{1,3})\$?(\d{1,7})$/.exec(ref);
  const column = match ? columnNumber(match[1] as string) : 0;
  const row = match ? Number(match[2]) : 0;
  if (column < 1 || column > SHEET_LIMITS.lastColumn || row < 1 || row > SHEET_LIMITS.lastRow) {
    throw sheetRefused(sheetRefusals.badReference(ref), 400);
  }
  return { column, row };
}

/** 'A10:XFD1048576' (or one cell) as its corners, in order. */
function rangeRef(ref: string): { first: CellRef; last: CellRef } {
  const [from = '', to = from, ...rest] = ref.split(':');
  if (rest.length > 0) throw sheetRefused(sheetRefusals.badReference(ref), 400);
  const a = cellRef(from);
  const b = cellRef(to);
  return {
    first: { column: Math.min(a.column, b.column), row: Math.min(a.row, b.row) },
    last: { column: Math.max(a.column, b.column), row: Math.max(a.row, b.row) },
  };
}

const attributePatterns = new Map<string, RegExp>();

/** The value of attribute `name` in a start tag's attributes' text. */
function attribute(attributes: string, name: string): string | undefined {
  let pattern = attributePatterns.get(name);
  if (!pattern) {
    pattern = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`);
    attributePatterns.set(name, pattern);
  }
  const match = pattern.exec(attributes);
  return match ? (match[1] ?? match[2]) : undefined;
}

/** Each start tag named `tag` (prefixed or not), with its attributes' text ('>' may stand inside a quoted value). */
function* startTags(xml: string, tag: string): Generator<{ attributes: string; end: number }> {
  const pattern = new RegExp(`<(?:[A-Za-z_][\\w.-]*:)?${tag}(?=[\\s/>])((?:[^>"']|"[^"]*"|'[^']*')*)>`, 'g');
  for (let match = pattern.exec(xml); match !== null; match = pattern.exec(xml)) {
    yield { attributes: match[1] as string, end: pattern.lastIndex };
  }
}

/** The length of the text that starts at `from`: up to the next tag. */
function textLength(xml: string, from: number): number {
  const next = xml.indexOf('<', from);
  return (next === -1 ? xml.length : next) - from;
}

function refuseLongText(length: number): void {
  if (length > SHEET_LIMITS.textLength) throw sheetRefused(sheetRefusals.textLength(length));
}

/**
 * What a worksheet declares, checked against SHEET_LIMITS: the rows its dimension spans, its row elements and
 * cell elements (each where Excel can have one), its column ranges, its merged ranges (count and cells
 * covered, which ExcelJS builds one by one) and the length of every value and inline text.
 */
export function checkWorksheet(xml: string): void {
  for (const { attributes } of startTags(xml, 'dimension')) {
    const ref = attribute(attributes, 'ref');
    if (ref === undefined) continue;
    const { first, last } = rangeRef(ref);
    if (last.row - first.row + 1 > SHEET_LIMITS.rows) throw tooManyRows();
  }
  for (const { attributes } of startTags(xml, 'col')) {
    for (const name of ['min', 'max']) {
      const value = Number(attribute(attributes, name) ?? 1);
      if (!(value >= 1 && value <= SHEET_LIMITS.lastColumn)) {
        throw sheetRefused(sheetRefusals.badReference(`${name}="${attribute(attributes, name)}"`), 400);
      }
    }
  }
  let rows = 0;
  for (const { attributes } of startTags(xml, 'row')) {
    rows += 1;
    if (rows > SHEET_LIMITS.rows) throw tooManyRows();
    const r = attribute(attributes, 'r');
    if (r !== undefined) cellRef(`A${r}`);
  }
  let cells = 0;
  for (const { attributes } of startTags(xml, 'c')) {
    cells += 1;
    if (cells > SHEET_LIMITS.cells) throw sheetRefused(sheetRefusals.cells(SHEET_LIMITS.cells));
    const r = attribute(attributes, 'r');
    if (r !== undefined) cellRef(r);
  }
  let merges = 0;
  let mergedCells = 0;
  for (const { attributes } of startTags(xml, 'mergeCell')) {
    merges += 1;
    if (merges > SHEET_LIMITS.merges) throw sheetRefused(sheetRefusals.merges(merges));
    const { first, last } = rangeRef(attribute(attributes, 'ref') ?? '');
    mergedCells += (last.column - first.column + 1) * (last.row - first.row + 1);
    if (mergedCells > SHEET_LIMITS.mergedCells) throw sheetRefused(sheetRefusals.mergedCells(mergedCells));
  }
  for (const tag of ['v', 't', 'f']) {
    for (const { end } of startTags(xml, tag)) refuseLongText(textLength(xml, end));
  }
}

/**
 * What the shared-strings table declares and holds: its counts and the number of texts (each a cell's value
 * in ExcelJS, so many of them are refused before it reads one), and each text's length over all its runs.
 */
export function checkSharedStrings(xml: string): void {
  for (const { attributes } of startTags(xml, 'sst')) {
    const declared = Math.max(
      Number(attribute(attributes, 'count') ?? 0),
      Number(attribute(attributes, 'uniqueCount') ?? 0),
    );
    if (declared > SHEET_LIMITS.sharedStrings)
      throw sheetRefused(sheetRefusals.sharedStrings(SHEET_LIMITS.sharedStrings));
  }
  const pattern = /<(?:[A-Za-z_][\w.-]*:)?(si|t)(?=[\s/>])(?:[^>"']|"[^"]*"|'[^']*')*>/g;
  let strings = 0;
  let length = 0;
  for (let match = pattern.exec(xml); match !== null; match = pattern.exec(xml)) {
    if (match[1] === 'si') {
      strings += 1;
      if (strings > SHEET_LIMITS.sharedStrings)
        throw sheetRefused(sheetRefusals.sharedStrings(SHEET_LIMITS.sharedStrings));
      length = 0;
    } else {
      length += textLength(xml, pattern.lastIndex);
      refuseLongText(length);
    }
  }
}

/**
 * The workbook without its defined names: ExcelJS builds every cell of a named range (a print area or a filter
 * over whole columns is a million of them), and an import reads values only.
 */
export function withoutDefinedNames(xml: string): string {
  return xml.replace(/<((?:[A-Za-z_][\w.-]*:)?)definedNames(?=[\s/>])[^>]*?(?:\/>|>[\s\S]*?<\/\1definedNames\s*>)/, '');
}
