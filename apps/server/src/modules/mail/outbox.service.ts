import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { insertOutboxMessage, listOutbox, type NewOutboxMessage, type OutboxRow } from './outbox.repository.ts';

/** Wakes the outbox's worker once the transaction that wrote a message has committed. */
export interface OutboxWaker {
  wake(): void;
}

/**
 * Writes a message into the outbox. Call it with the transaction of what causes the message: the message
 * exists exactly when that change does, and the worker sends it after the commit (never the request).
 */
export async function enqueueMail(trx: Kysely<Database>, message: NewOutboxMessage): Promise<number> {
  return insertOutboxMessage(trx, message, Date.now());
}

export type { OutboxRow };

/** The outbox, oldest first. */
export function readOutbox(db: Kysely<Database>): Promise<OutboxRow[]> {
  return listOutbox(db);
}
