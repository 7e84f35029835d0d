import { inscriptionMessages as m } from '@carreras/domain/inscriptions/inscription.messages';
import type { RunnerData } from '@carreras/domain/runners/runner.schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import { audit } from '../../lib/audit.ts';
import { nowIso } from '../../lib/clock.ts';
import type { Principal } from '../../plugins/access.ts';
import { findRunnerById, toRunner } from './runners.repository.ts';

export function runnerDataColumns(data: RunnerData) {
  return {
    nombre: data.nombre,
    apellido: data.apellido,
    sexo: data.sexo,
    fecha_nacimiento: data.fechaNacimiento,
    email: data.email,
    whatsapp: data.whatsapp,
    telefono: data.telefono,
    pais: data.pais,
    provincia: data.provincia,
    obra_social: data.obraSocial,
    grupo_sanguineo: data.grupoSanguineo,
    alergia: data.alergia,
  };
}

/** A runner edits only their own profile (D3); an admin any runner's. */
export async function updateRunner(db: Kysely<Database>, principal: Principal, id: number, data: RunnerData) {
  if (principal.type === 'runner' && principal.runner.id !== id) throw forbidden();
  const result = await db
    .updateTable('runners')
    .set({ ...runnerDataColumns(data), updated_at: nowIso() })
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw notFound(m.runnerNotFound);
  await audit(db, {
    actorType: principal.type,
    actorId: principal.type === 'admin' ? principal.admin.id : principal.runner.id,
    action: 'update',
    entity: 'runner',
    entityId: id,
  });
  const runner = await findRunnerById(db, id);
  if (!runner) throw notFound(m.runnerNotFound);
  return toRunner(runner);
}
