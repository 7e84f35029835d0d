import { resultsTextVersion } from '@carreras/domain/results/results-version';
import { deflateFrame, type GzipFrame } from '../../lib/gzip-frames.ts';
import { COMPRESS_THRESHOLD, compressVariant, type Encoding } from '../../lib/ready-variants.ts';

/**
 * Levels that keep a fill cheap: results are computed again after every passage, so the compression is paid
 * per fill, not once per change of the season. Measured on 2,000 riders (1.2 MB of JSON): brotli 5 gives
 * 52 KB in about 6 ms (quality 11: 41 KB in 1.4 s), gzip 6 gives 108 KB in about 6 ms.
 */
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;

/** The live stream's event of an answer (results.routes.ts writes the same three pieces without compression). */
export const resultsEvent = (json: string) => `event: results\ndata: ${json}\n\n`;

/**
 * One results answer as every reader gets it: the JSON text (identity live streams write it), its ETag, its
 * version, its br and gzip variants, and its live-stream event as a gzip frame. Each variant is compressed once
 * per snapshot, off the event loop (zlib's thread pool), when a reader first asks for it: every other reader of
 * that encoding waits for that compression instead of compressing the answer again, and a snapshot only
 * identity streams read (they send the text) costs no compression at all.
 */
export interface ResultsSnapshot {
  readonly json: string;
  /**
   * Weak: the same answer in every encoding. Made of the version, so an answer computed again without a change
   * (the cache's safety TTL, another process) keeps its ETag and a poll gets a 304.
   */
  readonly etag: string;
  /**
   * resultsVersion of the answer: the same for the same results, whenever and wherever computed. Hashed once per
   * snapshot when a reader first asks (about 3 ms for 2,000 riders), whichever reads the snapshot.
   */
  readonly version: string;
  /** The answer in `encoding`, or null when it is too small to be worth it or could not be compressed. */
  encoded(encoding: Encoding): Promise<Buffer | null>;
  /**
   * The live stream's `results` event of this answer as a gzip frame, compressed once for every gzip stream (when
   * the first one needs it); null when it could not be compressed.
   */
  eventFrame(): Promise<GzipFrame | null>;
  /** Bytes held: the JSON text plus the variants made so far. */
  bytes(): number;
}

/** `onGrown` is told once each variant is made: the cache counts it in its room. */
export function createResultsSnapshot(
  json: string,
  options: { onGrown?: () => void; onCompressionError?: (error: unknown) => void } = {},
): ResultsSnapshot {
  const jsonBytes = Buffer.byteLength(json);
  let variantBytes = 0;
  const variants = new Map<Encoding, Promise<Buffer | null>>();
  const none = Promise.resolve(null);
  let frame: Promise<GzipFrame | null> | null = null;
  let version: string | null = null;

  function compress(encoding: Encoding): Promise<Buffer | null> {
    const work = compressVariant(encoding, Buffer.from(json), encoding === 'br' ? BROTLI_QUALITY : GZIP_LEVEL);
    return work.then(
      (buffer) => {
        variantBytes += buffer.length;
        options.onGrown?.();
        return buffer;
      },
      (error: unknown) => {
        options.onCompressionError?.(error);
        return null;
      },
    );
  }

  return {
    json,
    get etag() {
      return `W/"${this.version}-${jsonBytes.toString(36)}"`;
    },
    get version() {
      version ??= resultsTextVersion(json);
      return version;
    },
    eventFrame() {
      frame ??= deflateFrame(resultsEvent(json), GZIP_LEVEL).then(
        (made) => {
          variantBytes += made.data.length;
          options.onGrown?.();
          return made;
        },
        (error: unknown) => {
          options.onCompressionError?.(error);
          return null;
        },
      );
      return frame;
    },
    encoded(encoding) {
      if (jsonBytes < COMPRESS_THRESHOLD) return none;
      let variant = variants.get(encoding);
      if (!variant) {
        variant = compress(encoding);
        variants.set(encoding, variant);
      }
      return variant;
    },
    bytes: () => jsonBytes + variantBytes,
  };
}
