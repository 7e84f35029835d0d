import { zipSync } from 'fflate';

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOC_RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';

/** An inline-string cell: `<c r="A1" t="inlineStr"><is><t>text</t></is></c>`. */
export const inlineCell = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;

/** A row of inline-string cells from column A on. */
export function inlineRow(row: number, texts: readonly string[]): string {
  const cells = texts.map((text, index) => inlineCell(`${String.fromCharCode(65 + index)}${row}`, text));
  return `<row r="${row}">${cells.join('')}</row>`;
}

/**
 * A minimal .xlsx written by hand, part by part, deflated at level 9: one sheet whose `<sheetData>` holds
 * `rows`, `afterData` after it (merged ranges...), and a shared-strings table when `sharedStrings` is given
 * (its `<si>` elements). Parts may be strings or bytes (a bomb is built once as bytes).
 */
export function handMadeXlsx(options: {
  rows: string | Uint8Array;
  afterData?: string;
  sharedStrings?: string | Uint8Array;
}): Buffer {
  const text = (part: string | Uint8Array) => (typeof part === 'string' ? Buffer.from(part) : part);
  const sheet =
    typeof options.rows === 'string'
      ? text(
          `${XML_HEAD}<worksheet xmlns="${MAIN}"><sheetData>${options.rows}</sheetData>${options.afterData ?? ''}</worksheet>`,
        )
      : options.rows;
  const parts: Record<string, Uint8Array> = {
    '[Content_Types].xml': text(
      `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>`,
    ),
    '_rels/.rels': text(
      `${XML_HEAD}<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC_RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    'xl/workbook.xml': text(
      `${XML_HEAD}<workbook xmlns="${MAIN}" xmlns:r="${DOC_RELS}"><sheets><sheet name="Hoja1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    'xl/_rels/workbook.xml.rels': text(
      `${XML_HEAD}<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC_RELS}/worksheet" Target="worksheets/sheet1.xml"/>${options.sharedStrings === undefined ? '' : `<Relationship Id="rId2" Type="${DOC_RELS}/sharedStrings" Target="sharedStrings.xml"/>`}</Relationships>`,
    ),
    'xl/worksheets/sheet1.xml': sheet,
  };
  if (options.sharedStrings !== undefined) {
    parts['xl/sharedStrings.xml'] =
      typeof options.sharedStrings === 'string'
        ? text(`${XML_HEAD}<sst xmlns="${MAIN}">${options.sharedStrings}</sst>`)
        : options.sharedStrings;
  }
  return Buffer.from(zipSync(parts, { level: 9 }));
}

/** `<sst>` (or a sheet) whose one text is `length` copies of 'A', built as bytes without a string that long. */
export function partWithLongText(head: string, length: number, tail: string): Uint8Array {
  const bytes = Buffer.alloc(head.length + length + tail.length, 'A');
  bytes.write(head, 0, 'latin1');
  bytes.write(tail, head.length + length, 'latin1');
  return bytes;
}

export const sharedStringsHead = `${XML_HEAD}<sst xmlns="${MAIN}" count="1" uniqueCount="1"><si><t>`;
export const sharedStringsTail = '</t></si></sst>';
export const sheetHead = `${XML_HEAD}<worksheet xmlns="${MAIN}"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>`;
export const sheetTail = '</t></is></c></row></sheetData></worksheet>';
