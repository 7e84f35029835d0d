import { todayInOrganiserZone } from '@carreras/domain/dates';
import { importMessages } from '@carreras/domain/imports/import-limits';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { conflict } from '../../lib/app-error.ts';
import { auditMany } from '../../lib/audit.ts';
import { nowIso } from '../../lib/clock.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { insertSoloInscriptions, listEventBibs, listEventParticipantIds } from './inscription-import.repository.ts';
import { lockEventPlaces, placeState } from './places.repository.ts';

type Db = Kysely<Database>;

/** What an import into an event must not repeat: the bibs given and the runners already taking part. */
export async function importTargets(db: Db, eventId: number) {
  const [bibs, participants] = await Promise.all([listEventBibs(db, eventId), listEventParticipantIds(db, eventId)]);
  return { takenBibs: new Set(bibs), participantIds: new Set(participants) };
}

export interface ImportedInscription {
  runnerId: number;
  categoryId: number;
  distancia: number;
  categoria: string;
  dorsal: number | null;
}

/**
 * Inscriptions an admin imports, written in the caller's transaction under the event's place lock, as an
 * admin's inscription writes one: the price in force today, out of any waiting list of the event. A bib
 * confirms the payment, as assigning one does (D7). Places are not checked: the sheet lists people the
 * organisers already accepted. A bib or runner taken meanwhile answers 409 and the whole import is undone.
 */
export async function importInscriptions(
  trx: Transaction<Database>,
  adminId: number,
  eventId: number,
  inscriptions: readonly ImportedInscription[],
): Promise<number> {
  await lockEventPlaces(trx, eventId);
  const places = await placeState(trx, eventId);
  const today = todayInOrganiserZone();
  let ids: number[];
  try {
    ids = await insertSoloInscriptions(
      trx,
      eventId,
      inscriptions.map((item) => ({ ...item, precioUnitario: places.priceOn(item.distancia, today) })),
      nowIso(),
    );
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
  return ids.length;
}
