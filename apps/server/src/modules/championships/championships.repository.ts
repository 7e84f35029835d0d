import {
  type ChampionshipSummary,
  DEFAULT_SCORING,
  type Scoring,
  scoringSchema,
} from '@carreras/domain/championships/championship.schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

export interface ChampionshipRecord {
  id: number;
  nombre: string;
  anio: number;
  scoring: Scoring;
  publicado: boolean;
}

/** A stored scoring (JSON text), read back through its schema (a field added later gets its default). */
function parseScoring(text: string): Scoring {
  const parsed = scoringSchema.safeParse(JSON.parse(text));
  return parsed.success ? parsed.data : DEFAULT_SCORING;
}

export interface ChampionshipEventRow {
  number: number;
  eventId: number;
  eventName: string;
  eventDate: string;
  /** An inactive event is not published (plugins/event-visibility.ts): standings leave it out until it is active. */
  active: boolean;
}

/** The championships, newest season first: the published ones only, or drafts too. */
export async function listChampionshipRows(db: Db, { drafts }: { drafts: boolean }): Promise<ChampionshipSummary[]> {
  let query = db
    .selectFrom('championships as c')
    .leftJoin('championship_events as ce', 'ce.championship_id', 'c.id')
    .select([
      'c.id',
      'c.nombre',
      'c.anio',
      'c.publicado',
      (eb) => eb.fn.count<number | string>('ce.event_id').as('dates'),
    ])
    .groupBy(['c.id', 'c.nombre', 'c.anio', 'c.publicado'])
    .orderBy('c.anio', 'desc')
    .orderBy('c.nombre')
    .orderBy('c.id');
  if (!drafts) query = query.where('c.publicado', '=', true);
  const rows = await query.execute();
  return rows.map((r) => ({
    id: r.id,
    nombre: r.nombre,
    anio: Number(r.anio),
    dates: Number(r.dates),
    publicado: Boolean(r.publicado),
  }));
}

export async function findChampionshipRow(db: Db, id: number): Promise<ChampionshipRecord | undefined> {
  const row = await db
    .selectFrom('championships')
    .select(['id', 'nombre', 'anio', 'scoring', 'publicado'])
    .where('id', '=', id)
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      nombre: row.nombre,
      anio: Number(row.anio),
      scoring: parseScoring(row.scoring),
      publicado: Boolean(row.publicado),
    }
  );
}

/** The championship's events in order, fecha 1 first. */
export async function championshipEventRows(db: Db, championshipId: number): Promise<ChampionshipEventRow[]> {
  const rows = await db
    .selectFrom('championship_events as ce')
    .innerJoin('events as e', 'e.id', 'ce.event_id')
    .select(['ce.position', 'e.id', 'e.nombre', 'e.fecha', 'e.activo'])
    .where('ce.championship_id', '=', championshipId)
    .orderBy('ce.position')
    .execute();
  return rows.map((r, index) => ({
    number: index + 1,
    eventId: r.id,
    eventName: r.nombre,
    eventDate: r.fecha,
    active: Boolean(r.activo),
  }));
}

export async function insertChampionship(
  db: Db,
  values: { nombre: string; anio: number; scoring: Scoring; publicado: boolean; now: string },
): Promise<number> {
  const row = await db
    .insertInto('championships')
    .values({
      nombre: values.nombre,
      anio: values.anio,
      scoring: JSON.stringify(values.scoring),
      publicado: values.publicado,
      created_at: values.now,
      updated_at: values.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Updates the given columns; answers whether the championship exists. */
export async function updateChampionshipRow(
  db: Db,
  id: number,
  values: { nombre?: string; anio?: number; scoring?: Scoring; publicado?: boolean; now: string },
): Promise<boolean> {
  const { now, scoring, ...columns } = values;
  const result = await db
    .updateTable('championships')
    .set({ ...columns, ...(scoring === undefined ? {} : { scoring: JSON.stringify(scoring) }), updated_at: now })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteChampionshipRow(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('championships').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function replaceChampionshipEvents(db: Db, id: number, eventIds: readonly number[]): Promise<void> {
  await db.deleteFrom('championship_events').where('championship_id', '=', id).execute();
  if (eventIds.length === 0) return;
  await db
    .insertInto('championship_events')
    .values(eventIds.map((eventId, index) => ({ championship_id: id, event_id: eventId, position: index + 1 })))
    .execute();
}

export async function existingEventIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('events')
    .select('id')
    .where('id', 'in', [...ids])
    .execute();
  return new Set(rows.map((r) => r.id));
}

/** The published championships, newest season first. */
export async function publishedChampionshipIds(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom('championships')
    .select('id')
    .where('publicado', '=', true)
    .orderBy('anio', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Who races on an inscription: the holder and, for a confirmed pair, the partner (a pending partner does not).
 * A result entry (a negative id, decision 018) is its linked runner, or the sheet's name and its person key.
 */
export interface InscriptionRiders {
  inscriptionId: number;
  riders: { runnerId: number | null; personKey?: string; runnerName: string; club?: string | null }[];
}

/** Riders a past edition's results named without an account, by their results id (minus the entry's id). */
async function ridersOfEntries(db: Db, entryIds: readonly number[], map: Map<number, InscriptionRiders>) {
  for (let start = 0; start < entryIds.length; start += 500) {
    const rows = await db
      .selectFrom('result_entries as e')
      .leftJoin('runners as r', 'r.id', 'e.runner_id')
      .select(['e.id', 'e.nombre', 'e.name_key', 'e.dni', 'e.club', 'e.runner_id'])
      .select(['r.nombre as runner_nombre', 'r.apellido as runner_apellido'])
      .where('e.id', 'in', entryIds.slice(start, start + 500))
      .execute();
    for (const row of rows) {
      const linked = row.runner_id !== null && row.runner_nombre !== null;
      map.set(-row.id, {
        inscriptionId: -row.id,
        riders: [
          {
            runnerId: linked ? row.runner_id : null,
            personKey: row.dni === null ? `n:${row.name_key}` : `d:${row.dni}`,
            runnerName: linked ? `${row.runner_nombre} ${row.runner_apellido}` : row.nombre,
            club: row.club,
          },
        ],
      });
    }
  }
}

export async function ridersOfInscriptions(
  db: Db,
  inscriptionIds: readonly number[],
): Promise<Map<number, InscriptionRiders>> {
  const map = new Map<number, InscriptionRiders>();
  await ridersOfEntries(
    db,
    inscriptionIds.filter((id) => id < 0).map((id) => -id),
    map,
  );
  const ids = inscriptionIds.filter((id) => id > 0);
  // Chunks keep the statement's parameters within every database's limit.
  for (let start = 0; start < ids.length; start += 500) {
    const chunk = ids.slice(start, start + 500);
    const rows = await db
      .selectFrom('inscriptions as i')
      .innerJoin('runners as r', 'r.id', 'i.runner_id')
      .leftJoin('runners as p', 'p.id', 'i.partner_runner_id')
      .select([
        'i.id',
        'i.partner_pending',
        'r.id as runner_id',
        'r.nombre as runner_nombre',
        'r.apellido as runner_apellido',
        'p.id as partner_id',
        'p.nombre as partner_nombre',
        'p.apellido as partner_apellido',
      ])
      .where('i.id', 'in', chunk)
      .execute();
    for (const row of rows) {
      const riders: InscriptionRiders['riders'] = [
        { runnerId: row.runner_id, runnerName: `${row.runner_nombre} ${row.runner_apellido}` },
      ];
      if (row.partner_id !== null && !row.partner_pending) {
        riders.push({ runnerId: row.partner_id, runnerName: `${row.partner_nombre} ${row.partner_apellido}` });
      }
      map.set(row.id, { inscriptionId: row.id, riders });
    }
  }
  return map;
}
