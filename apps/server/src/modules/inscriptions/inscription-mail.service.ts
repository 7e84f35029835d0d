import type { Inscription } from '@carreras/domain/inscriptions/inscription.schemas';
import {
  bibAssignedEmail,
  type InscriptionFacts,
  inscriptionReceivedEmail,
  type MailContent,
  type MailKind,
  paymentVerifiedEmail,
} from '@carreras/domain/mail/inscription-mails';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { getEvent } from '../events/events.service.ts';
import { eventCalendar } from '../mail/event-calendar.service.ts';
import type { Mailer } from '../mail/mailer.service.ts';
import { enqueueMail } from '../mail/outbox.service.ts';
import { getRace } from '../races/races.service.ts';
import { findRunnerById } from '../runners/runners.service.ts';
import { requireInscription } from './inscription-audit.service.ts';
import { findRegistration } from './places.repository.ts';

type Db = Kysely<Database>;

/** Where the runner sees an inscription (apps/web/src/config/paths.ts, enrolDetail). */
const inscriptionLink = (publicUrl: string, id: number) => `${publicUrl}/races/register?inscriptionId=${id}`;

/** The partner as the holder knows them: the confirmed partner's name, or the name shown when they were invited. */
function pairOf(inscription: Inscription): InscriptionFacts['pareja'] {
  if (inscription.compañero) {
    return { nombre: `${inscription.compañero.nombre} ${inscription.compañero.apellido}`, pendiente: false };
  }
  const pending = inscription.compañeroPendiente;
  if (pending) return { nombre: pending.nombre || `DNI ${pending.dni}`, pendiente: true };
  return null;
}

type Message =
  | { kind: 'inscription-received' }
  | { kind: 'payment-verified' }
  | { kind: 'bib-assigned'; dorsal: number };

/**
 * Writes one of the inscription's emails to the holder through the outbox, reading everything in `trx` (the
 * transaction of what causes it), so the message exists exactly when the change does. Nothing when email is off
 * (`mailer` null) or the holder has no address. The caller wakes the worker once the transaction committed.
 */
export async function enqueueInscriptionMail(
  trx: Db,
  mailer: Mailer | null,
  inscriptionId: number,
  message: Message,
): Promise<void> {
  if (!mailer) return;
  const inscription = await requireInscription(trx, inscriptionId);
  const runner = await findRunnerById(trx, inscription.runnerId);
  if (!runner?.email) return;
  const event = await getEvent(trx, inscription.eventId);
  const [race, registration] = await Promise.all([getRace(trx, event.race_id), findRegistration(trx, event.id)]);
  const link = inscriptionLink(mailer.publicUrl, inscription.id);
  const facts: InscriptionFacts = {
    nombre: runner.nombre,
    organizador: race.nombre,
    evento: event.nombre,
    fecha: event.fecha,
    lugar: event.lugar,
    distancia: inscription.distancia,
    categoria: inscription.categoria,
    pareja: pairOf(inscription),
    link,
  };
  const retiroKit = registration?.retiroKit ?? null;
  let content: MailContent;
  let kind: MailKind;
  if (message.kind === 'inscription-received') {
    kind = message.kind;
    content = inscriptionReceivedEmail(facts, {
      monto: inscription.montoAPagar ?? null,
      pagado: inscription.pagoConfirmado,
      pago: {
        alias: registration?.pagoAlias ?? null,
        cbu: registration?.pagoCbu ?? null,
        link: registration?.pagoLink ?? null,
        efectivo: registration?.pagoEfectivo ?? false,
        notas: registration?.pagoNotas ?? null,
      },
      retiroKit,
    });
  } else if (message.kind === 'payment-verified') {
    kind = message.kind;
    content = paymentVerifiedEmail(facts, inscription.montoAPagar ?? null);
  } else {
    kind = message.kind;
    content = bibAssignedEmail(facts, message.dorsal, retiroKit);
  }
  await enqueueMail(trx, {
    kind,
    recipient: runner.email,
    subject: content.subject,
    body: content.text,
    html: content.html,
    attachments:
      kind === 'inscription-received'
        ? [
            eventCalendar({
              uid: `inscripcion-${inscription.id}@${new URL(mailer.publicUrl).host}`,
              evento: event.nombre,
              fecha: event.fecha,
              lugar: event.lugar,
              link,
              descripcion: `${inscription.distancia} km · ${inscription.categoria} · ${race.nombre}`,
            }),
          ]
        : [],
    runnerId: runner.id,
    eventId: event.id,
    inscriptionId: inscription.id,
  });
}
