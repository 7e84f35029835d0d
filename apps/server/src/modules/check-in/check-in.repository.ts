import { CHECK_IN_MAX_RESULTS } from '@carreras/domain/check-in/check-in.schemas';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { containsPattern } from '../../lib/like-pattern.ts';

type Db = Kysely<Database>;

/** Ids of the event's inscriptions whose holder or partner matches a DNI, a name or a surname, or whose bib is q. */
export async function searchInscriptionIds(db: Db, eventId: number, q: string): Promise<number[]> {
  const pattern = containsPattern(q);
  const bib = /^\d{1,6}$/.test(q) ? Number(q) : null;
  const matches = (alias: 'r' | 'p') => [
    sql<boolean>`lower(${sql.ref(`${alias}.nombre`)} || ' ' || ${sql.ref(`${alias}.apellido`)}) like ${pattern} escape '\\'`,
    sql<boolean>`lower(${sql.ref(`${alias}.apellido`)} || ' ' || ${sql.ref(`${alias}.nombre`)}) like ${pattern} escape '\\'`,
    sql<boolean>`${sql.ref(`${alias}.dni`)} like ${pattern} escape '\\'`,
  ];
  const rows = await db
    .selectFrom('inscriptions as i')
    .innerJoin('runners as r', 'r.id', 'i.runner_id')
    // A partner who has not accepted the pair yet does not take part.
    .leftJoin('runners as p', (join) =>
      join.onRef('p.id', '=', 'i.partner_runner_id').on('i.partner_pending', '=', false),
    )
    .select('i.id')
    .where('i.event_id', '=', eventId)
    .where((eb) =>
      eb.or([...matches('r'), ...matches('p'), ...(bib !== null ? [eb('i.numero_dorsal_asignado', '=', bib)] : [])]),
    )
    .orderBy('r.apellido')
    .orderBy('r.nombre')
    .orderBy('i.id')
    .limit(CHECK_IN_MAX_RESULTS)
    .execute();
  return rows.map((row) => row.id);
}

/** The lowest positive bib no inscription of the event holds (gaps left by removed bibs are reused first). */
export async function findNextFreeBib(db: Db, eventId: number): Promise<number> {
  const rows = await db
    .selectFrom('inscriptions')
    .select('numero_dorsal_asignado as dorsal')
    .where('event_id', '=', eventId)
    .where('numero_dorsal_asignado', 'is not', null)
    .orderBy('numero_dorsal_asignado')
    .execute();
  let next = 1;
  for (const { dorsal } of rows) {
    if (dorsal === next) next += 1;
    else if (dorsal !== null && dorsal > next) break;
  }
  return next;
}

/** Gives the inscription this bib, confirming payment and inscription (D7), unless it has a bib already. */
export async function setBibIfNone(db: Db, id: number, bib: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('inscriptions')
    .set({ numero_dorsal_asignado: bib, pago_confirmado: true, inscripcion_confirmada: true, updated_at: now })
    .where('id', '=', id)
    .where('numero_dorsal_asignado', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
