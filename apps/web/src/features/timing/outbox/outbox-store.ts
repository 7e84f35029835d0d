/** What the outbox keeps per write: a record or a group start, until the server acknowledges it. */
export interface OutboxEntry {
  /** crypto.randomUUID(); the server stores a record once per client id (D10). */
  clientId: string;
  eventId: number;
  kind: 'record' | 'start';
  /** API path, e.g. /timing/4/record. */
  path: string;
  body: Record<string, unknown>;
  /** Local clock when it was taken (epoch ms). */
  createdAt: number;
  /** Order of taking within the same millisecond. */
  order: number;
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
