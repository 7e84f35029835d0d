import { useEffect, useRef, useState } from 'react';

/**
 * `connecting` until the stream opens, `open` while it is, `down` after it failed (or where the browser
 * has no EventSource) until it opens again.
 */
export type EventStreamState = 'connecting' | 'open' | 'down';

export type EventStreamHandlers = Record<string, (event: MessageEvent<string>) => void>;

/**
 * Listens to a Server-Sent Events stream (`urlOf(...)` of a stream endpoint): each named event goes to its
 * handler. When the stream fails it is closed — the browser's own retry would keep a dead stream going —
 * and opened again after `reconnectMs`; it is closed for good on unmount or when `url` changes. Callers
 * poll while the state is not `open`. The handlers are read at each event, so a new object per render
 * does not reopen the stream.
 */
export function useEventStream(url: string, handlers: EventStreamHandlers, reconnectMs: number): EventStreamState {
  const [state, setState] = useState<EventStreamState>(() =>
    typeof EventSource === 'undefined' ? 'down' : 'connecting',
  );
  const latest = useRef(handlers);
  latest.current = handlers;
  const names = Object.keys(handlers).sort().join(' ');

  useEffect(() => {
    if (typeof EventSource === 'undefined') {
      setState('down');
      return;
    }
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | null = null;
    let stopped = false;
    const connect = () => {
      source = new EventSource(url);
      source.addEventListener('open', () => setState('open'));
      for (const name of names.split(' ').filter(Boolean)) {
        source.addEventListener(name, (event) => {
          // A message is proof the stream is open, whether or not 'open' was seen.
          setState('open');
          latest.current[name]?.(event as MessageEvent<string>);
        });
      }
      source.addEventListener('error', () => {
        source?.close();
        setState('down');
        if (!stopped) retry = setTimeout(connect, reconnectMs);
      });
    };
    connect();
    return () => {
      stopped = true;
      source?.close();
      if (retry) clearTimeout(retry);
    };
  }, [url, names, reconnectMs]);

  return state;
}
