import { copiedRegistrationSettings, type DuplicateChoice } from '@carreras/domain/events/duplicate-event';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import {
  findCategorySettings,
  findDistanceSettings,
  findEventSettings,
  lockEventPlaces,
  writePlacesSettings,
} from './places.repository.ts';

/**
 * Gives next year's edition (`to`, just created by the events' 'Duplicar') the places settings of `from`
 * that the admin chose to copy (copiedRegistrationSettings), in the caller's transaction. Nothing is written when
 * the choice copies none of them: the new edition starts as any new event.
 */
export async function copyPlacesSettings(
  trx: Transaction<Database>,
  from: number,
  to: number,
  choice: DuplicateChoice,
): Promise<void> {
  const [registration, distancias, categorias] = await Promise.all([
    findEventSettings(trx, from),
    findDistanceSettings(trx, from),
    findCategorySettings(trx, from),
  ]);
  const settings = copiedRegistrationSettings({ registration: registration ?? null, distancias, categorias }, choice);
  if (settings === null) return;
  await lockEventPlaces(trx, to);
  await writePlacesSettings(trx, to, settings);
}
