import { todayInOrganiserZone } from '@carreras/domain/dates';
import { importMessages } from '@carreras/domain/imports/import-limits';
import { judgeImportPlaces } from '@carreras/domain/imports/import-places';
import type { EventPlaces } from '@carreras/domain/places/places';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { conflict } from '../../lib/app-error.ts';
import { auditMany } from '../../lib/audit.ts';
import { nowIso } from '../../lib/clock.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { joinWaitingLines, leaveWaitingLines, lockEventPlaces, placeState } from '../places/places.service.ts';
import { insertSoloInscriptions, listEventBibs, listEventParticipantIds } from './inscription-import.repository.ts';

type Db = Kysely<Database>;

/** What an import into an event must not repeat: the bibs given and the runners already taking part. */
export async function importTargets(db: Db, eventId: number) {
  const [bibs, participants] = await Promise.all([listEventBibs(db, eventId), listEventParticipantIds(db, eventId)]);
  return { takenBibs: new Set(bibs), participantIds: new Set(participants) };
}

/** The event's places as they are now, for an import's preview (the import reads them again under the lock). */
export async function importPlaces(db: Db, eventId: number): Promise<EventPlaces> {
  return (await placeState(db, eventId)).places;
}

export interface ImportedInscription {
  fila: number;
  runnerId: number;
  /** A pair's partner (D13), confirmed at once as an administrator's pair is: two places, one inscription. */
  partnerRunnerId?: number | null;
  /** 2 for a pair; 1 when left out. */
  people?: number;
  categoryId: number;
  distancia: number;
  categoria: string;
  dorsal: number | null;
}

export interface ImportedPlaces {
  inscriptions: number;
  waiting: number;
  overLimit: number;
}

/**
 * Inscriptions an admin imports, written in the caller's transaction under the event's place lock, as an
 * admin's inscription writes one: the price in force today, out of any waiting list of the event. A bib
 * confirms the payment, as assigning one does (D7). Places are judged on the locked counts with the rule a
 * runner enrolling meets (decision 016): rows beyond them join the waiting list, or, when the admin chose
 * 'overLimit', are enrolled over the limit and the audit log says by whom and how many. Results of a race
 * already run ('ignore') take no place from anyone. A bib or runner taken meanwhile answers 409 and the whole
 * import is undone. A pair (`partnerRunnerId`) is one inscription with both as participants, confirmed at once as
 * an administrator's pair is (D13); it never joins the waiting list.
 */
export async function importInscriptions(
  trx: Transaction<Database>,
  adminId: number,
  eventId: number,
  inscriptions: readonly ImportedInscription[],
  placesRule: 'waitingList' | 'overLimit' | 'ignore',
): Promise<ImportedPlaces> {
  await lockEventPlaces(trx, eventId);
  const places = await placeState(trx, eventId);
  const judged =
    placesRule === 'ignore'
      ? { over: new Map<number, string>(), exceeded: [] }
      : judgeImportPlaces(places.places, inscriptions);
  const toWaitingList = placesRule === 'waitingList';
  // The preview refused pairs beyond the places; places taken meanwhile leave a pair without room: nothing is written.
  if (toWaitingList && inscriptions.some((item) => item.partnerRunnerId && judged.over.has(item.fila))) {
    throw conflict(importMessages.changedMeanwhile);
  }
  const enrolled = toWaitingList ? inscriptions.filter((item) => !judged.over.has(item.fila)) : inscriptions;
  const waiting = toWaitingList ? inscriptions.filter((item) => judged.over.has(item.fila)) : [];
  const today = todayInOrganiserZone();
  const now = nowIso();
  let ids: number[];
  try {
    // The runners enrolled leave the event's waiting line.
    await leaveWaitingLines(
      trx,
      eventId,
      enrolled.flatMap((item) => (item.partnerRunnerId ? [item.runnerId, item.partnerRunnerId] : [item.runnerId])),
    );
    ids = await insertSoloInscriptions(
      trx,
      eventId,
      enrolled.map((item) => ({ ...item, precioUnitario: places.priceOn(item.distancia, today) })),
      now,
    );
    await joinWaitingLines(trx, eventId, waiting, now);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(importMessages.changedMeanwhile);
    throw error;
  }
  await auditMany(
    trx,
    ids.map((id) => ({
      actorType: 'admin' as const,
      actorId: adminId,
      action: 'import',
      entity: 'inscription',
      entityId: id,
      detail: { eventId },
    })),
  );
  const overLimit = placesRule === 'overLimit' ? judged.over.size : 0;
  if (overLimit > 0) {
    await auditMany(trx, [
      {
        actorType: 'admin',
        actorId: adminId,
        action: 'import-over-limit',
        entity: 'event',
        entityId: eventId,
        detail: { eventId, overLimit, filas: [...judged.over.keys()], limits: judged.exceeded },
      },
    ]);
  }
  return { inscriptions: ids.length, waiting: waiting.length, overLimit };
}
