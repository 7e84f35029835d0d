import {
  ALL_MAILS_ON,
  BROADCASTS_PER_EVENT_PER_HOUR,
  type BroadcastAnswer,
  type BroadcastAudience,
  broadcastMessages as bm,
  type EventMailSettings,
  type EventMailSettingsAnswer,
} from '@carreras/domain/mail/event-mails.schemas';
import { broadcastEmail } from '@carreras/domain/mail/inscription-mails';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { conflict, tooManyRequests } from '../../lib/app-error.ts';
import { audit } from '../../lib/audit.ts';
import { nowIso } from '../../lib/clock.ts';
import { getEvent } from '../events/events.service.ts';
import { getRace } from '../races/races.service.ts';
import {
  countBroadcastRecipients,
  countBroadcastsSince,
  findBroadcastRecipients,
  findEventMailSettings,
  writeEventMailSettings,
} from './event-mails.repository.ts';
import type { Mailer } from './mailer.service.ts';
import { enqueueMail } from './outbox.service.ts';

type Db = Kysely<Database>;

/** The event's switches (every kind on until saved) and whether this site sends email. */
export async function getEventMailSettings(
  db: Db,
  mailer: Mailer | null,
  eventId: number,
): Promise<EventMailSettingsAnswer> {
  await getEvent(db, eventId);
  return { email: mailer !== null, settings: (await findEventMailSettings(db, eventId)) ?? ALL_MAILS_ON };
}

/** Saves the switches with their audit; messages written from now on follow them. */
export async function saveEventMailSettings(
  db: Db,
  mailer: Mailer | null,
  adminId: number,
  eventId: number,
  settings: EventMailSettings,
): Promise<EventMailSettingsAnswer> {
  await getEvent(db, eventId);
  await db.transaction().execute(async (trx) => {
    await writeEventMailSettings(trx, eventId, settings, nowIso());
    await audit(trx, {
      actorType: 'admin',
      actorId: adminId,
      action: 'mail-settings',
      entity: 'event',
      entityId: eventId,
      detail: { ...settings },
    });
  });
  return getEventMailSettings(db, mailer, eventId);
}

/** Whom a message to the event's inscribed runners would reach. */
export async function getBroadcastAudience(db: Db, mailer: Mailer | null, eventId: number): Promise<BroadcastAudience> {
  await getEvent(db, eventId);
  return { email: mailer !== null, recipients: await countBroadcastRecipients(db, eventId) };
}

/**
 * A message of the organiser to every inscribed runner of the event: one outbox row per runner (their name in the
 * greeting, a link to their inscription), written with its audit in one transaction, so all of it is queued or
 * none. Refused with email off (nothing is written), with nobody to write to, and past the hourly limit.
 */
export async function broadcastToEvent(
  db: Db,
  mailer: Mailer | null,
  adminId: number,
  eventId: number,
  input: { subject: string; body: string },
): Promise<BroadcastAnswer> {
  const event = await getEvent(db, eventId);
  if (!mailer) throw conflict(bm.mailOff);
  const race = await getRace(db, event.race_id);
  const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
  const recipients = await db.transaction().execute(async (trx) => {
    if ((await countBroadcastsSince(trx, eventId, hourAgo)) >= BROADCASTS_PER_EVENT_PER_HOUR) {
      throw tooManyRequests(bm.tooMany);
    }
    const people = await findBroadcastRecipients(trx, eventId);
    if (people.length === 0) throw conflict(bm.noRecipients);
    for (const person of people) {
      const content = broadcastEmail({
        nombre: person.nombre,
        organizador: race.nombre,
        evento: event.nombre,
        asunto: input.subject,
        cuerpo: input.body,
        link: `${mailer.publicUrl}/races/register?inscriptionId=${person.inscriptionId}`,
      });
      await enqueueMail(trx, {
        kind: 'broadcast',
        recipient: person.email,
        subject: content.subject,
        body: content.text,
        html: content.html,
        runnerId: person.runnerId,
        eventId,
        inscriptionId: person.inscriptionId,
      });
    }
    await audit(trx, {
      actorType: 'admin',
      actorId: adminId,
      action: 'broadcast-mail',
      entity: 'event',
      entityId: eventId,
      detail: { subject: input.subject, recipients: people.length, bodyLength: input.body.length },
    });
    return people.length;
  });
  mailer.outbox.wake();
  return { recipients };
}
