import { checkInMessages } from '@carreras/domain/check-in/check-in.schemas';
import type { Inscription } from '@carreras/domain/inscriptions/inscription.schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { conflict } from '../../lib/app-error.ts';
import { nowIso } from '../../lib/clock.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { auditInscription, requireInscription } from '../inscriptions/inscription-audit.ts';
import { findNextFreeBib, setBibIfNone } from './check-in.repository.ts';

type Db = Kysely<Database>;

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

  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const bib = await findNextFreeBib(db, inscription.eventId);
    try {
      if (!(await setBibIfNone(db, id, bib, nowIso()))) break;
      await auditInscription(db, id, {
        actorType: 'admin',
        actorId: adminId,
        action: 'assign-next-bib',
        detail: { numero_dorsal_asignado: bib },
      });
      break;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (attempt === MAX_ATTEMPTS - 1) throw conflict(checkInMessages.noFreeBib);
    }
  }
  return requireInscription(db, id);
}
