import type { Kysely, Selectable } from 'kysely';
import type { Database, OutboxTable } from '../../db/schema.ts';

type Db = Kysely<Database>;
export type OutboxRow = Selectable<OutboxTable>;

/** A file sent with a message; text content only (an .ics). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/** A message to write into the outbox, inside the transaction of what causes it. */
export interface NewOutboxMessage {
  kind: string;
  recipient: string;
  subject: string;
  /** The plain-text part, always there. */
  body: string;
  html?: string | null;
  attachments?: readonly MailAttachment[];
  /** Whom and what it is about: the back-office lists a runner's messages by it. */
  runnerId?: number | null;
  eventId?: number | null;
  inscriptionId?: number | null;
  resentFrom?: number | null;
  /** Written once whatever writes it again: a second message with the same key is left out. */
  dedupeKey?: string | null;
}

/** The new row's id; null when a message with the same dedupe key is already there. */
export async function insertOutboxMessage(db: Db, message: NewOutboxMessage, now: number): Promise<number | null> {
  const row = await db
    .insertInto('outbox')
    .values({
      kind: message.kind,
      recipient: message.recipient,
      subject: message.subject,
      body: message.body,
      html: message.html ?? null,
      attachments: message.attachments?.length ? JSON.stringify(message.attachments) : null,
      runner_id: message.runnerId ?? null,
      event_id: message.eventId ?? null,
      inscription_id: message.inscriptionId ?? null,
      resent_from: message.resentFrom ?? null,
      dedupe_key: message.dedupeKey ?? null,
      next_attempt_at: now,
      created_at: new Date(now).toISOString(),
    })
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row ? row.id : null;
}

/** The attachments stored with a row. */
export function attachmentsOf(row: Pick<OutboxRow, 'attachments'>): MailAttachment[] {
  return row.attachments ? (JSON.parse(row.attachments) as MailAttachment[]) : [];
}

/** A stored message as the back-office reads and resends it. */
export interface OutboxMessage {
  id: number;
  kind: string;
  recipient: string;
  subject: string;
  body: string;
  html: string | null;
  attachments: MailAttachment[];
  status: OutboxRow['status'];
  attempts: number;
  lastResponse: string | null;
  createdAt: string;
  sentAt: string | null;
  runnerId: number | null;
  eventId: number | null;
  inscriptionId: number | null;
  resentFrom: number | null;
}

const idOrNull = (value: number | string | null) => (value === null ? null : Number(value));

function toOutboxMessage(row: OutboxRow): OutboxMessage {
  return {
    id: Number(row.id),
    kind: row.kind,
    recipient: row.recipient,
    subject: row.subject,
    body: row.body,
    html: row.html,
    attachments: attachmentsOf(row),
    status: row.status,
    attempts: Number(row.attempts),
    lastResponse: row.last_response,
    createdAt: row.created_at,
    sentAt: row.sent_at,
    runnerId: idOrNull(row.runner_id),
    eventId: idOrNull(row.event_id),
    inscriptionId: idOrNull(row.inscription_id),
    resentFrom: idOrNull(row.resent_from),
  };
}

/** A runner's messages, newest first. */
export async function listOutboxOfRunner(db: Db, runnerId: number, limit: number): Promise<OutboxMessage[]> {
  const rows = await db
    .selectFrom('outbox')
    .selectAll()
    .where('runner_id', '=', runnerId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toOutboxMessage);
}

export async function findOutboxMessage(db: Db, id: number): Promise<OutboxMessage | undefined> {
  const row = await db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toOutboxMessage(row);
}

/** Up to `limit` rows a worker may claim now: pending and due, or sending under a lease that has ended. */
export async function findClaimable(db: Db, now: number, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('outbox')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', now)]),
        eb.and([eb('status', '=', 'sending'), eb('lease_until', '<', now)]),
      ]),
    )
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Takes one row for `owner` until `leaseUntil`, counting the attempt, only if it is still claimable: one
 * conditional UPDATE, so of two processes (or two workers) reaching for the same row one gets it, the other
 * nothing (PostgreSQL re-reads the condition on the row it waited for; SQLite writes one at a time).
 */
export async function claimRow(
  db: Db,
  id: number,
  claim: { owner: string; now: number; leaseUntil: number },
): Promise<OutboxRow | undefined> {
  return db
    .updateTable('outbox')
    .set((eb) => ({
      status: 'sending',
      lease_owner: claim.owner,
      lease_until: claim.leaseUntil,
      attempts: eb('attempts', '+', 1),
    }))
    .where('id', '=', id)
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', claim.now)]),
        eb.and([eb('status', '=', 'sending'), eb('lease_until', '<', claim.now)]),
      ]),
    )
    .returningAll()
    .executeTakeFirst();
}

/** The outcome of one attempt, written only while `owner` still holds the row. False when it no longer did. */
export async function settleRow(
  db: Db,
  id: number,
  owner: string,
  outcome:
    | { status: 'sent'; response: string; sentAt: string }
    | { status: 'pending'; response: string; nextAttemptAt: number }
    | { status: 'failed'; response: string },
): Promise<boolean> {
  const result = await db
    .updateTable('outbox')
    .set({
      status: outcome.status,
      last_response: outcome.response.slice(0, 1000),
      lease_owner: null,
      lease_until: null,
      ...(outcome.status === 'sent' ? { sent_at: outcome.sentAt } : {}),
      ...(outcome.status === 'pending' ? { next_attempt_at: outcome.nextAttemptAt } : {}),
    })
    .where('id', '=', id)
    .where('status', '=', 'sending')
    .where('lease_owner', '=', owner)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** When the next row becomes claimable (a retry's time or a lease's end); undefined when none waits. */
export async function nextClaimableAt(db: Db): Promise<number | undefined> {
  const row = await db
    .selectFrom('outbox')
    .select((eb) => [
      eb.fn
        .min<number | null>(eb.case().when('status', '=', 'pending').then(eb.ref('next_attempt_at')).end())
        .as('retry'),
      eb.fn.min<number | null>(eb.case().when('status', '=', 'sending').then(eb.ref('lease_until')).end()).as('lease'),
    ])
    .executeTakeFirst();
  const times = [row?.retry, row?.lease].filter((t): t is number => t !== null && t !== undefined).map(Number);
  return times.length > 0 ? Math.min(...times) : undefined;
}

/** Every row, oldest first: the outbox as tests and operators read it. */
export async function listOutbox(db: Db): Promise<OutboxRow[]> {
  return db.selectFrom('outbox').selectAll().orderBy('id').execute();
}
