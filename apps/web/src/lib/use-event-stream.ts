import { useEffect, useRef, useState } from 'react';
import { followStream, SILENCE_MS } from './event-stream.ts';

/**
 * `connecting` until the stream opens, `open` while it is, `down` after it failed (or where the browser
 * has no EventSource) until it opens again.
 */
export type EventStreamState = 'connecting' | 'open' | 'down';

/** Each gets the stream the event came from as well: a reconnection is a new EventSource. */
export type EventStreamHandlers = Record<string, (event: MessageEvent<string>, source: EventSource) => void>;

/**
 * How long a stream the server ended with a `full` event (its place went to a spectator of another address,
 * decision 011) waits before it is tried again: the page polls meanwhile, and the server is not asked again
 * at once for a place it just gave away.
 */
export const FULL_RETRY_MS = 60_000;

/**
 * Listens to a Server-Sent Events stream (`urlOf(...)` of a stream endpoint): each named event goes to its
 * handler. When the stream fails it is closed — the browser's own retry would keep a dead stream going —
 * and opened again after `reconnectMs`; when nothing at all (not even a `heartbeat`) arrived for `silenceMs`,
 * it is closed and opened again at once. A stream the server ends with a `full` event is opened again after
 * FULL_RETRY_MS instead. It is closed for good on unmount or when `url` changes. Callers
 * poll while the state is not `open`. The handlers are read at each event, so a new object per render
 * does not reopen the stream. A null `url` opens nothing (state `down`): the page has nothing to follow.
 */
export function useEventStream(
  url: string | null,
  handlers: EventStreamHandlers,
  reconnectMs: number,
  silenceMs = SILENCE_MS,
): EventStreamState {
  return useEventStreams(url === null ? NONE : [url], handlers, reconnectMs, silenceMs);
}

const NONE: readonly string[] = [];

/**
 * useEventStream over several streams at once (a screen that follows every distance of an event), each opened,
 * watched and reopened on its own, their events going to the same handlers. `open` while every one is, `down`
 * while any is down (the caller polls), `connecting` otherwise; `down` with no URL at all.
 */
export function useEventStreams(
  urls: readonly string[],
  handlers: EventStreamHandlers,
  reconnectMs: number,
  silenceMs = SILENCE_MS,
): EventStreamState {
  const [states, setStates] = useState<Record<string, EventStreamState>>({});
  const latest = useRef(handlers);
  latest.current = handlers;
  const names = Object.keys(handlers).sort().join(' ');
  const key = urls.join('\n');
  useEffect(() => {
    if (typeof EventSource === 'undefined' || key === '') {
      setStates({});
      return;
    }
    const list = key.split('\n');
    setStates(Object.fromEntries(list.map((url) => [url, 'connecting' as const])));
    const stops = list.map((url) =>
      follow(url, {
        names: names.split(' ').filter(Boolean),
        handlers: latest,
        reconnectMs,
        silenceMs,
        onState: (state) => setStates((all) => (all[url] === state ? all : { ...all, [url]: state })),
      }),
    );
    return () => {
      for (const stop of stops) stop();
    };
  }, [key, names, reconnectMs, silenceMs]);
  if (typeof EventSource === 'undefined' || key === '') return 'down';
  const list = key.split('\n').map((url) => states[url] ?? 'connecting');
  if (list.includes('down')) return 'down';
  return list.every((state) => state === 'open') ? 'open' : 'connecting';
}

/** Opens `url` and keeps it open as useEventStream says (the one reader, followStream); returns what closes it for good. */
function follow(
  url: string,
  options: {
    names: string[];
    handlers: { current: EventStreamHandlers };
    reconnectMs: number;
    silenceMs: number;
    onState: (state: EventStreamState) => void;
  },
): () => void {
  const { names, handlers, reconnectMs, silenceMs, onState } = options;
  return followStream(
    (sink) => {
      const source = new EventSource(url);
      source.addEventListener('open', () => sink.opened());
      source.addEventListener('heartbeat', () => sink.opened());
      for (const name of names) {
        source.addEventListener(name, (event) => {
          // A message is proof the stream is open, whether or not 'open' was seen.
          sink.opened();
          handlers.current[name]?.(event as MessageEvent<string>, source);
        });
      }
      source.addEventListener('error', () => sink.failed());
      source.addEventListener('full', () => sink.failed(Math.max(reconnectMs, FULL_RETRY_MS)));
      return source;
    },
    { reconnectMs, silenceMs, onState },
  );
}
