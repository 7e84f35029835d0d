import type { RefusedRowsFile } from '@carreras/domain/imports/import.schemas';
import type { ImportCell } from '@carreras/domain/imports/import-cells';
import type { ImportSheet, SheetFormat } from '@carreras/domain/imports/import-plan';
import {
  REFUSED_ROWS_REASON_HEADER,
  refusedRowReason,
  refusedRowsFileName,
} from '@carreras/domain/imports/refused-rows';
import { streamXlsx } from '../../lib/xlsx.ts';

/** A CSV field as spreadsheet programs read it back: quoted when it holds the separator, a quote or a line break. */
function csvField(value: string, separator: string): string {
  return value.includes(separator) || /["\r\n]/.test(value) || value !== value.trim()
    ? `"${value.replaceAll('"', '""')}"`
    : value;
}

const csvText = (cell: ImportCell | undefined) =>
  cell === null || cell === undefined ? '' : cell instanceof Date ? cell.toISOString().slice(0, 10) : String(cell);

async function xlsxBytes(headers: string[], rows: ImportCell[][]): Promise<Buffer> {
  const keys = headers.map((_, index) => `c${index}`);
  const stream = streamXlsx([
    {
      name: 'Filas rechazadas',
      columns: headers.map((header, index) => ({ header, key: keys[index] as string })),
      rows: rows.map((cells) => Object.fromEntries(keys.map((key, index) => [key, cells[index] ?? null]))),
    },
  ]);
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function csvBytes(headers: string[], rows: ImportCell[][], separator: string): Buffer {
  const lines = [headers, ...rows].map((cells) =>
    headers.map((_, index) => csvField(csvText(cells[index]), separator)).join(separator),
  );
  // A byte-order mark, so a spreadsheet program (and the import) reads the accents as UTF-8.
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

/**
 * The refused rows of a sheet the cage already read, as a file to fix and import again: every original column
 * with each cell as the file had it, plus 'Motivo', in the file's own format (an .xlsx back as .xlsx, a CSV as
 * CSV with its separator). Built from the parsed rows, never from the uploaded bytes (decision 010).
 * null when no row was refused.
 */
export async function refusedRowsFile(
  sheet: ImportSheet,
  refused: ReadonlyMap<number, readonly string[]>,
  originalName: string,
): Promise<RefusedRowsFile | null> {
  if (refused.size === 0) return null;
  const source: SheetFormat = sheet.source ?? { format: 'xlsx' };
  // A sheet given back before keeps one 'Motivo' column, the new one.
  const hadReason = sheet.headers.at(-1) === REFUSED_ROWS_REASON_HEADER;
  const width = hadReason ? sheet.headers.length - 1 : sheet.headers.length;
  const headers = [...sheet.headers.slice(0, width), REFUSED_ROWS_REASON_HEADER];
  const rows = sheet.rows.flatMap(({ fila, cells }) => {
    const motivos = refused.get(fila);
    if (!motivos) return [];
    const original = Array.from({ length: width }, (_, index) => cells[index] ?? null);
    return [[...original, refusedRowReason(motivos)]];
  });
  const bytes = source.format === 'csv' ? csvBytes(headers, rows, source.separator) : await xlsxBytes(headers, rows);
  return { nombre: refusedRowsFileName(originalName, source), contenido: bytes.toString('base64') };
}
