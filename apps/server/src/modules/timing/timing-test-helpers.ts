import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { insertInscription } from '../inscriptions/inscription-writes.repository.ts';

let seq = 0;

/** A runner inscribed in the event with a bib, in a seeded category of the distance (tests only). */
export async function insertRider(
  db: Kysely<Database>,
  eventId: number,
  bib: number,
  options: { distancia?: number; categoryIndex?: number; apellido?: string } = {},
): Promise<{ runnerId: number; categoryId: number; categoria: string }> {
  seq += 1;
  const distancia = options.distancia ?? 33;
  const categories = await db
    .selectFrom('categories')
    .select(['id', 'nombre'])
    .where('distancia', '=', distancia)
    .orderBy('id')
    .execute();
  const category = categories[options.categoryIndex ?? 0]!;
  const now = new Date().toISOString();
  const runner = await db
    .insertInto('runners')
    .values({
      nombre: 'Corredor',
      apellido: options.apellido ?? `Número ${bib}`,
      dni: String(40_000_000 + ((process.pid * 997 + seq) % 9_000_000)),
      sexo: 'M',
      fecha_nacimiento: '1990-01-01',
      email: 'corredor@example.com',
      whatsapp: '+54 381 555-0000',
      telefono: '+54 381 555-0001',
      pais: 'Argentina',
      provincia: 'Tucumán',
      obra_social: null,
      grupo_sanguineo: 'O+',
      alergia: null,
      password_hash: 'x',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertInscription(
    db,
    {
      runnerId: runner.id,
      eventId: eventId,
      categoryId: category.id,
      distancia,
      categoria: category.nombre,
      numeroDorsalAsignado: bib,
      pagoConfirmado: true,
      inscripcionConfirmada: true,
      createdAt: now,
      updatedAt: now,
    },
    [runner.id],
  );
  return { runnerId: runner.id, categoryId: category.id, categoria: category.nombre };
}

/** POST /api/timing/:eventId/start-groups with these groups, as the given admin; the answer as it came. */
export function postStartGroups(
  app: FastifyInstance,
  headers: { authorization: string },
  eventId: number,
  groups: unknown[],
) {
  return app.inject({ method: 'POST', url: `/api/timing/${eventId}/start-groups`, headers, payload: { groups } });
}
