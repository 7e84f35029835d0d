import { minLapMs } from '@carreras/domain/timing/min-lap';
import type { BibInfo, GroupStart } from '@carreras/domain/timing/timed-record';
import { type Kysely, sql } from 'kysely';
import { inscriptionsWithStartGroup } from '../../db/inscription-fragments.ts';
import type { Database } from '../../db/schema.ts';

// The event and its bibs as the timing screens know them: holder, distance, category, start group, laps.

type Q = Kysely<Database>;

/** The event as the timing screens head it. */
export interface TimingEvent {
  id: number;
  nombre: string;
  fecha: string;
}

export const findEvent = (db: Q, eventId: number): Promise<TimingEvent | undefined> =>
  db.selectFrom('events').select(['id', 'nombre', 'fecha']).where('id', '=', eventId).executeTakeFirst();

/** The start group of a row joined to start_groups (group_id, group_name, group_start), if any. */
export function groupStart(row: {
  group_id: number | null;
  group_name: string | null;
  group_start: number | string | null;
}): GroupStart | null {
  if (row.group_id === null) return null;
  return {
    id: row.group_id,
    name: row.group_name ?? '',
    startTime: row.group_start === null ? null : Number(row.group_start),
  };
}

/** Runner, distance and category of every bib assigned in the event. */
export async function bibInfo(db: Q, eventId: number, bib?: number | readonly number[]): Promise<Map<number, BibInfo>> {
  let query = inscriptionsWithStartGroup(db)
    .leftJoin('timing_configs as tc', (join) =>
      join.onRef('tc.event_id', '=', 'i.event_id').onRef('tc.distancia', '=', 'i.distancia'),
    )
    .select([
      'i.id as inscription_id',
      'i.numero_dorsal_asignado as dorsal',
      'i.distancia',
      'i.category_id',
      'i.categoria',
      'r.nombre',
      'r.apellido',
      'sg.id as group_id',
      'sg.name as group_name',
      'sg.start_time as group_start',
      'tc.min_lap_seconds',
      'tc.laps',
      'tc.enabled',
      (eb) =>
        eb
          .selectFrom('result_adjustments as ra')
          .select('ra.status')
          .whereRef('ra.event_id', '=', 'i.event_id')
          .whereRef('ra.dorsal', '=', 'i.numero_dorsal_asignado')
          .as('status'),
    ])
    .where('i.event_id', '=', eventId)
    .where('i.numero_dorsal_asignado', 'is not', null);
  if (typeof bib === 'number') query = query.where('i.numero_dorsal_asignado', '=', bib);
  else if (bib !== undefined)
    query = bib.length === 0 ? query.where(sql<boolean>`false`) : query.where('i.numero_dorsal_asignado', 'in', bib);
  const rows = await query.execute();
  return new Map(
    rows.map((r) => [
      r.dorsal as number,
      {
        inscriptionId: r.inscription_id,
        runnerName: `${r.nombre} ${r.apellido}`,
        distancia: r.distancia,
        categoryId: r.category_id,
        categoria: r.categoria,
        group: groupStart(r),
        minLapMs: minLapMs(r.min_lap_seconds),
        laps: r.laps !== null && r.enabled ? Number(r.laps) : null,
        dns: r.status === 'DNS',
      },
    ]),
  );
}

/** The bib assigned to the runner in the event, or null. */
export async function bibOfRunner(db: Q, eventId: number, runnerId: number): Promise<number | null> {
  const row = await db
    .selectFrom('inscriptions')
    .select('numero_dorsal_asignado')
    .where('event_id', '=', eventId)
    .where('runner_id', '=', runnerId)
    .executeTakeFirst();
  return row?.numero_dorsal_asignado ?? null;
}
