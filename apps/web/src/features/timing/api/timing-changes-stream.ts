import type { TimingChange } from '@carreras/domain/timing/timing-changes';
import { urlOf } from '../../../api/call.ts';
import { timingApi } from '../../../api/timing.ts';
import { followStream, SILENCE_MS } from '../../../lib/event-stream.ts';
import { fetchedStream } from '../../../lib/fetched-stream.ts';
import { storedToken } from '../../../lib/session-storage.ts';

export interface TimingChangesHandlers {
  /** The stream is open (again): changes made while it was not were missed. */
  onOpen(): void;
  onChange(change: TimingChange): void;
  /** The stream failed, ended or fell silent; it is tried again. */
  onDown(): void;
}

/**
 * Listens to `GET /timing/:eventId/changes` with the admin session: read with fetch, since an EventSource
 * cannot send the session header, and followed by the one stream reader (lib/event-stream.ts): reopened after
 * `reconnectMs` whenever the stream fails or ends (a server restart, a session check, a network cut), at once
 * when it stays silent for `silenceMs` (the server's heartbeat comes every 15 s, TIMING_STREAM_CHECK_MS).
 * Returns the function that closes it for good.
 */
export function listenToTimingChanges(
  eventId: number,
  handlers: TimingChangesHandlers,
  reconnectMs: number,
  silenceMs = SILENCE_MS,
): () => void {
  const url = urlOf(timingApi.changes, { eventId });
  return followStream(
    (sink) => {
      // Read at each connection: a session renewed meanwhile is the one sent.
      const token = storedToken('admin');
      return fetchedStream(url, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
        name: 'changed',
        onEvent(data) {
          try {
            handlers.onChange(JSON.parse(data) as TimingChange);
          } catch {
            // A malformed event is treated as "anything may have changed".
            handlers.onChange({ all: true });
          }
        },
      })(sink);
    },
    { reconnectMs, silenceMs, onState: (state) => (state === 'open' ? handlers.onOpen() : handlers.onDown()) },
  );
}
