import { importMessages, SHEET_LIMITS, sheetRefusals } from '@carreras/domain/imports/import-limits';
import yauzl from 'yauzl';
import { badRequest } from '../../lib/app-error.ts';
import { sheetRefused } from './sheet-refused.ts';

/**
 * The parts of an .xlsx the import reads; ExcelJS reads every other part too (drawings, comments, tables,
 * media), and values need none of them. A worksheet is any `sheetN.xml`, as ExcelJS finds them.
 */
const READ_PARTS =
  /^(?:_rels\/\.rels|xl\/workbook\.xml|xl\/_rels\/workbook\.xml\.rels|xl\/styles\.xml|xl\/sharedStrings\.xml|xl\/worksheets\/sheet\d+\.xml)$/;

export const isWorksheet = (name: string) => /^xl\/worksheets\/sheet\d+\.xml$/.test(name);

function openZip(bytes: Buffer): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true }, (error, zip) => {
      if (error || !zip) reject(badRequest(importMessages.unreadable));
      else resolve(zip);
    });
  });
}

/** Every entry of the central directory, refused by their count and declared sizes before any is inflated. */
function declaredEntries(zip: yauzl.ZipFile): Promise<yauzl.Entry[]> {
  if (zip.entryCount > SHEET_LIMITS.zipEntries)
    return Promise.reject(sheetRefused(sheetRefusals.zipEntries(zip.entryCount)));
  return new Promise((resolve, reject) => {
    const entries: yauzl.Entry[] = [];
    let total = 0;
    zip.on('error', () => reject(sheetRefused(sheetRefusals.damagedZip, 400)));
    zip.on('entry', (entry: yauzl.Entry) => {
      if (entry.uncompressedSize > SHEET_LIMITS.partBytes) {
        zip.close();
        return reject(sheetRefused(sheetRefusals.partBytes(entry.fileName, entry.uncompressedSize)));
      }
      total += entry.uncompressedSize;
      if (total > SHEET_LIMITS.totalBytes) {
        zip.close();
        return reject(sheetRefused(sheetRefusals.totalBytes(total)));
      }
      entries.push(entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.readEntry();
  });
}

/**
 * One part inflated, never past the size its entry declares: yauzl fails the stream at the first byte beyond
 * it (or when it ends short), and the count here stops it regardless.
 */
function inflate(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Buffer> {
  const mismatch = () => sheetRefused(sheetRefusals.sizeMismatch(entry.fileName), 400);
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error || !stream) return reject(mismatch());
      const chunks: Buffer[] = [];
      let length = 0;
      stream.on('data', (chunk: Buffer) => {
        length += chunk.length;
        if (length > entry.uncompressedSize) {
          stream.destroy();
          reject(mismatch());
        } else chunks.push(chunk);
      });
      stream.on('error', () => reject(mismatch()));
      stream.on('end', () => resolve(Buffer.concat(chunks, length)));
    });
  });
}

/**
 * The parts of an .xlsx the import reads, by name, after its zip passed the declared limits (SHEET_LIMITS:
 * entries, each part's and all parts' unpacked sizes) and each read part inflated to exactly its declared size.
 */
export async function readXlsxParts(bytes: Buffer): Promise<Map<string, Buffer>> {
  const zip = await openZip(bytes);
  const entries = await declaredEntries(zip);
  const parts = new Map<string, Buffer>();
  for (const entry of entries) {
    if (READ_PARTS.test(entry.fileName) && !parts.has(entry.fileName)) {
      parts.set(entry.fileName, await inflate(zip, entry));
    }
  }
  zip.close();
  return parts;
}
