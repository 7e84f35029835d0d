import { checkInMessages } from '@carreras/domain/check-in/check-in.schemas';
import { inscriptionMessages as m } from '@carreras/domain/inscriptions/inscription.messages';
import type { Inscription } from '@carreras/domain/inscriptions/inscription.schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { audit } from '../../lib/audit.ts';
import { nowIso } from '../../lib/clock.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { findInscription } from '../inscriptions/inscriptions.repository.ts';
import { findNextFreeBib } from './check-in.repository.ts';

type Db = Kysely<Database>;

/** Tables racing for the same bib each lose at most once per other table; this bounds a pathological loop. */
const MAX_ATTEMPTS = 20;

/**
 * Gives the inscription the lowest free bib of its event, confirming payment and inscription as any bib
 * does (D7). Two tables asking at once may pick the same number: the unique (event, bib) constraint lets
 * one win and the other tries the next. An inscription that already has a bib keeps it (a double press).
 */
export async function assignNextBib(db: Db, adminId: number, id: number): Promise<Inscription> {
  const inscription = await findInscription(db, id);
  if (!inscription) throw notFound(m.inscriptionNotFound);
  if (inscription.numeroDorsalAsignado !== null) return inscription;

  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const bib = await findNextFreeBib(db, inscription.eventId);
    try {
      const result = await db
        .updateTable('inscriptions')
        .set({ numero_dorsal_asignado: bib, pago_confirmado: true, inscripcion_confirmada: true, updated_at: nowIso() })
        .where('id', '=', id)
        .where('numero_dorsal_asignado', 'is', null)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) break;
      await audit(db, {
        actorType: 'admin',
        actorId: adminId,
        action: 'assign-next-bib',
        entity: 'inscription',
        entityId: id,
        detail: { numero_dorsal_asignado: bib },
      });
      break;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (attempt === MAX_ATTEMPTS - 1) throw conflict(checkInMessages.noFreeBib);
    }
  }
  const updated = await findInscription(db, id);
  if (!updated) throw notFound(m.inscriptionNotFound);
  return updated;
}
