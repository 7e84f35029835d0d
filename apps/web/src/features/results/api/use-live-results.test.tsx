import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/render.tsx';
import { useLiveResults } from './use-live-results.ts';

/** A stand-in for the browser's EventSource that the test drives. */
class FakeEventSource {
  static last: FakeEventSource | null = null;
  listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data = '') {
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data }));
  }
}

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  Reflect.deleteProperty(globalThis, 'EventSource');
});

const results = (eventName: string) => ({
  eventId: 4,
  eventName,
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
    Object.assign(globalThis, { EventSource: FakeEventSource });
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
});
