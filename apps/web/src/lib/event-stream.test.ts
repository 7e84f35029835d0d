import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { followStream, type StreamSink } from './event-stream.ts';

/** A transport whose connections the test drives: each holds its sink and whether it was closed. */
function transport() {
  const connections: { sink: StreamSink; closed: boolean }[] = [];
  const connect = (sink: StreamSink) => {
    const connection = { sink, closed: false };
    connections.push(connection);
    return { close: () => (connection.closed = true) };
  };
  return { connections, connect, last: () => connections.at(-1) as { sink: StreamSink; closed: boolean } };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('followStream, the one stream reader', () => {
  it('tells each change once: open, down after a failure, open again after the reconnection delay', () => {
    const { connections, connect, last } = transport();
    const states: string[] = [];
    const stop = followStream(connect, { reconnectMs: 100, silenceMs: 1000, onState: (s) => states.push(s) });
    last().sink.opened();
    last().sink.opened();
    last().sink.failed();
    expect(last().closed).toBe(true);
    vi.advanceTimersByTime(99);
    expect(connections).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(connections).toHaveLength(2);
    // Still down while the new one fails: said once.
    last().sink.failed(50);
    vi.advanceTimersByTime(50);
    last().sink.opened();
    expect(states).toEqual(['open', 'down', 'open']);
    stop();
  });

  it('replaces a silent connection at once and no longer hears the one it gave up', () => {
    const { connections, connect, last } = transport();
    const states: string[] = [];
    const stop = followStream(connect, { reconnectMs: 100, silenceMs: 1000, onState: (s) => states.push(s) });
    const first = last();
    first.sink.opened();
    vi.advanceTimersByTime(999);
    first.sink.heard();
    vi.advanceTimersByTime(999);
    expect(connections).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(first.closed).toBe(true);
    expect(connections).toHaveLength(2);
    // The old connection's late failure schedules nothing.
    first.sink.failed();
    vi.advanceTimersByTime(10_000);
    expect(states).toEqual(['open', 'down']);
    stop();
  });

  it('closes for good: no reconnection pending, no watchdog left', () => {
    const { connections, connect, last } = transport();
    const stop = followStream(connect, { reconnectMs: 100, silenceMs: 1000, onState: () => {} });
    last().sink.failed();
    stop();
    vi.advanceTimersByTime(10_000);
    expect(connections).toHaveLength(1);
    const again = followStream(connect, { reconnectMs: 100, silenceMs: 1000, onState: () => {} });
    again();
    expect(last().closed).toBe(true);
    vi.advanceTimersByTime(10_000);
    expect(connections).toHaveLength(2);
  });
});
