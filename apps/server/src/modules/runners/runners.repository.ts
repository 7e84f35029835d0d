import type { Runner } from '@carreras/domain/runners/runner.schemas';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, RunnersTable } from '../../db/schema.ts';

export type RunnerRow = Selectable<RunnersTable>;

export function findRunnerById(db: Kysely<Database>, id: number): Promise<RunnerRow | undefined> {
  return db.selectFrom('runners').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findRunnerByDni(db: Kysely<Database>, dni: string): Promise<RunnerRow | undefined> {
  return db.selectFrom('runners').selectAll().where('dni', '=', dni).executeTakeFirst();
}

export async function insertRunner(db: Kysely<Database>, values: Insertable<RunnersTable>): Promise<RunnerRow> {
  return db.insertInto('runners').values(values).returningAll().executeTakeFirstOrThrow();
}

/** The API's runner: camelCase fields of the spec, never the hash or the token version. */
export function toRunner(row: RunnerRow): Runner {
  return {
    id: row.id,
    nombre: row.nombre,
    apellido: row.apellido,
    dni: row.dni,
    sexo: row.sexo,
    fechaNacimiento: row.fecha_nacimiento,
    email: row.email,
    whatsapp: row.whatsapp,
    telefono: row.telefono,
    pais: row.pais,
    provincia: row.provincia,
    obraSocial: row.obra_social,
    grupoSanguineo: row.grupo_sanguineo as Runner['grupoSanguineo'],
    alergia: row.alergia,
    requiereCambioPassword: row.requiere_cambio_password,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
