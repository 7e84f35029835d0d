import { CHECK_IN_MAX_RESULTS } from '@carreras/domain/check-in/check-in.schemas';
import { dniDigits, searchWords } from '@carreras/domain/search-key';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { searchTextHasWords } from '../../lib/like-pattern.ts';
import { bySortName } from '../../lib/name-order.ts';

type Db = Kysely<Database>;

/**
 * Ids of the event's inscriptions whose holder or partner has every word of q in their name, surname or DNI
 * (ignoring case, accents and a DNI's dots), or whose bib is q. A number puts the bib holder first, then
 * an exact DNI, so Enter on the first row picks the rider whose bib was typed; the rest by surname and name
 * (Spanish order).
 */
export async function searchInscriptionIds(db: Db, eventId: number, q: string): Promise<number[]> {
  const words = searchWords(q);
  if (words.length === 0) return [];
  const digits = dniDigits(q);
  const number = /^\d+$/.test(digits) ? digits : null;
  const bib = number !== null && number.length <= 6 ? Number(number) : null;
  const bibFirst = bib !== null ? sql<number>`case when i.numero_dorsal_asignado = ${bib} then 0 else 1 end` : null;
  const dniFirst =
    number !== null ? sql<number>`case when r.dni = ${number} or p.dni = ${number} then 0 else 1 end` : null;
  let query = db
    .selectFrom('inscriptions as i')
    .innerJoin('runners as r', 'r.id', 'i.runner_id')
    // A partner who has not accepted the pair yet does not take part.
    .leftJoin('runners as p', (join) =>
      join.onRef('p.id', '=', 'i.partner_runner_id').on('i.partner_pending', '=', false),
    )
    .select('i.id')
    .where('i.event_id', '=', eventId)
    .where((eb) =>
      eb.or([
        searchTextHasWords('r.search_text', words),
        searchTextHasWords('p.search_text', words),
        ...(bib !== null ? [eb('i.numero_dorsal_asignado', '=', bib)] : []),
      ]),
    );
  if (bibFirst) query = query.orderBy(bibFirst);
  if (dniFirst) query = query.orderBy(dniFirst);
  const rows = await query
    .orderBy(bySortName(db, 'r.sort_name'))
    .orderBy('r.apellido')
    .orderBy('r.nombre')
    .orderBy('i.id')
    .limit(CHECK_IN_MAX_RESULTS)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * The lowest positive bib no inscription and no result kept by name of the event holds (gaps left by removed bibs
 * are reused first; an entry's bib is timed as its rider's: docs/decisions/018-results-by-name.md).
 */
export async function findNextFreeBib(db: Db, eventId: number): Promise<number> {
  const [inscribed, entries] = await Promise.all([
    db
      .selectFrom('inscriptions')
      .select('numero_dorsal_asignado as dorsal')
      .where('event_id', '=', eventId)
      .where('numero_dorsal_asignado', 'is not', null)
      .execute(),
    db.selectFrom('result_entries').select('dorsal').where('event_id', '=', eventId).execute(),
  ]);
  const held = new Set([...inscribed, ...entries].map((row) => Number(row.dorsal)));
  let next = 1;
  while (held.has(next)) next += 1;
  return next;
}

/** The audit log's detail of a bib setBibIfNone gave: the column it set, under the column's name as the log keeps it. */
export const bibAuditDetail = (bib: number) => ({ numero_dorsal_asignado: bib });

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
