import {
  type OutboxEntry,
  type OutboxEntryState,
  type OutboxStore,
  type RecordBody,
  type StartBody,
  upgradeStoredEntry,
} from './outbox-store.ts';

/** Thrown by the sender; `status` 0 means the server could not be reached. */
export interface SendError {
  status: number;
  message: string;
}

export interface OutboxOptions {
  store: OutboxStore;
  /** Sends one entry; resolves with the server's answer on 2xx, rejects with a SendError otherwise. */
  send: (entry: OutboxEntry) => Promise<unknown>;
  newId?: () => string;
  now?: () => number;
  /** Wait before the next try after `failures` failed tries in a row. */
  backoff?: (failures: number) => number;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
  /** Called after each acknowledgement (to refresh what the screen reads from the server). */
  onAcknowledged?: (entry: OutboxEntry) => void;
}

/**
 * A few timing devices retrying every 3 s cost the server nothing, and a database or network back after an
 * outage sees the pending records within 3 s (a longer wait left them 'pendientes' up to half a minute).
 */
export const MAX_BACKOFF_MS = 3_000;
export const defaultBackoff = (failures: number) => Math.min(MAX_BACKOFF_MS, 500 * 2 ** Math.max(0, failures - 1));

/** Acknowledged entries are kept a while so the screen can show them offline; then they are dropped. */
const KEEP_SENT_MS = 2 * 24 * 3_600_000;

/**
 * A refusal that will not change by sending again. A lost session (401/403), a timeout or rate limit
 * (408/425/429) and server faults (5xx) are retried: the record must reach the server eventually.
 */
export function isFinalRefusal(status: number): boolean {
  return status >= 400 && status < 500 && ![401, 403, 408, 425, 429].includes(status);
}

function byTaking(a: OutboxEntry, b: OutboxEntry): number {
  return a.createdAt - b.createdAt || a.order - b.order;
}

/**
 * Every record and group start goes first into IndexedDB, then to the server in the order taken,
 * retried with backoff until acknowledged (D10). Nothing is ever dropped silently: a final refusal
 * keeps the entry, marked with the server's message.
 */
export class Outbox {
  private entries: OutboxEntry[] = [];
  private listeners = new Set<() => void>();
  private flushing: Promise<void> | null = null;
  private flushAgain = false;
  private failures = 0;
  private timer: unknown = null;
  private order = 0;
  private loaded: Promise<void> | null = null;
  private unsaved = 0;
  /** Entries the device refused to store (quota, storage error): kept in memory and still sent. */
  private readonly memoryOnly = new Set<string>();
  private readonly options: Required<Omit<OutboxOptions, 'onAcknowledged'>> & Pick<OutboxOptions, 'onAcknowledged'>;

  constructor(options: OutboxOptions) {
    this.options = {
      newId: () => crypto.randomUUID(),
      now: () => Date.now(),
      backoff: defaultBackoff,
      setTimer: (callback, ms) => setTimeout(callback, ms),
      clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
      ...options,
    };
  }

  /** Reads what a previous page left in the store and starts sending it. */
  load(): Promise<void> {
    this.loaded ??= (async () => {
      const stored = (await this.options.store.getAll()).map(upgradeStoredEntry);
      const cutoff = this.options.now() - KEEP_SENT_MS;
      const stale = stored.filter((entry) => entry.status === 'sent' && entry.createdAt < cutoff);
      await Promise.all(stale.map((entry) => this.options.store.delete(entry.clientId)));
      const staleIds = new Set(stale.map((entry) => entry.clientId));
      const known = new Set(this.entries.map((entry) => entry.clientId));
      this.entries = [
        ...this.entries,
        ...stored.filter((e) => !staleIds.has(e.clientId) && !known.has(e.clientId)),
      ].sort(byTaking);
      this.emit();
      void this.flush();
    })();
    return this.loaded;
  }

  snapshot(): readonly OutboxEntry[] {
    return this.entries;
  }

  pendingCount(eventId?: number): number {
    return this.entries.filter((e) => e.status === 'pending' && (eventId === undefined || e.eventId === eventId))
      .length;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Stores the write on the device first; it is shown at once and sent in the background. */
  async enqueue(
    input: { eventId: number; path: string; clientId?: string; createdAt?: number } & (
      | { kind: 'record'; body: Omit<RecordBody, 'clientId'> }
      | { kind: 'start'; body: StartBody }
    ),
  ): Promise<OutboxEntry> {
    const clientId = input.clientId ?? this.options.newId();
    const entry: OutboxEntry = {
      clientId,
      eventId: input.eventId,
      path: input.path,
      ...(input.kind === 'record'
        ? { kind: 'record' as const, body: { ...input.body, clientId } }
        : { kind: 'start' as const, body: input.body }),
      createdAt: input.createdAt ?? this.options.now(),
      order: this.order++,
      status: 'pending',
      attempts: 0,
      error: null,
      response: null,
    };
    // Until the copy is on the device, hasUnsavedWrites() says so and the screen asks before the page
    // is left: under fast typing the device's storage can lag behind the keyboard.
    this.unsaved += 1;
    try {
      await this.options.store.put(entry);
    } catch {
      this.memoryOnly.add(clientId);
    } finally {
      this.unsaved -= 1;
    }
    this.entries = [...this.entries, entry].sort(byTaking);
    this.emit();
    void this.flush();
    return entry;
  }

  /** True while a write is taken but not yet stored on the device (a reload now would lose it). */
  hasUnsavedWrites(): boolean {
    return (
      this.unsaved > 0 ||
      this.entries.some((entry) => entry.status === 'pending' && this.memoryOnly.has(entry.clientId))
    );
  }

  /**
   * Drops an entry the server refused for good, once the timekeeper chose to (after resending it
   * corrected, or on purpose). Anything not refused is never dropped: it returns false.
   */
  async discard(clientId: string): Promise<boolean> {
    const entry = this.entries.find((e) => e.clientId === clientId);
    if (entry?.status !== 'rejected') return false;
    await this.options.store.delete(clientId);
    this.memoryOnly.delete(clientId);
    this.entries = this.entries.filter((e) => e.clientId !== clientId);
    this.emit();
    return true;
  }

  /** Tries now, whatever the backoff (the browser came back online, or the user asked). */
  retryNow(): Promise<void> {
    this.cancelTimer();
    this.failures = 0;
    return this.flush();
  }

  /** Sends pending entries one by one, oldest first; stops at the first failure that may pass. */
  flush(): Promise<void> {
    if (this.flushing) {
      this.flushAgain = true;
      return this.flushing;
    }
    this.cancelTimer();
    this.flushing = (async () => {
      do {
        this.flushAgain = false;
        await this.sendPending();
      } while (this.flushAgain && this.timer === null);
    })().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  stop(): void {
    this.cancelTimer();
  }

  private async sendPending(): Promise<void> {
    for (;;) {
      const next = this.entries.find((entry) => entry.status === 'pending');
      if (!next) return;
      let update: Partial<OutboxEntryState>;
      try {
        const response = await this.options.send(next);
        update = {
          status: 'sent',
          attempts: next.attempts + 1,
          error: null,
          response: response ?? null,
          ackedAt: Date.now(),
        };
        this.failures = 0;
      } catch (error) {
        const { status, message } = toSendError(error);
        if (isFinalRefusal(status)) {
          update = { status: 'rejected', attempts: next.attempts + 1, error: message };
        } else {
          await this.replace(next.clientId, { attempts: next.attempts + 1, error: message });
          this.failures += 1;
          this.schedule();
          return;
        }
      }
      const updated = await this.replace(next.clientId, update);
      if (updated?.status === 'sent') this.options.onAcknowledged?.(updated);
    }
  }

  private async replace(clientId: string, update: Partial<OutboxEntryState>): Promise<OutboxEntry | undefined> {
    const current = this.entries.find((entry) => entry.clientId === clientId);
    if (!current) return undefined;
    const updated: OutboxEntry = { ...current, ...update };
    try {
      await this.options.store.put(updated);
    } catch {
      this.memoryOnly.add(clientId);
    }
    this.entries = this.entries.map((entry) => (entry.clientId === clientId ? updated : entry));
    this.emit();
    return updated;
  }

  private schedule(): void {
    this.cancelTimer();
    this.timer = this.options.setTimer(() => {
      this.timer = null;
      void this.flush();
    }, this.options.backoff(this.failures));
  }

  private cancelTimer(): void {
    if (this.timer !== null) this.options.clearTimer(this.timer);
    this.timer = null;
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}

function toSendError(error: unknown): SendError {
  if (error && typeof error === 'object' && 'status' in error && typeof error.status === 'number') {
    return { status: error.status, message: error instanceof Error ? error.message : String(error) };
  }
  return { status: 0, message: error instanceof Error ? error.message : 'Error al registrar tiempo' };
}
