import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshTimingSoon } from '../api/coalesced-refresh.ts';
import { hearsTimingChanges } from '../api/use-timing-live.ts';
import { Outbox } from './outbox.ts';
import type { OutboxEntry } from './outbox-store.ts';
import { memoryOutboxStore, openOutboxStore } from './outbox-store.ts';

let shared: Outbox | null = null;
let acknowledged: ((entry: OutboxEntry) => void) | null = null;
let persistent = true;
const persistenceListeners = new Set<() => void>();

/** The device's one outbox (IndexedDB 'carreras-timing'), created on first use. */
export function sharedOutbox(): Outbox {
  if (shared) return shared;
  const storePromise = openOutboxStore().catch(() => {
    // Still records and sends; the screen warns that a reload would lose what is waiting.
    persistent = false;
    for (const listener of persistenceListeners) listener();
    return memoryOutboxStore();
  });
  const outbox = new Outbox({
    store: {
      getAll: async () => (await storePromise).getAll(),
      put: async (entry) => (await storePromise).put(entry),
      delete: async (clientId) => (await storePromise).delete(clientId),
    },
    send: (entry) => apiRequest(entry.path, { method: 'POST', body: entry.body, session: 'admin', timeoutMs: 15_000 }),
    onAcknowledged: (entry) => acknowledged?.(entry),
  });
  window.addEventListener('online', () => void outbox.retryNow());
  // A reload or a closed tab while a record is shown but not yet on the device would lose it: ask first.
  window.addEventListener('beforeunload', (event) => {
    if (outbox.hasUnsavedWrites() || (!persistent && outbox.pendingCount() > 0)) event.preventDefault();
  });
  shared = outbox;
  return outbox;
}

/** The outbox's entries of one event, kept in step with every change; loads the stored ones once. */
export function useOutbox(eventId: number) {
  const outbox = sharedOutbox();
  const queryClient = useQueryClient();
  const entries = useSyncExternalStore(
    (listener) => outbox.subscribe(listener),
    () => outbox.snapshot(),
  );
  useEffect(() => {
    // The server's answer is on the screen already (the outbox keeps it); with the changes stream open,
    // the stream then names the bib and only its records are read again.
    acknowledged = (entry) => {
      if (!hearsTimingChanges(entry.eventId)) refreshTimingSoon(queryClient, entry.eventId);
    };
    void outbox.load();
  }, [outbox, queryClient]);
  const stored = useSyncExternalStore(
    (listener) => {
      persistenceListeners.add(listener);
      return () => persistenceListeners.delete(listener);
    },
    () => persistent,
  );
  const forEvent = entries.filter((entry) => entry.eventId === eventId);
  return {
    outbox,
    /** False when the browser refused IndexedDB: records then live in memory only. */
    persistent: stored,
    entries: forEvent,
    pending: forEvent.filter((entry) => entry.status === 'pending'),
    rejected: forEvent.filter((entry) => entry.status === 'rejected'),
  };
}
