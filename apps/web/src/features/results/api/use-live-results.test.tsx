import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
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
});
