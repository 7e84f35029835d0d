import type { ResultRow, ResultsResponse } from '@carreras/domain/results/results.schemas';
import { applyResultsDelta, diffResults } from '@carreras/domain/results/results-delta';
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
    expect(source?.url).toBe('/api/results/4/stream?distance=33&deltas=1');

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
      expect(FakeEventSource.last?.url).toBe(
        `/api/results/4/stream?distance=33&version=${resultsVersion(held)}&deltas=1`,
      );
      renderHook(() => useLiveResults(4, { distance: 33 }, 'abc123'), { wrapper: holding().own });
      expect(FakeEventSource.last?.url).toBe('/api/results/4/stream?distance=33&version=abc123&deltas=1');
      renderHook(() => useLiveResults(4, { distance: 33 }), { wrapper: holding().own });
      expect(FakeEventSource.last?.url).toBe('/api/results/4/stream?distance=33&deltas=1');
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

  describe('applies the deltas of the stream', () => {
    const rider = (id: number, extra: Partial<ResultRow> = {}): ResultRow => ({
      id,
      dorsal: 300 + id,
      runnerName: `Corredor ${id}`,
      categoryName: 'ELITE MASC',
      finalTime: null,
      penaltyTime: 0,
      completedLaps: 0,
      totalLaps: 1,
      position: null,
      overallPosition: null,
      status: 'PENDING',
      lapTimes: [],
      ...extra,
    });
    const finished = (id: number, place: number, time: number) =>
      rider(id, {
        finalTime: time,
        completedLaps: 1,
        position: place,
        overallPosition: place,
        status: 'COMPLETED',
        lapTimes: [{ lap: 1, time }],
      });
    /** An answer of the 33 km view as the server writes it: rows ranked, categories built from them. */
    const answer = (at: number, rows: ResultRow[]): ResultsResponse =>
      applyResultsDelta(
        { ...results('Rally'), generatedAt: at, overall: rows, categories: [] },
        { from: '', version: '' },
      );
    /** The riders shown, in order, with their place. */
    const shown = (data: ResultsResponse | undefined) =>
      data?.overall.map((row) => `${row.overallPosition ?? '-'} ${row.runnerName}`);

    const start = answer(1, [rider(1), rider(2), rider(3)]);
    const first = answer(2, [finished(2, 1, 3_600_000), rider(1), rider(3)]);
    const second = answer(3, [finished(2, 1, 3_600_000), finished(1, 2, 3_700_000), rider(3)]);
    const third = answer(4, [finished(3, 1, 3_500_000), finished(2, 2, 3_600_000), finished(1, 3, 3_700_000)]);
    const delta = (seq: number, from: ResultsResponse, to: ResultsResponse) =>
      JSON.stringify({ seq, ...diffResults(from, to) });

    /** The hook on a stream that sent `start` as its first snapshot; every read answers `read()`. */
    async function live(read: () => ResultsResponse) {
      installFakeEventSource();
      const calls = mockFetch(() => ({ status: 200, body: read() }));
      const hook = renderHook(() => useLiveResults(4, { distance: 33 }), { wrapper });
      const source = FakeEventSource.last!;
      act(() => source.emit('results', JSON.stringify(start)));
      await waitFor(() => expect(shown(hook.result.current.data)).toEqual(shown(start)));
      await waitFor(() => expect(hook.result.current.isFetching).toBe(false));
      const reads = calls.length;
      return { result: hook.result, source, reads: () => calls.length - reads };
    }

    it('updates the results with each delta in turn, those sent before its code loaded included, reading nothing', async () => {
      const { result, source, reads } = await live(() => start);
      act(() => {
        source.emit('delta', delta(1, start, first));
        source.emit('delta', delta(2, first, second));
      });
      await waitFor(() => expect(shown(result.current.data)).toEqual(['1 Corredor 2', '2 Corredor 1', '- Corredor 3']));
      expect(result.current.data).toEqual(second);
      expect(resultsVersion(result.current.data!)).toBe(resultsVersion(second));
      act(() => source.emit('delta', delta(3, second, third)));
      await waitFor(() => expect(result.current.data).toEqual(third));
      expect(reads()).toBe(0);
    });

    it('reads the results again after a gap in the deltas, showing what it held until they arrive', async () => {
      let served = start;
      const { result, source, reads } = await live(() => served);
      act(() => source.emit('delta', delta(1, start, first)));
      await waitFor(() => expect(result.current.data).toEqual(first));

      // Delta 2 never arrived: the third starts from what the page holds, but one is missing.
      served = second;
      act(() => source.emit('delta', delta(3, first, second)));
      expect(result.current.data).toEqual(first);
      await waitFor(() => expect(reads()).toBe(1));
      await waitFor(() => expect(result.current.data).toEqual(second));
      expect(result.current.live).toBe('live');

      // The stream goes on from the results read: the next delta applies.
      act(() => source.emit('delta', delta(4, second, third)));
      await waitFor(() => expect(result.current.data).toEqual(third));
      expect(reads()).toBe(1);
    });

    it('reads the results again when a delta starts from results other than those it holds', async () => {
      let served = start;
      const { result, source, reads } = await live(() => served);
      served = third;
      act(() => source.emit('delta', delta(1, first, third)));
      expect(result.current.data).toEqual(start);
      await waitFor(() => expect(result.current.data).toEqual(third));
      expect(reads()).toBe(1);
    });

    it('takes a results event in the middle of the stream as a fresh start, the next delta going on from it', async () => {
      const { result, source, reads } = await live(() => start);
      act(() => source.emit('delta', delta(1, start, first)));
      await waitFor(() => expect(result.current.data).toEqual(first));
      // The page fell behind: the server sends the newest results whole, and its deltas keep counting.
      act(() => source.emit('results', JSON.stringify(second)));
      await waitFor(() => expect(result.current.data).toEqual(second));
      act(() => source.emit('delta', delta(2, second, third)));
      await waitFor(() => expect(result.current.data).toEqual(third));
      expect(reads()).toBe(0);
    });

    it('drops the deltas a results event arrives after while their code loads, and counts them', async () => {
      const { result, source, reads } = await live(() => start);
      // A correction took the results back to where the first delta starts: applied late, it would undo it.
      act(() => {
        source.emit('delta', delta(1, start, first));
        source.emit('results', JSON.stringify(start));
        source.emit('delta', delta(2, start, second));
      });
      await waitFor(() => expect(result.current.data).toEqual(second));
      expect(reads()).toBe(0);
    });

    it('counts the deltas of a new stream from 1', async () => {
      let served = start;
      const { result, source } = await live(() => served);
      act(() => source.emit('delta', delta(1, start, first)));
      await waitFor(() => expect(result.current.data).toEqual(first));
      served = first;
      // The stream failed and was opened again (polling meanwhile): it starts with `unchanged`, then its own deltas.
      vi.useFakeTimers();
      try {
        act(() => source.emit('error'));
        act(() => vi.advanceTimersByTime(15_000));
      } finally {
        vi.useRealTimers();
      }
      expect(FakeEventSource.all).toHaveLength(2);
      const again = FakeEventSource.last!;
      act(() => again.emit('unchanged', JSON.stringify({ version: resultsVersion(first) })));
      act(() => again.emit('delta', delta(1, first, second)));
      await waitFor(() => expect(result.current.data).toEqual(second));
    });
  });
});
