import { promisify } from 'node:util';
import { crc32, deflateRaw, constants as zlibConstants } from 'node:zlib';

const deflateRawAsync = promisify(deflateRaw);

/**
 * A piece of a gzip stream that stands on its own: raw DEFLATE blocks that start from nothing (no reference to
 * earlier bytes) and end on a byte boundary without a last block, with the CRC-32 and length of what they hold.
 * Pieces written one after another make one valid DEFLATE stream (pigz builds its files the same way), so a
 * piece compressed once can be written into any number of gzip streams: an open stream holds no compressor.
 */
export interface GzipFrame {
  readonly data: Buffer;
  readonly crc: number;
  readonly length: number;
}

/** A piece compressed off the event loop; Z_SYNC_FLUSH ends it with an empty stored block instead of a last block. */
export async function deflateFrame(text: string, level: number): Promise<GzipFrame> {
  const source = Buffer.from(text);
  const data = await deflateRawAsync(source, { level, finishFlush: zlibConstants.Z_SYNC_FLUSH });
  return { data, crc: crc32(source), length: source.length };
}

/** A small piece kept as it is (stored blocks of at most 65,535 bytes): no compression for a few bytes. */
export function storedFrame(text: string): GzipFrame {
  const source = Buffer.from(text);
  const parts: Buffer[] = [];
  for (let at = 0; at < source.length || parts.length === 0; at += 0xffff) {
    const piece = source.subarray(at, at + 0xffff);
    const head = Buffer.alloc(5);
    // BFINAL 0, BTYPE 00 (stored), then LEN and its complement, little-endian; the stream is byte-aligned here.
    head.writeUInt16LE(piece.length, 1);
    head.writeUInt16LE(~piece.length & 0xffff, 3);
    parts.push(head, piece);
  }
  return { data: Buffer.concat(parts), crc: crc32(source), length: source.length };
}

const CRC_POLY = 0xedb88320;

/** a(x) * b(x) modulo the CRC-32 polynomial, reflected (zlib's multmodp). */
function multmodp(a: number, b: number): number {
  let m = 0x80000000;
  let p = 0;
  let x = b;
  for (;;) {
    if (a & m) {
      p ^= x;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    x = x & 1 ? (x >>> 1) ^ CRC_POLY : x >>> 1;
  }
  return p >>> 0;
}

/** x^(2^k) modulo the polynomial, for k < 32. */
const X2N: number[] = [0x40000000];
for (let k = 1; k < 32; k++) X2N.push(multmodp(X2N[k - 1]!, X2N[k - 1]!));

/** x^(n * 2^k) modulo the polynomial (zlib's x2nmodp). */
function x2nmodp(n: number, k: number): number {
  let p = 0x80000000;
  let rest = n;
  let bit = k;
  while (rest > 0) {
    if (rest & 1) p = multmodp(X2N[bit & 31]!, p);
    rest = Math.floor(rest / 2);
    bit += 1;
  }
  return p;
}

/** The CRC-32 of A followed by B from the CRC-32 of each and B's length: no pass over the bytes (crc32_combine). */
export function crc32Combine(crcA: number, crcB: number, lengthB: number): number {
  return (multmodp(x2nmodp(lengthB, 3), crcA) ^ crcB) >>> 0;
}

/** gzip's header: deflate, no name, no time, unknown system. */
const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** A last, empty block with fixed codes: BFINAL 1, BTYPE 01, end of block. */
const LAST_BLOCK = Buffer.from([0x03, 0x00]);

/**
 * One gzip response built of frames: its header, then frames as they come, then (when it ends normally) the last
 * block and the trailer. It keeps the running CRC-32 and length of what it wrote: eight bytes per stream.
 */
export class GzipFrameStream {
  private crc = 0;
  private length = 0;

  header(): Buffer {
    return HEADER;
  }

  /** The bytes to write for `frame`: call it only for a frame that is written. */
  next(frame: GzipFrame): Buffer {
    this.crc = crc32Combine(this.crc, frame.crc, frame.length);
    this.length = (this.length + frame.length) % 0x100000000;
    return frame.data;
  }

  trailer(): Buffer {
    const trailer = Buffer.alloc(10);
    LAST_BLOCK.copy(trailer, 0);
    trailer.writeUInt32LE(this.crc, 2);
    trailer.writeUInt32LE(this.length, 6);
    return trailer;
  }
}
