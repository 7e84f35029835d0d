import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The encodings answers are kept ready in. */
export type Encoding = 'br' | 'gzip';

/** As the API's compression (app.ts): smaller answers are sent as they are. */
export const COMPRESS_THRESHOLD = 1024;

/**
 * Compresses an answer once, off the event loop (zlib's thread pool). `level` is brotli's quality or gzip's
 * level: the best for answers that change rarely, cheaper ones for answers rebuilt after every passage.
 */
export function compressVariant(encoding: Encoding, source: Buffer, level: number): Promise<Buffer> {
  return encoding === 'br'
    ? brotliAsync(source, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: level,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      })
    : gzipAsync(source, { level });
}

/** The encoding a client prefers among the kept ones, by its accept-encoding weights; null for none. */
export function preferredEncoding(header: string | undefined): Encoding | null {
  const weight = encodingWeights(header);
  const br = weight('br');
  const gz = weight('gzip');
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return null;
}

/** Whether an Accept-Encoding header takes `encoding` (a weight above 0, by name or by `*`). */
export function acceptsEncoding(header: string | undefined, encoding: Encoding): boolean {
  return encodingWeights(header)(encoding) > 0;
}

/** The weight (q) an Accept-Encoding header gives each encoding: 0 for one it does not name. */
function encodingWeights(header: string | undefined): (name: string) => number {
  const weights = new Map<string, number>();
  for (const part of header?.split(',') ?? []) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    weights.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  return (name) => weights.get(name) ?? weights.get('*') ?? 0;
}

/** Whether an If-None-Match header names this ETag (weak comparison, as for a GET). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = etag.slice(2);
  return header.split(',').some((tag) => {
    const value = tag.trim();
    return value === etag || value === opaque;
  });
}
