import { isoDateAtUtcMidnight } from '@carreras/domain/dates';
import type { ExportCell, ExportColumnType } from '@carreras/domain/inscriptions/inscription-export';
import { strToU8, zipSync } from 'fflate';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Whether XML 1.0 can carry the character at all (tab, line feed and carriage return are the only controls). */
function isXmlChar(char: string): boolean {
  const code = char.charCodeAt(0);
  if (code < 0x20) return code === 0x09 || code === 0x0a || code === 0x0d;
  return code !== 0xfffe && code !== 0xffff;
}

function escapeXml(text: string): string {
  return Array.from(text)
    .filter(isXmlChar)
    .join('')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/**
 * How a column is written beyond its values' own type: `date` turns yyyy-mm-dd into a date cell, `text` keeps
 * digits as text in a Text-formatted cell (what is typed there later stays text too), `number` and no type
 * write numbers as numbers. No cell is ever a formula: every text is an inline string, so one starting with
 * `=` is shown as typed and never run.
 */
export type XlsxColumnType = ExportColumnType | undefined;

const EXCEL_EPOCH = Date.UTC(1899, 11, 30);

/** The day's serial number, from the calendar date alone, so no time zone can move it. */
function dateSerial(iso: string): number | null {
  const day = isoDateAtUtcMidnight(iso);
  return day === null ? null : (day - EXCEL_EPOCH) / 86_400_000;
}

function cellXml(value: ExportCell, ref: string, bold: boolean, type: XlsxColumnType): string {
  if (value === null || value === '') return '';
  const style = bold ? ' s="1"' : '';
  const serial = !bold && type === 'date' && typeof value === 'string' ? dateSerial(value) : null;
  if (serial !== null) return `<c r="${ref}" s="2"><v>${serial}</v></c>`;
  if (typeof value === 'number' && Number.isFinite(value) && type !== 'text') {
    return `<c r="${ref}"${style}><v>${value}</v></c>`;
  }
  const textStyle = !bold && type === 'text' ? ' s="3"' : style;
  return `<c r="${ref}"${textStyle} t="inlineStr"><is><t xml:space="preserve">${escapeXml(String(value))}</t></is></c>`;
}

/** Wide enough for the longest value (dates need 10), within 10 to 50 characters. */
function columnWidth(header: string, rows: readonly ExportCell[][], c: number, type: XlsxColumnType): number {
  let longest = Math.max(header.length, type === 'date' ? 10 : 0);
  for (const row of rows) longest = Math.max(longest, String(row[c] ?? '').length);
  return Math.min(50, Math.max(10, longest + 2));
}

function sheetXml(header: readonly string[], rows: readonly ExportCell[][], types: readonly XlsxColumnType[]): string {
  const lines = [header as readonly ExportCell[], ...rows].map((row, r) => {
    const cells = row.map((value, c) => cellXml(value, `${columnName(c)}${r + 1}`, r === 0, types[c])).join('');
    return `<row r="${r + 1}">${cells}</row>`;
  });
  const widths = header
    .map(
      (text, c) =>
        `<col min="${c + 1}" max="${c + 1}" width="${columnWidth(text, rows, c, types[c])}" customWidth="1"/>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><cols>${widths}</cols><sheetData>${lines.join('')}</sheetData></worksheet>`;
}

/** A one-sheet .xlsx workbook (header row in bold and frozen): the sheet's XML parts zipped with fflate. */
export function buildXlsx(
  sheetName: string,
  header: readonly string[],
  rows: readonly ExportCell[][],
  types: readonly XlsxColumnType[] = [],
): Uint8Array {
  const name = escapeXml(sheetName.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31));
  const files: Record<string, string> = {
    '[Content_Types].xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`,
    '_rels/.rels': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${name}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`,
    'xl/styles.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><numFmts count="1"><numFmt numFmtId="164" formatCode="dd/mm/yyyy"/></numFmts><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="4"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="49" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`,
    'xl/worksheets/sheet1.xml': sheetXml(header, rows, types),
  };
  return zipSync(Object.fromEntries(Object.entries(files).map(([path, text]) => [path, strToU8(text)])), { level: 6 });
}
