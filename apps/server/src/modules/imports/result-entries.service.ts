import {
  resultEntriesMessages as m,
  type ResultEntriesResponse,
  type ResultEntry,
} from '@carreras/domain/imports/result-entries.schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { audit } from '../../lib/audit.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { getEvent } from '../events/events.service.ts';
import { findRunnersForImport } from '../runners/runners-import.service.ts';
import { entriesOfEvent, findEntry, runnerInEdition, setEntryRunner } from './result-entries.repository.ts';

type Db = Kysely<Database>;

/** The riders a past edition's results kept by name only (docs/decisions/018-results-by-name.md). */
export async function listResultEntries(db: Db, eventId: number): Promise<ResultEntriesResponse> {
  await getEvent(db, eventId);
  return { items: await entriesOfEvent(db, eventId) };
}

/**
 * Gives a result kept by name to the runner with that DNI (or takes it back, with null): from then on results
 * name the runner and championships count it with the runner's other results. One result per runner and
 * edition: a runner with an inscription or another linked result there is refused.
 */
export async function linkResultEntry(
  db: Db,
  adminId: number,
  entryId: number,
  dni: string | null,
): Promise<ResultEntry> {
  return db.transaction().execute(async (trx) => {
    const entry = await findEntry(trx, entryId);
    if (!entry) throw notFound(m.entryNotFound);
    let runnerId: number | null = null;
    if (dni !== null) {
      const [runner] = await findRunnersForImport(trx, [dni]);
      if (!runner) throw notFound(m.noRunner);
      if (await runnerInEdition(trx, entry.eventId, runner.id, entry.id)) throw conflict(m.alreadyInEdition);
      runnerId = runner.id;
    }
    try {
      await setEntryRunner(trx, entry.id, runnerId);
    } catch (error) {
      // Another administrator linked a second entry of this edition to the runner meanwhile (migration 025).
      if (isUniqueViolation(error)) throw conflict(m.alreadyInEdition);
      throw error;
    }
    await audit(trx, {
      actorType: 'admin',
      actorId: adminId,
      action: runnerId === null ? 'result_entry.unlink' : 'result_entry.link',
      entity: 'event',
      entityId: entry.eventId,
      detail: { entryId: entry.id, dorsal: entry.dorsal, nombre: entry.nombre, runnerId },
    });
    const { eventId: _eventId, ...linked } = (await findEntry(trx, entry.id)) as ResultEntry & { eventId: number };
    return linked;
  });
}
