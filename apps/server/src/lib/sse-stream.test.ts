import { EventEmitter } from 'node:events';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SSE_HEADERS, SseStreams } from './sse-stream.ts';

/** A response stand-in: records what is written, and may be made slow (above its high-water mark). */
class FakeResponse extends EventEmitter {
  written: unknown[] = [];
  headers: Record<string, unknown> | null = null;
  writableNeedDrain = false;
  writableEnded = false;
  destroyed = false;
  writeHead(_status: number, headers: Record<string, unknown>) {
    this.headers = headers;
  }
  write(chunk: unknown) {
    this.written.push(chunk);
    return true;
  }
  end(chunk?: unknown) {
    if (chunk !== undefined) this.written.push(chunk);
    this.writableEnded = true;
    this.emit('close');
  }
  destroy() {
    this.destroyed = true;
    this.emit('close');
  }
}

function fakeApp() {
  const hooks: (() => Promise<void>)[] = [];
  const app = { addHook: (_name: string, hook: () => Promise<void>) => hooks.push(hook) } as unknown as FastifyInstance;
  return { app, closeApp: () => Promise.all(hooks.map((hook) => hook())) };
}

function fakeReply() {
  const raw = new FakeResponse();
  const reply = { hijack: vi.fn(), raw } as unknown as FastifyReply;
  return { reply, raw };
}

afterEach(() => vi.useRealTimers());

describe('SseStreams', () => {
  it('writes the headers, beats, and cleans up once when the client goes', () => {
    vi.useFakeTimers();
    const { app } = fakeApp();
    const streams = new SseStreams(app);
    const { reply, raw } = fakeReply();
    const onClose = vi.fn();
    const stream = streams.open(reply, {
      headers: { vary: 'accept-encoding' },
      heartbeatMs: 1000,
      onHeartbeat: (s) => s.writeOrCut(': heartbeat\n\n'),
      onClose,
    });
    expect(reply.hijack).toHaveBeenCalled();
    expect(raw.headers).toEqual({ ...SSE_HEADERS, vary: 'accept-encoding' });
    expect(streams.size).toBe(1);
    vi.advanceTimersByTime(2000);
    expect(raw.written).toEqual([': heartbeat\n\n', ': heartbeat\n\n']);
    raw.emit('close');
    raw.emit('close');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(streams.size).toBe(0);
    expect(stream?.closed).toBe(true);
    vi.advanceTimersByTime(2000);
    expect(raw.written).toHaveLength(2);
  });

  it('opens nothing for a client already gone', () => {
    const streams = new SseStreams(fakeApp().app);
    const { reply, raw } = fakeReply();
    raw.destroyed = true;
    expect(streams.open(reply, { heartbeatMs: 1000, onHeartbeat: () => {} })).toBeNull();
    expect(streams.size).toBe(0);
  });

  it('skips a note or cuts off a client that does not read, and ends open streams when the server closes', async () => {
    const { app, closeApp } = fakeApp();
    const streams = new SseStreams(app);
    const slow = fakeReply();
    const slowStream = streams.open(slow.reply, { heartbeatMs: 1000, onHeartbeat: () => {} });
    slow.raw.writableNeedDrain = true;
    expect(slowStream?.writeUnlessSlow('note')).toBe(false);
    slowStream?.writeOrCut('event');
    expect(slow.raw.destroyed).toBe(true);
    expect(slow.raw.written).toEqual([]);

    const reading = fakeReply();
    streams.open(reading.reply, { heartbeatMs: 1000, onHeartbeat: () => {}, trailer: () => 'trailer' });
    await closeApp();
    expect(reading.raw.written).toEqual(['trailer']);
    expect(reading.raw.writableEnded).toBe(true);
    expect(streams.size).toBe(0);
  });
});
