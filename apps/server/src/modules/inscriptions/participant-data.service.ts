import type { AdminInscriptionList, ParticipantData } from '@carreras/domain/inscriptions/admin-inscription.schemas';
import type { InscriptionList } from '@carreras/domain/inscriptions/inscription.schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { findParticipantData } from '../runners/runners.service.ts';

/** Adds the holder's and partner's personal data to an admin listing, in one query for the whole page. */
export async function withParticipantData(db: Kysely<Database>, list: InscriptionList): Promise<AdminInscriptionList> {
  const ids = [...new Set(list.items.flatMap((i) => [i.runnerId, ...(i.compañero ? [i.compañero.id] : [])]))];
  const byId = await findParticipantData(db, ids);
  const dataOf = (id: number): ParticipantData => {
    const data = byId.get(id);
    if (!data) throw new Error(`Runner ${id} of a listed inscription is missing`);
    return data;
  };
  return {
    ...list,
    items: list.items.map((item) => ({
      ...item,
      runnerData: dataOf(item.runnerId),
      partnerData: item.compañero ? dataOf(item.compañero.id) : null,
    })),
  };
}
