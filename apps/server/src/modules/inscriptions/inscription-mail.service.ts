import type { Inscription } from '@carreras/domain/inscriptions/inscription.schemas';
import {
  bibAssignedEmail,
  type InscriptionFacts,
  inscriptionReceivedEmail,
  type MailContent,
  type MailKind,
  pairInvitationEmail,
  paymentVerifiedEmail,
  waitingPromotedEmail,
} from '@carreras/domain/mail/inscription-mails';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { getEvent } from '../events/events.service.ts';
import { eventCalendar } from '../mail/event-calendar.service.ts';
import type { Mailer } from '../mail/mailer.service.ts';
import { enqueueMail } from '../mail/outbox.service.ts';
import { eventPlacesSettings } from '../places/places.service.ts';
import { getRace } from '../races/races.service.ts';
import { findRunnerByDni, findRunnerById } from '../runners/runners.service.ts';
import { requireInscription } from './inscription-audit.service.ts';

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
  | { kind: 'waiting-promoted' }
  | { kind: 'pair-invitation' }
  | { kind: 'bib-assigned'; dorsal: number };

/** Where an invited partner answers: Mi Perfil lists the invitation with 'Aceptar' and 'Rechazar' (D13). */
const profileLink = (publicUrl: string) => `${publicUrl}/profile`;

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
  // The invitation goes to the partner the holder named, while they have not answered; every other to the holder.
  const pending = inscription.compañeroPendiente;
  if (message.kind === 'pair-invitation' && !pending) return;
  const runner =
    message.kind === 'pair-invitation'
      ? await findRunnerByDni(trx, pending!.dni)
      : await findRunnerById(trx, inscription.runnerId);
  if (!runner?.email) return;
  const event = await getEvent(trx, inscription.eventId);
  const [race, registration] = await Promise.all([getRace(trx, event.race_id), eventPlacesSettings(trx, event.id)]);
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
  const payment = {
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
  };
  let content: MailContent;
  let kind: MailKind;
  if (message.kind === 'inscription-received') {
    kind = message.kind;
    content = inscriptionReceivedEmail(facts, payment);
  } else if (message.kind === 'waiting-promoted') {
    kind = message.kind;
    content = waitingPromotedEmail(facts, { ...payment, cierreInscripciones: event.fechaCierreInscripciones });
  } else if (message.kind === 'pair-invitation') {
    kind = message.kind;
    const holder = await findRunnerById(trx, inscription.runnerId);
    content = pairInvitationEmail({
      ...facts,
      link: profileLink(mailer.publicUrl),
      titular: holder ? `${holder.nombre} ${holder.apellido}` : 'Tu compañero/a',
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
