import type { AdminInscriptionList, ParticipantData } from '@carreras/domain/inscriptions/admin-inscription.schemas';
import type { InscriptionList } from '@carreras/domain/inscriptions/inscription.schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Adds the holder's and partner's personal data to an admin listing, in one query for the whole page. */
export async function withParticipantData(db: Kysely<Database>, list: InscriptionList): Promise<AdminInscriptionList> {
  const ids = [...new Set(list.items.flatMap((i) => [i.runnerId, ...(i.compañero ? [i.compañero.id] : [])]))];
  const rows =
    ids.length === 0
      ? []
      : await db
          .selectFrom('runners')
          .select([
            'id',
            'fecha_nacimiento',
            'email',
            'whatsapp',
            'telefono',
            'pais',
            'provincia',
            'obra_social',
            'grupo_sanguineo',
            'alergia',
          ])
          .where('id', 'in', ids)
          .execute();
  const byId = new Map<number, ParticipantData>(
    rows.map((r) => [
      r.id,
      {
        fechaNacimiento: r.fecha_nacimiento,
        email: r.email,
        whatsapp: r.whatsapp,
        telefono: r.telefono,
        pais: r.pais,
        provincia: r.provincia,
        obraSocial: r.obra_social,
        grupoSanguineo: r.grupo_sanguineo,
        alergia: r.alergia,
      },
    ]),
  );
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
