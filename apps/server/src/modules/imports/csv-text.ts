import { errorCodes } from '@carreras/domain/error-codes';
import { IMPORT_MAX_ROWS, importMessages } from '@carreras/domain/imports/import-limits';
import { AppError, badRequest } from '../../lib/app-error.ts';

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) =>
  prefix.every((byte, index) => bytes[index] === byte);

/** Byte-order marks, longest first: UTF-32 LE begins with UTF-16 LE's mark. */
const MARKS = [
  { bytes: [0xff, 0xfe, 0x00, 0x00], encoding: 'UTF-32 LE', decoder: null },
  { bytes: [0x00, 0x00, 0xfe, 0xff], encoding: 'UTF-32 BE', decoder: null },
  { bytes: [0xef, 0xbb, 0xbf], encoding: 'UTF-8', decoder: 'utf-8' },
  { bytes: [0xff, 0xfe], encoding: 'UTF-16 LE', decoder: 'utf-16le' },
  { bytes: [0xfe, 0xff], encoding: 'UTF-16 BE', decoder: 'utf-16be' },
] as const;

/** Bytes looked at to tell UTF-16 without a mark: a few hundred characters of headers. */
const SNIFFED_BYTES = 1024;

/**
 * UTF-16 without a byte-order mark, told by its zeros: text in Latin letters has a zero as the high byte of
 * almost every character, so one of the two byte positions is nearly all zeros and the other nearly none.
 */
function unmarkedUtf16(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | null {
  const length = Math.min(bytes.length, SNIFFED_BYTES) & ~1;
  if (length < 4) return null;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < length; i += 2) {
    if (bytes[i] === 0) evenZeros += 1;
    if (bytes[i + 1] === 0) oddZeros += 1;
  }
  const pairs = length / 2;
  if (oddZeros >= pairs * 0.7 && evenZeros <= pairs * 0.1) return 'utf-16le';
  if (evenZeros >= pairs * 0.7 && oddZeros <= pairs * 0.1) return 'utf-16be';
  return null;
}

/**
 * Windows-1252's bytes 0x80 to 0x9F ('€', '…', '“', '”', '–'…), which Node 20's TextDecoder('windows-1252')
 * reads as ISO Latin-1 control characters; the five bytes Windows-1252 leaves undefined stay as they are.
 */
const WINDOWS_1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

function decodeWindows1252(bytes: Uint8Array): string {
  return new TextDecoder('latin1')
    .decode(bytes)
    .replace(/[\u0080-\u009f]/g, (char) => WINDOWS_1252_HIGH[char.charCodeAt(0) - 0x80] as string);
}

function decodeStrictly(bytes: Uint8Array, decoder: string, encoding: string): string {
  try {
    return new TextDecoder(decoder, { fatal: true }).decode(bytes);
  } catch {
    throw badRequest(importMessages.csvEncodingInvalid(encoding));
  }
}

/**
 * A CSV file's text. A byte-order mark names the encoding (UTF-8, UTF-16 LE or BE; UTF-32 is refused by
 * name); UTF-16 without one is told by its zeros; otherwise UTF-8 when the bytes are valid UTF-8, else
 * Windows-1252, the Latin-1 that Excel on Windows saves 'CSV (delimitado por comas)' in ('Tucumán' as one
 * byte 0xE1). Zeros in what is left are no text at all.
 */
export function decodeCsv(bytes: Uint8Array): string {
  const mark = MARKS.find((candidate) => startsWith(bytes, candidate.bytes));
  if (mark) {
    if (mark.decoder === null) throw badRequest(importMessages.csvEncodingUnsupported(mark.encoding));
    return decodeStrictly(bytes.subarray(mark.bytes.length), mark.decoder, mark.encoding);
  }
  const utf16 = unmarkedUtf16(bytes);
  if (utf16) return decodeStrictly(bytes, utf16, utf16 === 'utf-16le' ? 'UTF-16 LE' : 'UTF-16 BE');
  if (bytes.includes(0)) throw badRequest(importMessages.unreadable);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return decodeWindows1252(bytes);
  }
}

/**
 * The separator of a CSV file: the one of ';', ',' and tab found most often in its first line outside quotes.
 * Excel in Spanish saves ';' (the comma is its decimal mark); Google Forms and Sheets save ','.
 */
export function csvSeparator(text: string): string {
  const counts = new Map([
    [';', 0],
    [',', 0],
    ['\t', 0],
  ]);
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && counts.has(char)) counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  const [best] = [...counts].sort((a, b) => b[1] - a[1]);
  return best && best[1] > 0 ? best[0] : ',';
}

const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;

/**
 * Counts, in one pass before the CSV parser builds a row, the records that hold something besides separators,
 * quotes and blanks: beyond the header and IMPORT_MAX_ROWS rows, 413, as the parsed sheet would answer.
 */
export function refuseTooManyCsvRows(text: string, separator: string): void {
  const separatorCode = separator.charCodeAt(0);
  let records = 0;
  let quoted = false;
  let filled = false;
  for (let i = 0; i < text.length && records <= IMPORT_MAX_ROWS + 1; i++) {
    const code = text.charCodeAt(i);
    if (code === QUOTE) quoted = !quoted;
    else if (!quoted && (code === LF || code === CR)) {
      if (filled) records += 1;
      filled = false;
    } else if (!filled && code !== separatorCode && /\S/.test(text[i] as string)) filled = true;
  }
  if (filled) records += 1;
  if (records > IMPORT_MAX_ROWS + 1) {
    throw new AppError(413, errorCodes.bodyTooLarge, importMessages.tooManyRows(IMPORT_MAX_ROWS));
  }
}
