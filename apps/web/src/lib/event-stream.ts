/**
 * How long a stream may stay silent before it is taken for dead: the servers' streams (live results, timing
 * changes) send a heartbeat every 15 s, so three missed ones. A phone that changed networks can keep a
 * connection that is open but dead, which the browser notices only when it gives up, minutes later.
 */
export const SILENCE_MS = 45_000;

/** What a connection tells the reader that follows it. */
export interface StreamSink {
  /** Something arrived (an event, a heartbeat, a comment): the connection is alive. */
  heard(): void;
  /** The stream is open (again): heard as well. */
  opened(): void;
  /** The connection failed or ended: it is opened again after `retryMs` (the reconnection delay by default). */
  failed(retryMs?: number): void;
}

/** One connection to a stream, as a transport opened it. */
export interface StreamConnection {
  close(): void;
}

/**
 * The one stream reader: opens a connection with `connect`, and keeps one open. A connection that fails or
 * ends is closed and another opened after `reconnectMs` (or the delay it asked for); one from which nothing
 * at all arrived for `silenceMs` is closed and another opened at once. `onState` hears each change, 'open'
 * once a connection opens and 'down' once it is lost, never twice in a row. Returns what closes it for good.
 */
export function followStream(
  connect: (sink: StreamSink) => StreamConnection,
  options: { reconnectMs: number; silenceMs: number; onState: (state: 'open' | 'down') => void },
): () => void {
  const { reconnectMs, silenceMs } = options;
  /** The connection in charge; one the watchdog replaced, or one given up, is no longer heard. */
  let current: { connection: StreamConnection | null } | null = null;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let watchdog: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;
  let state: 'open' | 'down' | null = null;
  const tell = (next: 'open' | 'down') => {
    if (next === state) return;
    state = next;
    options.onState(next);
  };
  const open = () => {
    retry = null;
    const own: { connection: StreamConnection | null } = { connection: null };
    current = own;
    const live = () => !stopped && current === own;
    const heard = () => {
      if (!live()) return;
      if (watchdog) clearTimeout(watchdog);
      watchdog = setTimeout(() => {
        own.connection?.close();
        current = null;
        tell('down');
        open();
      }, silenceMs);
    };
    own.connection = connect({
      heard,
      opened() {
        if (!live()) return;
        heard();
        tell('open');
      },
      failed(retryMs = reconnectMs) {
        own.connection?.close();
        if (!live()) return;
        current = null;
        if (watchdog) clearTimeout(watchdog);
        tell('down');
        retry = setTimeout(open, retryMs);
      },
    });
    heard();
  };
  open();
  return () => {
    stopped = true;
    current?.connection?.close();
    current = null;
    if (retry) clearTimeout(retry);
    if (watchdog) clearTimeout(watchdog);
  };
}
