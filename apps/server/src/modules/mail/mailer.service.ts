import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { OutboxWaker } from './outbox.service.ts';

/** What a service needs to write a message: the site's address for links, and the worker to wake after the commit. */
export interface Mailer {
  publicUrl: string;
  outbox: OutboxWaker;
}

// One per app, keyed by its database handle: the services that cause a message (an inscription, a payment, a
// bib) already receive that handle from every caller, so email needs no extra argument on each path to them.
const mailers = new WeakMap<Kysely<Database>, Mailer>();

/** Called once by app.ts when email is on; without it `mailerOf` answers null and nothing is written. */
export function attachMailer(db: Kysely<Database>, mailer: Mailer): void {
  mailers.set(db, mailer);
}

/** The app's mailer, or null when email is off (no SMTP_URL): then no message is written, nothing is claimed. */
export function mailerOf(db: Kysely<Database>): Mailer | null {
  return mailers.get(db) ?? null;
}
