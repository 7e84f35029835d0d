import { createParser } from 'eventsource-parser';
import type { StreamConnection, StreamSink } from './event-stream.ts';

// Apart from event-stream.ts, so the public pages that follow an EventSource do not download the parser.
/**
 * A stream read with fetch, for a stream that needs headers (an EventSource cannot send the session's):
 * each event named `name` goes to `onEvent` with its data; every chunk read counts as heard, the end or a
 * failure as failed.
 */
export function fetchedStream(
  url: string,
  init: { headers: Record<string, string>; name: string; onEvent: (data: string) => void },
): (sink: StreamSink) => StreamConnection {
  return (sink) => {
    const connection = new AbortController();
    const read = async () => {
      try {
        const response = await fetch(url, {
          headers: { accept: 'text/event-stream', ...init.headers },
          cache: 'no-store',
          signal: connection.signal,
        });
        if (!response.ok || !response.body) throw new Error(`stream ${url}: ${response.status}`);
        sink.opened();
        const parser = createParser({
          onEvent(event) {
            if (event.event === init.name) init.onEvent(event.data);
          },
        });
        const decoder = new TextDecoder();
        const reader = response.body.getReader();
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          sink.heard();
          parser.feed(decoder.decode(value, { stream: true }));
        }
      } catch {
        // Down: the screen polls until the stream is back.
      }
      sink.failed();
    };
    void read();
    return { close: () => connection.abort() };
  };
}
