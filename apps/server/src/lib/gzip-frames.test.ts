import { randomBytes } from 'node:crypto';
import { crc32, createGunzip, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32Combine, deflateFrame, GzipFrameStream, storedFrame } from './gzip-frames.ts';

describe('gzip frames', () => {
  it('combines CRC-32s as one pass over the joined bytes would give', () => {
    for (const [a, b] of [
      [0, 0],
      [1, 3],
      [70_000, 5],
      [13, 200_000],
    ] as const) {
      const first = randomBytes(a);
      const second = randomBytes(b);
      expect(crc32Combine(crc32(first), crc32(second), b)).toBe(crc32(Buffer.concat([first, second])));
    }
  });

  it('writes frames compressed once into several streams, each a gzip file of exactly what was sent', async () => {
    const big = `event: results\ndata: ${JSON.stringify(Array.from({ length: 3000 }, (_, id) => ({ id, name: `Corredor ${id}` })))}\n\n`;
    const shared = await deflateFrame(big, 6);
    expect(shared.data.length).toBeLessThan(big.length / 4);
    const note = storedFrame(': heartbeat\n\n');
    const long = storedFrame('x'.repeat(70_000));
    for (const frames of [[shared, note, shared], [note, long, shared], []]) {
      const stream = new GzipFrameStream();
      const body = Buffer.concat([stream.header(), ...frames.map((frame) => stream.next(frame)), stream.trailer()]);
      const text = frames.map((frame) =>
        frame === shared ? big : frame === note ? ': heartbeat\n\n' : 'x'.repeat(70_000),
      );
      // gunzipSync checks the trailer's CRC-32 and length.
      expect(gunzipSync(body).toString()).toBe(text.join(''));
    }
  });

  it('lets a reader decode each frame as soon as it arrives, before the stream ends', async () => {
    const stream = new GzipFrameStream();
    const gunzip = createGunzip();
    const received: string[] = [];
    gunzip.on('data', (chunk: Buffer) => received.push(chunk.toString()));
    const arrive = async (bytes: Buffer, expected: string) => {
      gunzip.write(bytes);
      await new Promise<void>((resolve) => gunzip.flush(() => resolve()));
      expect(received.join('')).toBe(expected);
    };
    await arrive(
      Buffer.concat([stream.header(), stream.next(await deflateFrame('event: a\ndata: 1\n\n', 6))]),
      'event: a\ndata: 1\n\n',
    );
    await arrive(stream.next(storedFrame(': heartbeat\n\n')), 'event: a\ndata: 1\n\n: heartbeat\n\n');
    gunzip.destroy();
  });
});
