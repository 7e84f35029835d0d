import { resultsVersion } from '@carreras/domain/results/results-version';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resultsKeys } from '../../../api/results.ts';
import { FakeEventSource, installFakeEventSource } from '../../../test/fake-event-source.ts';
import { mockFetch } from '../../../test/render.tsx';
import { useLiveResults } from './use-live-results.ts';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  Reflect.deleteProperty(globalThis, 'EventSource');
});

const results = (eventName: string) => ({
  eventId: 4,
  eventName,
  eventDate: '2026-11-29',
  finished: false,
  generatedAt: 1_700_000_000_000,
  distance: 33,
  laps: 1,
  overall: [],
  categories: [],
  distances: [{ distance: 33, laps: 1 }],
  groups: [],
});

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('useLiveResults', () => {
  it('is live while the stream sends results and falls back to polling when it drops', async () => {
    installFakeEventSource();
    const calls = mockFetch(() => ({ status: 200, body: results('Por consulta') }));
    const { result } = renderHook(() => useLiveResults(4, { distance: 33 }), { wrapper });
    const source = FakeEventSource.last;
    expect(source?.url).toBe('/api/results/4/stream?distance=33');

    act(() => source?.emit('results', JSON.stringify(results('Del stream'))));
    await waitFor(() => expect(result.current.live).toBe('live'));
    expect(result.current.data?.eventName).toBe('Del stream');

    act(() => source?.emit('error'));
    await waitFor(() => expect(result.current.live).toBe('polling'));
    expect(source?.closed).toBe(true);
    expect(calls.some((call) => call.url === '/api/results/4?distance=33')).toBe(true);
  });

  it('polls every 5 s while the stream is refused, 10, 20 then 30 s while reads fail, and 5 s again after one succeeds', async () => {
    vi.useFakeTimers();
    try {
      installFakeEventSource();
      let refused = false;
      const calls = mockFetch(() =>
        refused
          ? { status: 429, body: { error: 'TOO_MANY_REQUESTS', message: 'Demasiadas solicitudes.' } }
          : { status: 200, body: results('Por consulta') },
      );
      const reads = () => calls.filter((call) => call.url === '/api/results/4?distance=33').length;
      const after = async (ms: number) => {
        await act(() => vi.advanceTimersByTimeAsync(ms));
        return reads();
      };
      const { result } = renderHook(() => useLiveResults(4, { distance: 33 }), { wrapper });
      // The server refuses the stream (503 when it is full): the browser reports an error.
      act(() => FakeEventSource.last?.emit('error'));
      expect(await after(0)).toBe(1);
      expect(result.current.live).toBe('polling');
      expect(await after(5000)).toBe(2);

      refused = true;
      expect(await after(5000)).toBe(3);
      expect(await after(9999)).toBe(3);
      expect(await after(1)).toBe(4);
      expect(await after(19_999)).toBe(4);
      expect(await after(1)).toBe(5);
      expect(await after(29_999)).toBe(5);
      expect(await after(1)).toBe(6);
      expect(await after(30_000)).toBe(7);
      // The results read before stay shown.
      expect(result.current.data?.eventName).toBe('Por consulta');

      refused = false;
      expect(await after(30_000)).toBe(8);
      expect(await after(4999)).toBe(8);
      expect(await after(1)).toBe(9);
      expect(await after(5000)).toBe(10);
      expect(result.current.live).toBe('polling');
    } finally {
      vi.useRealTimers();
    }
  });

  describe('does not have the stream send the results the page holds', () => {
    /** A client as the app's (results kept 30 s), holding `held` for the 33 km view when given. */
    function holding(held?: ReturnType<typeof results>) {
      const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
      if (held) client.setQueryData(resultsKeys.live(4, { distance: 33 }), held);
      const own = ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      );
      return { client, own };
    }
    const apiReads = (calls: { url: string }[]) => calls.filter((call) => call.url === '/api/results/4?distance=33');

    it('opens the stream with the version of the results it holds, or the one its HTML announced, or none', () => {
      installFakeEventSource();
      mockFetch(() => ({ status: 200, body: results('Por consulta') }));
      const held = results('En la página');
      renderHook(() => useLiveResults(4, { distance: 33 }), { wrapper: holding(held).own });
      expect(FakeEventSource.last?.url).toBe(`/api/results/4/stream?distance=33&version=${resultsVersion(held)}`);
      renderHook(() => useLiveResults(4, { distance: 33 }, 'abc123'), { wrapper: holding().own });
      expect(FakeEventSource.last?.url).toBe('/api/results/4/stream?distance=33&version=abc123');
      renderHook(() => useLiveResults(4, { distance: 33 }), { wrapper: holding().own });
      expect(FakeEventSource.last?.url).toBe('/api/results/4/stream?distance=33');
    });

    it('keeps one address while results arrive, and reads nothing when `unchanged` names what it holds', async () => {
      installFakeEventSource();
      const calls = mockFetch(() => ({ status: 200, body: results('Por consulta') }));
      const held = results('En la página');
      const { client, own } = holding(held);
      const { result } = renderHook(() => useLiveResults(4, { distance: 33 }), { wrapper: own });
      const source = FakeEventSource.last!;
      act(() => source.emit('unchanged', JSON.stringify({ version: resultsVersion(held) })));
      await waitFor(() => expect(result.current.live).toBe('live'));
      act(() => source.emit('results', JSON.stringify(results('Del stream'))));
      await waitFor(() => expect(result.current.data?.eventName).toBe('Del stream'));
      // The stream stays the one it opened: a new address would reopen it.
      expect(FakeEventSource.all).toHaveLength(1);
      expect(apiReads(calls)).toEqual([]);
      expect(client.isFetching()).toBe(0);
    });

    it('reads the results again when a reconnection finds the version it opened with current but holds others', async () => {
      installFakeEventSource();
      const calls = mockFetch(() => ({ status: 200, body: results('Por consulta') }));
      const held = results('En la página');
      const { result } = renderHook(() => useLiveResults(4, { distance: 33 }), { wrapper: holding(held).own });
      const source = FakeEventSource.last!;
      // The page moved on (a snapshot from the stream), then the results came back to what it opened with.
      act(() => source.emit('results', JSON.stringify(results('Del stream'))));
      await waitFor(() => expect(result.current.data?.eventName).toBe('Del stream'));
      act(() => source.emit('unchanged', JSON.stringify({ version: resultsVersion(held) })));
      await waitFor(() => expect(result.current.data?.eventName).toBe('Por consulta'));
      expect(apiReads(calls)).toHaveLength(1);
    });

    it('reads nothing more when the answer it was reading is the announced one', async () => {
      installFakeEventSource();
      const answer = results('Por consulta');
      const calls = mockFetch(() => ({ status: 200, body: answer }));
      const { result } = renderHook(() => useLiveResults(4, { distance: 33 }, resultsVersion(answer)), {
        wrapper: holding().own,
      });
      act(() => FakeEventSource.last?.emit('unchanged', JSON.stringify({ version: resultsVersion(answer) })));
      await waitFor(() => expect(result.current.data?.eventName).toBe('Por consulta'));
      await waitFor(() => expect(result.current.isFetching).toBe(false));
      expect(apiReads(calls)).toHaveLength(1);
    });

    it('checks the answer it was reading against the announced version once it arrives', async () => {
      installFakeEventSource();
      const answer = results('Por consulta');
      let release: () => void = () => {};
      const arrived = new Promise<void>((resolve) => {
        release = resolve;
      });
      const calls: string[] = [];
      globalThis.fetch = (async (input: RequestInfo | URL) => {
        calls.push(String(input));
        if (calls.length === 1) await arrived;
        return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
      }) as typeof fetch;
      // The HTML announced another version than the answer the page then reads (it changed in between).
      const { result } = renderHook(() => useLiveResults(4, { distance: 33 }, 'abc123'), { wrapper: holding().own });
      act(() => FakeEventSource.last?.emit('unchanged', JSON.stringify({ version: 'abc123' })));
      await waitFor(() => expect(result.current.live).toBe('live'));
      expect(calls).toHaveLength(1);
      release();
      await waitFor(() => expect(calls).toHaveLength(2));
      await waitFor(() => expect(result.current.isFetching).toBe(false));
      expect(result.current.data?.eventName).toBe('Por consulta');
    });
  });
});
