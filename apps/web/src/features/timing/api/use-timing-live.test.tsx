import type { TimeRecord } from '@carreras/domain/timing/timing.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { timingKeys } from '../../../api/timing.ts';
import { storeSession } from '../../../lib/session-storage.ts';
import { storedRecord } from '../test-builders.ts';
import { timesQuery } from './get-times.ts';
import type { TimesData } from './times-delta.ts';
import { hearsTimingChanges, useTimingLive } from './use-timing-live.ts';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  localStorage.clear();
});

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const times = (records: TimeRecord[]): TimesData => ({ times: records, dorsalTimes: {}, lapsConfig: { '33': 2 } });

/** A server whose changes stream the test writes to, and whose reads of some bibs it answers. */
function fakeServer(answer: (url: URL) => TimesData) {
  const encoder = new TextEncoder();
  let push: ((text: string) => void) | null = null;
  let close: (() => void) | null = null;
  const reads: string[] = [];
  const headersSent: Headers[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/timing/4/changes') {
      headersSent.push(new Headers(init.headers));
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          push = (text) => controller.enqueue(encoder.encode(text));
          close = () => controller.close();
        },
      });
      return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
    }
    reads.push(`${url.pathname}${url.search}`);
    return json(answer(url));
  }) as typeof fetch;
  return {
    reads,
    headersSent,
    send: (text: string) => push?.(text),
    end: () => close?.(),
  };
}

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, wrapper };
}

describe('useTimingLive', () => {
  it("reads only the bibs a change names and puts their records in place, with the admin's session", async () => {
    storeSession('admin', 'token-de-prueba');
    const fresh7 = [{ ...storedRecord('c7-2', 7, 5000), lap: 2 }, storedRecord('c7-1', 7, 1000)];
    const loose = storedRecord('sin', null, 4000);
    const server = fakeServer(() => times([fresh7[0]!, loose, fresh7[1]!]));
    const { client, wrapper } = setup();
    client.setQueryData(timingKeys.times(4), times([storedRecord('c8', 8, 3000), storedRecord('c7-1', 7, 1000)]));

    const { result, unmount } = renderHook(() => useTimingLive(4), { wrapper });
    await waitFor(() => expect(result.current).toBe(true));
    expect(hearsTimingChanges(4)).toBe(true);
    expect(server.headersSent[0]?.get('authorization')).toBe('Bearer token-de-prueba');
    expect(server.headersSent[0]?.get('accept')).toBe('text/event-stream');

    server.send('event: changed\ndata: {"bibs":[7,null]}\n\n');
    await waitFor(() =>
      expect(client.getQueryData<TimesData>(timingKeys.times(4))?.times.map((r) => r.clientId)).toEqual([
        'c7-2',
        'sin',
        'c8',
        'c7-1',
      ]),
    );
    expect(server.reads).toEqual(['/api/timing/4/times?dorsals=7&unnumbered=true']);

    // The stream ends (a restart, a cut): the screen is no longer live and polls until it is back.
    server.end();
    await waitFor(() => expect(result.current).toBe(false));
    expect(hearsTimingChanges(4)).toBe(false);
    unmount();
  });

  it('applies again, on top of a full read that started before, a change applied meanwhile', async () => {
    const old7 = storedRecord('c7', 7, 1000);
    const new7 = { ...old7, dorsal: 9, corrected: true, originalDorsal: 7 };
    let fullReads = 0;
    let releaseFullRead: (() => void) | null = null;
    const server = fakeServer((url) => {
      if (url.searchParams.has('dorsals')) return times([new7]);
      fullReads += 1;
      return times([old7]);
    });
    const { client, wrapper } = setup();
    client.setQueryData(timingKeys.times(4), times([old7]));
    const { result, unmount } = renderHook(() => useTimingLive(4), { wrapper });
    await waitFor(() => expect(result.current).toBe(true));

    // A full read is under way (its answer, read before the correction, is held back) ...
    const realFake = globalThis.fetch;
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('/api/timing/4/times')) await new Promise<void>((go) => (releaseFullRead = go));
      return realFake(input, init);
    }) as typeof fetch;
    const full = client.fetchQuery(timesQuery(4, true));
    await waitFor(() => expect(releaseFullRead).not.toBeNull());
    // ... when the correction of 7 to 9 is heard and applied.
    server.send('event: changed\ndata: {"bibs":[7,9]}\n\n');
    await waitFor(() =>
      expect(client.getQueryData<TimesData>(timingKeys.times(4))?.times.map((r) => r.dorsal)).toEqual([9]),
    );
    releaseFullRead!();
    await full;
    expect(fullReads).toBe(1);
    expect(client.getQueryData<TimesData>(timingKeys.times(4))?.times.map((r) => r.dorsal)).toEqual([9]);
    unmount();
  });
});
