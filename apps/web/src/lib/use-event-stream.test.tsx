import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource, installFakeEventSource } from '../test/fake-event-source.ts';
import { type EventStreamHandlers, FULL_RETRY_MS, useEventStream } from './use-event-stream.ts';

const last = () => FakeEventSource.last as FakeEventSource;

beforeEach(() => {
  installFakeEventSource();
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(globalThis, 'EventSource');
});

describe('useEventStream', () => {
  it('hands each named event to its handler and is open once the stream opens or speaks', () => {
    const seen: string[] = [];
    const sources: unknown[] = [];
    const { result } = renderHook(() =>
      useEventStream(
        '/api/results/4/stream',
        {
          results: (event, source) => {
            seen.push(event.data);
            sources.push(source);
          },
        },
        15_000,
      ),
    );
    expect(result.current).toBe('connecting');
    expect(last().url).toBe('/api/results/4/stream');
    act(() => last().emit('results', '{"a":1}'));
    expect(result.current).toBe('open');
    expect(seen).toEqual(['{"a":1}']);
    // With the stream it came from: a reconnection is another one.
    expect(sources).toEqual([last()]);
  });

  it('closes a failed stream, is down, and opens a new one after the reconnection delay', () => {
    const { result } = renderHook(() => useEventStream('/s', { changed: () => {} }, 10_000));
    act(() => last().emit('open'));
    expect(result.current).toBe('open');
    const first = last();
    act(() => first.emit('error'));
    expect(result.current).toBe('down');
    expect(first.closed).toBe(true);
    act(() => vi.advanceTimersByTime(9_999));
    expect(FakeEventSource.all).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(FakeEventSource.all).toHaveLength(2);
    act(() => last().emit('open'));
    expect(result.current).toBe('open');
  });

  it('treats a `full` end (its place went to another address) as down and waits a minute before the next try', () => {
    const { result } = renderHook(() => useEventStream('/s', { results: () => {} }, 15_000));
    act(() => last().emit('results', '{}'));
    const evicted = last();
    act(() => evicted.emit('full'));
    expect(result.current).toBe('down');
    expect(evicted.closed).toBe(true);
    // The browser's error after the end changes nothing: one retry, a minute later, not 15 s.
    act(() => evicted.emit('error'));
    act(() => vi.advanceTimersByTime(FULL_RETRY_MS - 1));
    expect(FakeEventSource.all).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(FakeEventSource.all).toHaveLength(2);
  });

  it('closes on unmount and opens nothing more, even with a reconnection pending', () => {
    const { unmount } = renderHook(() => useEventStream('/s', { results: () => {} }, 15_000));
    act(() => last().emit('error'));
    unmount();
    act(() => vi.advanceTimersByTime(60_000));
    expect(FakeEventSource.all).toHaveLength(1);
    const { unmount: again } = renderHook(() => useEventStream('/t', { results: () => {} }, 15_000));
    again();
    expect(last().closed).toBe(true);
  });

  it('keeps one stream across renders with new handlers, and reads the newest handler', () => {
    const calls: string[] = [];
    const { rerender } = renderHook(
      ({ name }: { name: string }) =>
        useEventStream('/s', { results: () => calls.push(name) } satisfies EventStreamHandlers, 15_000),
      { initialProps: { name: 'first' } },
    );
    rerender({ name: 'second' });
    expect(FakeEventSource.all).toHaveLength(1);
    act(() => last().emit('results'));
    expect(calls).toEqual(['second']);
  });

  it('opens the new address and closes the old one when the address changes', () => {
    const { rerender } = renderHook(({ url }: { url: string }) => useEventStream(url, { results: () => {} }, 15_000), {
      initialProps: { url: '/a' },
    });
    rerender({ url: '/b' });
    expect(FakeEventSource.all.map((s) => [s.url, s.closed])).toEqual([
      ['/a', true],
      ['/b', false],
    ]);
  });

  it('opens a new stream at once when nothing, not even a heartbeat, arrived for 45 s', () => {
    const seen: string[] = [];
    const { result } = renderHook(() => useEventStream('/s', { results: (event) => seen.push(event.data) }, 15_000));
    const first = last();
    act(() => first.emit('open'));
    act(() => vi.advanceTimersByTime(44_999));
    act(() => first.emit('heartbeat', '{}'));
    act(() => vi.advanceTimersByTime(44_999));
    act(() => first.emit('results', '{"a":1}'));
    act(() => vi.advanceTimersByTime(44_999));
    expect(FakeEventSource.all).toHaveLength(1);
    expect(result.current).toBe('open');

    act(() => vi.advanceTimersByTime(1));
    expect(first.closed).toBe(true);
    expect(FakeEventSource.all).toHaveLength(2);
    expect(result.current).toBe('down');
    expect(last().url).toBe('/s');
    act(() => last().emit('results', '{"a":2}'));
    expect(result.current).toBe('open');
    expect(seen).toEqual(['{"a":1}', '{"a":2}']);
  });

  it('takes a stream that never opens for dead after 45 s as well, and stops watching on unmount', () => {
    const { unmount } = renderHook(() => useEventStream('/s', { results: () => {} }, 15_000));
    act(() => vi.advanceTimersByTime(45_000));
    expect(FakeEventSource.all).toHaveLength(2);
    unmount();
    act(() => vi.advanceTimersByTime(120_000));
    expect(FakeEventSource.all).toHaveLength(2);
    expect(last().closed).toBe(true);
  });

  it('is down where the browser has no EventSource', () => {
    Reflect.deleteProperty(globalThis, 'EventSource');
    const { result } = renderHook(() => useEventStream('/s', { results: () => {} }, 15_000));
    expect(result.current).toBe('down');
  });
});
