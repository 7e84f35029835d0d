import type { DashboardStats } from '@carreras/domain/dashboard/dashboard.schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

export async function countRunners(db: Db): Promise<number> {
  const row = await db
    .selectFrom('runners')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A reported payment not confirmed yet: the runner said 'Ya pagué' (pago a verificar). */
function paymentsToVerify(db: Db) {
  return db
    .selectFrom('inscriptions as i')
    .where('i.pago_informado_at', 'is not', null)
    .where('i.pago_confirmado', '=', false);
}

export async function countPaymentsToVerify(db: Db): Promise<number> {
  const row = await paymentsToVerify(db)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The oldest reported payments first: they have waited longest. */
export async function findPaymentsToVerify(db: Db, limit: number): Promise<DashboardStats['pagosAVerificar']['items']> {
  const rows = await paymentsToVerify(db)
    .innerJoin('runners as r', 'r.id', 'i.runner_id')
    .innerJoin('events as e', 'e.id', 'i.event_id')
    .select(['i.id', 'e.nombre as event_name', 'r.nombre', 'r.apellido', 'i.pago_informado_at', 'i.pago_referencia'])
    .orderBy('i.pago_informado_at')
    .orderBy('i.id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    inscriptionId: row.id,
    eventName: row.event_name,
    nombre: row.nombre,
    apellido: row.apellido,
    informadoAt: row.pago_informado_at as string,
    referencia: row.pago_referencia,
  }));
}

/** When each of the event's inscriptions made from `since` (an ISO instant) was made. */
export async function inscriptionTimesSince(db: Db, eventId: number, since: string): Promise<string[]> {
  const rows = await db
    .selectFrom('inscriptions')
    .select('created_at')
    .where('event_id', '=', eventId)
    .where('created_at', '>=', since)
    .execute();
  return rows.map((row) => row.created_at);
}
