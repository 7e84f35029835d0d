import { checkInMessages } from '@carreras/domain/check-in/check-in.schemas';
import type { Inscription } from '@carreras/domain/inscriptions/inscription.schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { nowIso } from '../../lib/clock.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { requireEventExists } from '../events/events.service.ts';
import { auditInscription, requireInscription } from '../inscriptions/inscription-audit.service.ts';
import { enqueueInscriptionMail } from '../inscriptions/inscription-mail.service.ts';
import { findInscription } from '../inscriptions/inscriptions.service.ts';
import { withParticipantData } from '../inscriptions/participant-data.service.ts';
import { withDeskMoney } from '../inscriptions/payments.service.ts';
import { mailerOf } from '../mail/mailer.service.ts';
import { bibAuditDetail, findNextFreeBib, searchInscriptionIds, setBibIfNone } from './check-in.repository.ts';

type Db = Kysely<Database>;

/** The event's inscriptions matching q, with the holder's and partner's data; none for an empty q. */
export async function searchCheckIn(db: Db, eventId: number, q: string) {
  await requireEventExists(db, eventId);
  if (q === '') return { items: [] };
  const ids = await searchInscriptionIds(db, eventId, q);
  const found = await Promise.all(ids.map((id) => findInscription(db, id)));
  const items = found.filter((inscription) => inscription !== undefined);
  const list = await withParticipantData(db, { items, total: items.length, page: 1, limit: items.length });
  return { items: await withDeskMoney(db, list.items) };
}

/** One inscription as the desk's card shows it: the admin's view and its money. */
export async function deskInscription(db: Db, id: number) {
  const inscription = await requireInscription(db, id);
  const list = await withParticipantData(db, { items: [inscription], total: 1, page: 1, limit: 1 });
  const [item] = await withDeskMoney(db, list.items);
  if (!item) throw notFound();
  return item;
}

export async function nextFreeBib(db: Db, eventId: number): Promise<{ dorsal: number }> {
  await requireEventExists(db, eventId);
  return { dorsal: await findNextFreeBib(db, eventId) };
}

/** Tables racing for the same bib each lose at most once per other table; this bounds a pathological loop. */
const MAX_ATTEMPTS = 20;

/**
 * Gives the inscription the lowest free bib of its event, confirming payment and inscription as any bib
 * does (D7). Two tables asking at once may pick the same number: the unique (event, bib) constraint lets
 * one win and the other tries the next. An inscription that already has a bib keeps it (a double press).
 */
export async function assignNextBib(db: Db, adminId: number, id: number): Promise<Inscription> {
  const inscription = await requireInscription(db, id);
  if (inscription.numeroDorsalAsignado !== null) return inscription;
  const mailer = mailerOf(db);

  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const bib = await findNextFreeBib(db, inscription.eventId);
    try {
      const assigned = await db.transaction().execute(async (trx) => {
        if (!(await setBibIfNone(trx, id, bib, nowIso()))) return false;
        await auditInscription(trx, id, {
          actorType: 'admin',
          actorId: adminId,
          action: 'assign-next-bib',
          detail: bibAuditDetail(bib),
        });
        await enqueueInscriptionMail(trx, mailer, id, { kind: 'bib-assigned', dorsal: bib });
        return true;
      });
      if (assigned) mailer?.outbox.wake();
      break;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (attempt === MAX_ATTEMPTS - 1) throw conflict(checkInMessages.noFreeBib);
    }
  }
  return requireInscription(db, id);
}
