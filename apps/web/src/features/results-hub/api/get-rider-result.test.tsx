import type { RiderResult } from '@carreras/domain/results/results-hub.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource, installFakeEventSource } from '../../../test/fake-event-source.ts';
import { mockFetch } from '../../../test/render.tsx';
import { aRiderResult } from '../test-builders.ts';
import { OTHERS_REFRESH_MS, useRiderResult } from './get-rider-result.ts';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  Reflect.deleteProperty(globalThis, 'EventSource');
  vi.useRealTimers();
});

const rider = (completedLaps: number, finished = false): RiderResult =>
  aRiderResult({ completedLaps, finished, generatedAt: 1_700_000_000_000, sex: null });

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const row = (dorsal: number) => ({
  id: dorsal * 10,
  dorsal,
  runnerName: `Corredor ${dorsal}`,
  categoryName: 'ELITE FEM',
  groupName: null,
  finalTime: null,
  penaltyTime: 0,
  completedLaps: 1,
  totalLaps: 2,
  position: null,
  overallPosition: null,
  status: 'COMPLETED',
  lapTimes: [{ lap: 1, time: 1_800_000 }],
});

const delta = (seq: number, extra: object) =>
  JSON.stringify({ seq, from: `v${seq - 1}`, version: `v${seq}`, meta: { generatedAt: seq }, ...extra });

/** The page's reads of the rider's endpoint so far. */
const reads = (calls: { url: string }[]) => calls.filter((call) => call.url === '/api/results/7/riders/12').length;

describe('useRiderResult', () => {
  it('follows the distance as a signal and reads the rider when a delta names them, others only later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    installFakeEventSource();
    let laps = 0;
    const calls = mockFetch(() => ({ status: 200, body: rider(laps) }));
    const { result } = renderHook(() => useRiderResult(7, 12), { wrapper });
    await waitFor(() => expect(result.current.data?.completedLaps).toBe(0));
    const source = FakeEventSource.last;
    expect(source?.url).toBe('/api/results/7/stream?distance=33&deltas=1&snapshots=0');

    // The first event: what changed since the page's read is unknown, so it reads once more.
    act(() => source?.emit('unchanged', JSON.stringify({ version: 'v0' })));
    await waitFor(() => expect(reads(calls)).toBe(2));

    // Another rider's passage: nothing read now, once OTHERS_REFRESH_MS later however many came meanwhile.
    act(() => source?.emit('delta', delta(1, { rows: [row(30)], moved: [[50, 2, 2]] })));
    act(() => source?.emit('delta', delta(2, { rows: [row(31)] })));
    await act(() => vi.advanceTimersByTimeAsync(OTHERS_REFRESH_MS - 1000));
    expect(reads(calls)).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(reads(calls)).toBe(3));

    // The rider's own passage is read at once.
    laps = 1;
    act(() => source?.emit('delta', delta(3, { rows: [row(12)] })));
    await waitFor(() => expect(result.current.data?.completedLaps).toBe(1));
    expect(reads(calls)).toBe(4);

    // Their place moved (by inscription id): at once too.
    act(() => source?.emit('delta', delta(4, { moved: [[120, 3, 4]] })));
    await waitFor(() => expect(reads(calls)).toBe(5));

    // A delta out of order: something was missed, read now.
    act(() => source?.emit('delta', delta(9, { rows: [row(40)] })));
    await waitFor(() => expect(reads(calls)).toBe(6));

    // The stream said `changed`: read now.
    act(() => source?.emit('changed', '{}'));
    await waitFor(() => expect(reads(calls)).toBe(7));
    // No read pending for later: nothing more comes.
    await act(() => vi.advanceTimersByTimeAsync(OTHERS_REFRESH_MS * 2));
    expect(reads(calls)).toBe(7);
  });

  it('stops following once the results are final, and neither streams nor polls a finished rider', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    installFakeEventSource();
    let finished = false;
    const calls = mockFetch(() => ({ status: 200, body: rider(2, finished) }));
    const { result } = renderHook(() => useRiderResult(7, 12), { wrapper });
    await waitFor(() => expect(result.current.data).toBeDefined());
    const source = FakeEventSource.last;
    act(() => source?.emit('unchanged', JSON.stringify({ version: 'v0' })));
    finished = true;
    act(() => source?.emit('delta', delta(1, { meta: { generatedAt: 1, finished: true } })));
    await waitFor(() => expect(result.current.data?.finished).toBe(true));
    await waitFor(() => expect(source?.closed).toBe(true));
    const before = calls.length;
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(calls.length).toBe(before);
    expect(FakeEventSource.all).toHaveLength(1);
  });

  it('polls while the stream is down, and not while it is open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    installFakeEventSource();
    const calls = mockFetch(() => ({ status: 200, body: rider(0) }));
    renderHook(() => useRiderResult(7, 12), { wrapper });
    await waitFor(() => expect(reads(calls)).toBe(1));
    const source = FakeEventSource.last;
    act(() => source?.emit('error'));
    await act(() => vi.advanceTimersByTimeAsync(5000));
    await waitFor(() => expect(reads(calls)).toBe(2));
    await act(() => vi.advanceTimersByTimeAsync(5000));
    await waitFor(() => expect(reads(calls)).toBe(3));
    // Opened again after 15 s: its `unchanged` reads once, then no polling.
    await act(() => vi.advanceTimersByTimeAsync(5000));
    const reopened = FakeEventSource.last;
    expect(reopened).not.toBe(source);
    act(() => reopened?.emit('unchanged', JSON.stringify({ version: 'v5' })));
    const settled = reads(calls);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(reads(calls)).toBe(settled);
  });
});
