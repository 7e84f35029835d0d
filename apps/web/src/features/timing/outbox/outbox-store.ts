import type { EndpointBody } from '@carreras/domain/api/define-endpoint';
import type { timingContract } from '@carreras/domain/timing/timing.contract';

/** A passage as this device sends it: the record endpoint's body, the instant always in epoch ms. */
export type RecordBody = EndpointBody<typeof timingContract.record> & { timestamp: number };
/** A group start as this device sends it. */
export type StartBody = EndpointBody<typeof timingContract.startGroup>;

/** Where an entry stands with the server. */
export interface OutboxEntryState {
  /** pending: not yet acknowledged; sent: acknowledged; rejected: refused for good (message kept). */
  status: 'pending' | 'sent' | 'rejected';
  attempts: number;
  /** The server's Spanish message of a final refusal, or of the last failed attempt. */
  error: string | null;
  /** The server's answer once acknowledged. */
  response: unknown;
  /** Local clock when the server acknowledged it (entries stored by older versions lack it). */
  ackedAt?: number;
}

/** What the outbox keeps per write: a record or a group start, until the server acknowledges it. */
export type OutboxEntry = OutboxEntryState & {
  /** crypto.randomUUID(); the server stores a record once per client id (D10). */
  clientId: string;
  eventId: number;
  /** API path, e.g. /timing/4/record. */
  path: string;
  /** Local clock when it was taken (epoch ms). */
  createdAt: number;
  /** Order of taking within the same millisecond. */
  order: number;
} & ({ kind: 'record'; body: RecordBody } | { kind: 'start'; body: StartBody });

/**
 * An entry as an earlier version of this page stored it, made the shape sent today: a record's body
 * carried `recordedAt` (the instant, now `timestamp`) and `lap` (never used by the server).
 */
export function upgradeStoredEntry(stored: OutboxEntry): OutboxEntry {
  if (stored.kind !== 'record') return stored;
  const { recordedAt, lap: _lap, ...body } = stored.body as RecordBody & { recordedAt?: unknown; lap?: unknown };
  const timestamp =
    typeof body.timestamp === 'number'
      ? body.timestamp
      : typeof recordedAt === 'number'
        ? recordedAt
        : typeof recordedAt === 'string' && !Number.isNaN(Date.parse(recordedAt))
          ? Date.parse(recordedAt)
          : stored.createdAt;
  return { ...stored, body: { ...body, clientId: stored.clientId, timestamp } };
}

export interface OutboxStore {
  getAll(): Promise<OutboxEntry[]>;
  put(entry: OutboxEntry): Promise<void>;
  delete(clientId: string): Promise<void>;
}

const STORE = 'outbox';

function promised<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function done(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error);
  });
}

/** A small wrapper over the raw IndexedDB API: one object store keyed by client id. */
export async function openOutboxStore(name = 'carreras-timing', factory: IDBFactory = indexedDB): Promise<OutboxStore> {
  const open = factory.open(name, 1);
  open.onupgradeneeded = () => {
    if (!open.result.objectStoreNames.contains(STORE)) open.result.createObjectStore(STORE, { keyPath: 'clientId' });
  };
  const db = await promised(open);
  return {
    async getAll() {
      const transaction = db.transaction(STORE, 'readonly');
      return promised(transaction.objectStore(STORE).getAll() as IDBRequest<OutboxEntry[]>);
    },
    async put(entry) {
      const transaction = db.transaction(STORE, 'readwrite');
      transaction.objectStore(STORE).put(entry);
      await done(transaction);
    },
    async delete(clientId) {
      const transaction = db.transaction(STORE, 'readwrite');
      transaction.objectStore(STORE).delete(clientId);
      await done(transaction);
    },
  };
}

/** Kept in memory only: used when the browser refuses IndexedDB (some private modes). */
export function memoryOutboxStore(): OutboxStore {
  const entries = new Map<string, OutboxEntry>();
  return {
    getAll: async () => [...entries.values()],
    put: async (entry) => {
      entries.set(entry.clientId, entry);
    },
    delete: async (clientId) => {
      entries.delete(clientId);
    },
  };
}
