import type { TimingChange } from '@carreras/domain/timing/timing-changes';
import { createParser } from 'eventsource-parser';
import { urlOf } from '../../../api/call.ts';
import { timingApi } from '../../../api/timing.ts';
import { storedToken } from '../../../lib/session-storage.ts';

export interface TimingChangesHandlers {
  /** The stream is open (again): changes made while it was not were missed. */
  onOpen(): void;
  onChange(change: TimingChange): void;
  /** The stream failed or ended; it is tried again after `reconnectMs`. */
  onDown(): void;
}

/**
 * Listens to `GET /timing/:eventId/changes` with the admin session: read with fetch, since an EventSource
 * cannot send the session header. Reconnects after `reconnectMs` whenever the stream fails or ends (a
 * server restart, a session check, a network cut). Returns the function that closes it for good.
 */
export function listenToTimingChanges(
  eventId: number,
  handlers: TimingChangesHandlers,
  reconnectMs: number,
): () => void {
  const controller = new AbortController();
  let retry: ReturnType<typeof setTimeout> | null = null;

  const connect = async () => {
    const token = storedToken('admin');
    try {
      const response = await fetch(urlOf(timingApi.changes, { eventId }), {
        headers: { accept: 'text/event-stream', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        cache: 'no-store',
        signal: controller.signal,
      });
      if (!response.ok || !response.body) throw new Error(`changes stream: ${response.status}`);
      handlers.onOpen();
      const parser = createParser({
        onEvent(event) {
          if (event.event !== 'changed') return;
          try {
            handlers.onChange(JSON.parse(event.data) as TimingChange);
          } catch {
            // A malformed event is treated as "anything may have changed".
            handlers.onChange({ all: true });
          }
        },
      });
      const decoder = new TextDecoder();
      const reader = response.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parser.feed(decoder.decode(value, { stream: true }));
      }
    } catch {
      // Down: the screen polls until the stream is back.
    }
    if (controller.signal.aborted) return;
    handlers.onDown();
    retry = setTimeout(() => void connect(), reconnectMs);
  };

  void connect();
  return () => {
    controller.abort();
    if (retry) clearTimeout(retry);
  };
}
