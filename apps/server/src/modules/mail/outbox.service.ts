import type { EventMailSwitch } from '@carreras/domain/mail/event-mails.schemas';
import type { MailKind } from '@carreras/domain/mail/inscription-mails';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { findEventMailSettings } from './event-mails.repository.ts';
import { insertOutboxMessage, listOutbox, type NewOutboxMessage, type OutboxRow } from './outbox.repository.ts';

/** Wakes the outbox's worker once the transaction that wrote a message has committed. */
export interface OutboxWaker {
  wake(): void;
}

/**
 * The event's switch that governs each kind (docs/decisions/017-mail-outbox.md, 'Per event'). The partner's
 * invitation goes with the inscription it belongs to; a password reset, a message to all inscribed runners and
 * a resend are never switched off.
 */
const SWITCH_OF: Partial<Record<MailKind, EventMailSwitch>> = {
  'inscription-received': 'inscriptionReceived',
  'pair-invitation': 'inscriptionReceived',
  'payment-verified': 'paymentVerified',
  'waiting-promoted': 'waitingPromoted',
  'bib-assigned': 'bibAssigned',
  'results-published': 'resultsPublished',
};

/** Whether the event sends this kind of message (no switches saved: every kind). */
export async function eventSends(db: Kysely<Database>, eventId: number, kind: string): Promise<boolean> {
  const key = SWITCH_OF[kind as MailKind];
  if (!key) return true;
  const settings = await findEventMailSettings(db, eventId);
  return settings?.[key] ?? true;
}

/**
 * Writes a message into the outbox. Call it with the transaction of what causes it: the message exists exactly
 * when that change does, and the worker sends it after the commit (never the request). Null when nothing was
 * written: the event switched that kind off, or a message with the same `dedupeKey` was written before.
 */
export async function enqueueMail(trx: Kysely<Database>, message: NewOutboxMessage): Promise<number | null> {
  const switchable = message.eventId != null && message.resentFrom == null;
  if (switchable && !(await eventSends(trx, message.eventId!, message.kind))) return null;
  return insertOutboxMessage(trx, message, Date.now());
}

/** The outbox, oldest first. */
export function readOutbox(db: Kysely<Database>): Promise<OutboxRow[]> {
  return listOutbox(db);
}
