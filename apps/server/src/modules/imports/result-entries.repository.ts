import type { ResultEntry } from '@carreras/domain/imports/result-entries.schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

const entryColumns = [
  'e.id',
  'e.event_id',
  'e.dorsal',
  'e.nombre',
  'e.categoria',
  'e.distancia',
  'e.club',
  'e.dni',
  'e.runner_id',
  'r.nombre as runner_nombre',
  'r.apellido as runner_apellido',
  'r.dni as runner_dni',
] as const;

function selectEntries(db: Db) {
  return db.selectFrom('result_entries as e').leftJoin('runners as r', 'r.id', 'e.runner_id').select(entryColumns);
}

type EntryRow = Awaited<ReturnType<ReturnType<typeof selectEntries>['executeTakeFirstOrThrow']>>;

function entryFromRow(row: EntryRow): ResultEntry & { eventId: number } {
  return {
    id: row.id,
    eventId: row.event_id,
    dorsal: Number(row.dorsal),
    nombre: row.nombre,
    categoria: row.categoria,
    distancia: Number(row.distancia),
    club: row.club,
    dni: row.dni,
    corredor:
      row.runner_id === null || row.runner_nombre === null
        ? null
        : {
            id: row.runner_id,
            nombre: row.runner_nombre,
            apellido: row.runner_apellido as string,
            dni: row.runner_dni as string,
          },
  };
}

/** The edition's riders known only by name, in bib order. */
export async function entriesOfEvent(db: Db, eventId: number): Promise<ResultEntry[]> {
  const rows = await selectEntries(db).where('e.event_id', '=', eventId).orderBy('e.dorsal').execute();
  return rows.map((row) => {
    const { eventId: _eventId, ...entry } = entryFromRow(row);
    return entry;
  });
}

export async function findEntry(db: Db, entryId: number): Promise<(ResultEntry & { eventId: number }) | undefined> {
  const row = await selectEntries(db).where('e.id', '=', entryId).executeTakeFirst();
  return row && entryFromRow(row);
}

/** Whether the runner already has a result in the edition: an inscription (as holder or partner) or an entry. */
export async function runnerInEdition(
  db: Db,
  eventId: number,
  runnerId: number,
  exceptEntry: number,
): Promise<boolean> {
  const [inscription, entry] = await Promise.all([
    db
      .selectFrom('inscriptions')
      .select('id')
      .where('event_id', '=', eventId)
      .where((eb) => eb.or([eb('runner_id', '=', runnerId), eb('partner_runner_id', '=', runnerId)]))
      .executeTakeFirst(),
    db
      .selectFrom('result_entries')
      .select('id')
      .where('event_id', '=', eventId)
      .where('runner_id', '=', runnerId)
      .where('id', '!=', exceptEntry)
      .executeTakeFirst(),
  ]);
  return inscription !== undefined || entry !== undefined;
}

export async function setEntryRunner(db: Db, entryId: number, runnerId: number | null): Promise<void> {
  await db.updateTable('result_entries').set({ runner_id: runnerId }).where('id', '=', entryId).execute();
}
