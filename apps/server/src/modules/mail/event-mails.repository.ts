import type { EventMailSettings } from '@carreras/domain/mail/event-mails.schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

/** The switches saved for an event; undefined when none were (every kind on). */
export async function findEventMailSettings(db: Db, eventId: number): Promise<EventMailSettings | undefined> {
  const row = await db.selectFrom('event_mail_settings').selectAll().where('event_id', '=', eventId).executeTakeFirst();
  if (!row) return undefined;
  // SQLite answers 0/1, PostgreSQL booleans.
  return {
    inscriptionReceived: Boolean(row.inscription_received),
    paymentVerified: Boolean(row.payment_verified),
    waitingPromoted: Boolean(row.waiting_promoted),
    bibAssigned: Boolean(row.bib_assigned),
    resultsPublished: Boolean(row.results_published),
  };
}

export async function writeEventMailSettings(db: Db, eventId: number, settings: EventMailSettings, now: string) {
  const values = {
    inscription_received: settings.inscriptionReceived,
    payment_verified: settings.paymentVerified,
    waiting_promoted: settings.waitingPromoted,
    bib_assigned: settings.bibAssigned,
    results_published: settings.resultsPublished,
    updated_at: now,
  };
  await db
    .insertInto('event_mail_settings')
    .values({ event_id: eventId, ...values })
    .onConflict((oc) => oc.column('event_id').doUpdateSet(values))
    .execute();
}

/** A runner a message to the event's inscribed runners goes to. */
export interface BroadcastRecipient {
  runnerId: number;
  inscriptionId: number;
  nombre: string;
  email: string;
}

/**
 * The event's inscribed runners with an address, each once: holders and confirmed partners (a partner still to
 * accept is not inscribed yet, nor is anyone on the waiting list).
 */
export async function findBroadcastRecipients(db: Db, eventId: number): Promise<BroadcastRecipient[]> {
  const rows = await db
    .selectFrom('event_participants as p')
    .innerJoin('runners as r', 'r.id', 'p.runner_id')
    .select(['r.id', 'r.nombre', 'r.email', 'p.inscription_id'])
    .where('p.event_id', '=', eventId)
    .where('r.email', '<>', '')
    .orderBy('r.id')
    .execute();
  return rows.map((row) => ({
    runnerId: row.id,
    inscriptionId: row.inscription_id,
    nombre: row.nombre,
    email: row.email,
  }));
}

export async function countBroadcastRecipients(db: Db, eventId: number): Promise<number> {
  const row = await db
    .selectFrom('event_participants as p')
    .innerJoin('runners as r', 'r.id', 'p.runner_id')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('p.event_id', '=', eventId)
    .where('r.email', '<>', '')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Messages to all of the event's runners sent since `since` (ISO), as the audit log counts them. */
export async function countBroadcastsSince(db: Db, eventId: number, since: string): Promise<number> {
  const row = await db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('action', '=', 'broadcast-mail')
    .where('entity', '=', 'event')
    .where('entity_id', '=', eventId)
    .where('at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
