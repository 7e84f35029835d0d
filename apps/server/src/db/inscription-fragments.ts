import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

// Pieces of SQL over inscriptions that other modules' repositories build their own queries on (timing's bib
// lookup, the reports): a query is composed, not called, so it cannot go through the inscriptions service.

/**
 * Inscriptions (`i`) with their runner (`r`) and the start group (`sg`) of their category, if any: a
 * category belongs to at most one start group of the event (start_group_categories_one_group).
 */
export function inscriptionsWithStartGroup(db: Kysely<Database>) {
  return db
    .selectFrom('inscriptions as i')
    .innerJoin('runners as r', 'r.id', 'i.runner_id')
    .leftJoin('start_group_categories as sgc', (join) =>
      join.onRef('sgc.category_id', '=', 'i.category_id').onRef('sgc.event_id', '=', 'i.event_id'),
    )
    .leftJoin('start_groups as sg', 'sg.id', 'sgc.start_group_id');
}

/** An inscription's kind, confirmations, bib and payment: what its state and the amount it owes are read from. */
export const inscriptionStateColumns = [
  'i.es_equipo',
  'i.pago_confirmado',
  'i.inscripcion_confirmada',
  'i.asistencia_confirmada',
  'i.numero_dorsal_asignado',
  'i.precio_unitario',
  'i.pago_informado_at',
  'i.pago_referencia',
  'i.partner_runner_id',
] as const;
