import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** How often a stream says it is alive when nothing else happens: proxies keep it open, pages know it works. */
export const SSE_HEARTBEAT_MS = 15_000;

/** Every Server-Sent Events answer's headers; `x-accel-buffering` stops a proxy (nginx) holding events back. */
export const SSE_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-store',
  connection: 'keep-alive',
  'x-accel-buffering': 'no',
} as const satisfies OutgoingHttpHeaders;

type Chunk = string | Uint8Array;

export interface SseStreamOptions {
  /** Added to SSE_HEADERS (an encoding, a vary). */
  headers?: OutgoingHttpHeaders;
  heartbeatMs: number;
  /** Called every `heartbeatMs` while the stream is open. */
  onHeartbeat: (stream: SseStream) => void;
  /** Called once when the stream closes, whoever closed it: unsubscribe, clear timers. */
  onClose?: () => void;
  /** The last bytes written on a clean end (a gzip stream's trailer). */
  trailer?: () => Chunk;
}

export interface SseStream {
  readonly raw: ServerResponse;
  /** True once the stream closed or was ended: nothing more is written. */
  readonly closed: boolean;
  /**
   * True while the client has not taken what was written (the socket holds more than its high-water mark):
   * a client that reads slowly or not at all. `raw.once('drain', …)` says when it caught up.
   */
  readonly slow: boolean;
  /** Writes `chunk`; a client too slow to take it is cut off (it reconnects and reads everything again). */
  writeOrCut(chunk: Chunk): void;
  /** Writes `chunk` unless the client is slow (a note the next one makes useless); false when skipped. */
  writeUnlessSlow(chunk: Chunk): boolean;
  /** Ends the stream: cleanly with its trailer, or destroyed when the client is not reading (it would hold it open). */
  end(): void;
}

/**
 * The Server-Sent Events streams of one kind in a running app: each hijacks its reply, writes the headers,
 * beats every `heartbeatMs`, and cleans up once on close. Open streams are ended before the server waits for
 * its connections to close (an `onClose` hook would come after).
 */
export class SseStreams {
  private readonly ends = new Set<() => void>();

  constructor(app: FastifyInstance) {
    app.addHook('preClose', async () => {
      for (const end of this.ends) end();
    });
  }

  /** Streams open now. */
  get size(): number {
    return this.ends.size;
  }

  /** Takes the reply over and opens the stream; null when the client already went away. */
  open(reply: FastifyReply, options: SseStreamOptions): SseStream | null {
    reply.hijack();
    const raw = reply.raw;
    if (raw.destroyed) return null;
    raw.writeHead(200, { ...SSE_HEADERS, ...options.headers });
    let closed = false;
    const stop = () => {
      if (closed) return;
      closed = true;
      clearInterval(heartbeat);
      this.ends.delete(end);
      options.onClose?.();
    };
    const gone = () => raw.writableEnded || raw.destroyed;
    const end = () => {
      stop();
      if (gone()) return;
      if (raw.writableNeedDrain) raw.destroy();
      else if (options.trailer) raw.end(options.trailer());
      else raw.end();
    };
    const stream: SseStream = {
      raw,
      get closed() {
        return closed || gone();
      },
      get slow() {
        return raw.writableNeedDrain;
      },
      writeOrCut(chunk) {
        if (gone()) return;
        if (raw.writableNeedDrain) raw.destroy();
        else raw.write(chunk);
      },
      writeUnlessSlow(chunk) {
        if (gone() || raw.writableNeedDrain) return false;
        raw.write(chunk);
        return true;
      },
      end,
    };
    const heartbeat = setInterval(() => options.onHeartbeat(stream), options.heartbeatMs);
    this.ends.add(end);
    raw.once('close', stop);
    return stream;
  }
}
