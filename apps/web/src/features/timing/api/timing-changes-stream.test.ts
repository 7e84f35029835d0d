import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { listenToTimingChanges } from './timing-changes-stream.ts';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

/** A server whose streams send what `script` writes for each connection, and end only when aborted. */
function streamingServer(script: (connection: number) => string[] | { status: number }) {
  let connections = 0;
  globalThis.fetch = (async (_input: RequestInfo | URL, init: RequestInit = {}) => {
    connections += 1;
    const planned = script(connections);
    if (!Array.isArray(planned)) return new Response('{}', { status: planned.status });
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const text of planned) controller.enqueue(encoder.encode(text));
        init.signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
      },
    });
    return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
  }) as typeof fetch;
  return { connections: () => connections };
}

function recorder() {
  const heard: unknown[] = [];
  return {
    heard,
    handlers: {
      onOpen: () => heard.push('open'),
      onChange: (change: unknown) => heard.push(change),
      onDown: () => heard.push('down'),
    },
  };
}

describe('listenToTimingChanges', () => {
  it('hands over each change, a malformed one as "everything"', async () => {
    streamingServer(() => [
      ': connected\n\n',
      'event: changed\ndata: {"bibs":[12,null]}\n\n',
      'event: changed\ndata: {"bi',
      'bs":[3]}\n\nevent: changed\ndata: {no json}\n\n',
    ]);
    const { heard, handlers } = recorder();
    const stop = listenToTimingChanges(4, handlers, 10_000);
    await waitFor(() => expect(heard).toEqual(['open', { bibs: [12, null] }, { bibs: [3] }, { all: true }]));
    stop();
  });

  it('gives up a connection that stays silent, and opens a new one', async () => {
    const server = streamingServer(() => [': connected\n\n']);
    const { heard, handlers } = recorder();
    const stop = listenToTimingChanges(4, handlers, 10, 50);
    await waitFor(() => expect(server.connections()).toBeGreaterThanOrEqual(2));
    expect(heard.slice(0, 3)).toEqual(['open', 'down', 'open']);
    stop();
  });

  it('is down, without opening, when the server refuses it, and tries again', async () => {
    const server = streamingServer((connection) => (connection === 1 ? { status: 503 } : [': connected\n\n']));
    const { heard, handlers } = recorder();
    const stop = listenToTimingChanges(4, handlers, 10);
    await waitFor(() => expect(heard).toEqual(['down', 'open']));
    expect(server.connections()).toBe(2);
    stop();
  });
});
