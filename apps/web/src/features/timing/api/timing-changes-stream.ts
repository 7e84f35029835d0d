import type { TimingChange } from '@carreras/domain/timing/timing-changes';
import { createParser } from 'eventsource-parser';
import { urlOf } from '../../../api/call.ts';
import { timingApi } from '../../../api/timing.ts';
import { storedToken } from '../../../lib/session-storage.ts';

/** The server sends a heartbeat every 15 s (TIMING_STREAM_CHECK_MS): three missed ones mean a dead connection. */
const SILENCE_MS = 45_000;

export interface TimingChangesHandlers {
  /** The stream is open (again): changes made while it was not were missed. */
  onOpen(): void;
  onChange(change: TimingChange): void;
  /** The stream failed or ended; it is tried again after `reconnectMs`. */
  onDown(): void;
}

/**
 * Listens to `GET /timing/:eventId/changes` with the admin session: read with fetch, since an EventSource
 * cannot send the session header. Reconnects after `reconnectMs` whenever the stream fails, ends (a
 * server restart, a session check, a network cut) or stays silent for `silenceMs` (a phone moving between
 * networks can leave a connection open but dead). Returns the function that closes it for good.
 */
export function listenToTimingChanges(
  eventId: number,
  handlers: TimingChangesHandlers,
  reconnectMs: number,
  silenceMs = SILENCE_MS,
): () => void {
  const controller = new AbortController();
  let retry: ReturnType<typeof setTimeout> | null = null;

  const connect = async () => {
    const token = storedToken('admin');
    const connection = new AbortController();
    let watchdog: ReturnType<typeof setTimeout> | null = null;
    const heard = () => {
      if (watchdog) clearTimeout(watchdog);
      watchdog = setTimeout(() => connection.abort(), silenceMs);
    };
    try {
      heard();
      const response = await fetch(urlOf(timingApi.changes, { eventId }), {
        headers: { accept: 'text/event-stream', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        cache: 'no-store',
        signal: AbortSignal.any([controller.signal, connection.signal]),
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
        heard();
        const { done, value } = await reader.read();
        if (done) break;
        parser.feed(decoder.decode(value, { stream: true }));
      }
    } catch {
      // Down: the screen polls until the stream is back.
    } finally {
      if (watchdog) clearTimeout(watchdog);
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
