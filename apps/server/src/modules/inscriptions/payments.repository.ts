import type { PaymentMethod } from '@carreras/domain/places/fees';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';

type Db = Kysely<Database>;

export interface PaymentRecord {
  id: number;
  inscriptionId: number;
  runnerId: number | null;
  monto: number;
  metodo: PaymentMethod;
  referencia: string | null;
  motivo: string | null;
  voluntario: string | null;
  createdAt: string;
  anuladoAt: string | null;
}

function selectPayments(db: Db) {
  return db
    .selectFrom('payments as pm')
    .leftJoin('admins as a', 'a.id', 'pm.admin_id')
    .select([
      'pm.id',
      'pm.inscription_id',
      'pm.event_id',
      'pm.runner_id',
      'pm.monto',
      'pm.metodo',
      'pm.referencia',
      'pm.motivo',
      'pm.created_at',
      'pm.voided_at',
      'a.nombre as admin_nombre',
      'a.dni as admin_dni',
    ]);
}

type PaymentRow = Awaited<ReturnType<ReturnType<typeof selectPayments>['executeTakeFirstOrThrow']>>;

function toPayment(row: PaymentRow): PaymentRecord {
  return {
    id: row.id,
    inscriptionId: row.inscription_id,
    runnerId: row.runner_id,
    monto: Number(row.monto),
    metodo: row.metodo,
    referencia: row.referencia,
    motivo: row.motivo,
    voluntario: row.admin_nombre || row.admin_dni || null,
    createdAt: row.created_at,
    anuladoAt: row.voided_at,
  };
}

/**
 * Takes the inscription's row for the rest of the transaction (an update locks it on PostgreSQL and takes
 * SQLite's write lock), so two desks recording for the same runner at once settle one after the other.
 * False when there is no such inscription.
 */
export async function lockInscription(db: Db, id: number, now: string): Promise<boolean> {
  const result = await db.updateTable('inscriptions').set({ updated_at: now }).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A payment as the desk records it, in the domain's names: whose share, how much, how, by which admin. */
export interface NewPayment {
  inscriptionId: number;
  eventId: number;
  runnerId: number | null;
  monto: number;
  metodo: PaymentMethod;
  referencia: string | null;
  motivo: string | null;
  adminId: number;
  createdAt: string;
}

export async function insertPayment(db: Db, payment: NewPayment): Promise<number> {
  const inserted = await db
    .insertInto('payments')
    .values({
      inscription_id: payment.inscriptionId,
      event_id: payment.eventId,
      runner_id: payment.runnerId,
      monto: payment.monto,
      metodo: payment.metodo,
      referencia: payment.referencia,
      motivo: payment.motivo,
      admin_id: payment.adminId,
      created_at: payment.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function findPayment(db: Db, id: number): Promise<(PaymentRecord & { eventId: number }) | undefined> {
  const row = await selectPayments(db).where('pm.id', '=', id).executeTakeFirst();
  return row ? { ...toPayment(row), eventId: row.event_id } : undefined;
}

/** The payments of these inscriptions not undone, oldest first. */
export async function activePayments(db: Db, inscriptionIds: readonly number[]): Promise<PaymentRecord[]> {
  if (inscriptionIds.length === 0) return [];
  const rows = await selectPayments(db)
    .where('pm.inscription_id', 'in', [...inscriptionIds])
    .where('pm.voided_at', 'is', null)
    .orderBy('pm.id')
    .execute();
  return rows.map(toPayment);
}

/** Undoes a payment; false when it was undone already. */
export async function voidPaymentRow(db: Db, id: number, adminId: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('payments')
    .set({ voided_at: now, voided_by: adminId })
    .where('id', '=', id)
    .where('voided_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Undoes every payment of an inscription not undone yet; answers their ids. */
export async function voidInscriptionPayments(db: Db, inscriptionId: number, adminId: number, now: string) {
  const rows = await db
    .updateTable('payments')
    .set({ voided_at: now, voided_by: adminId })
    .where('inscription_id', '=', inscriptionId)
    .where('voided_at', 'is', null)
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

/** Sets the stored paid flag (and the inscription's confirmation with it, spec 001 section 4). */
export async function setPaidFlag(db: Db, id: number, paid: boolean, now: string): Promise<void> {
  await db
    .updateTable('inscriptions')
    .set({ pago_confirmado: paid, inscripcion_confirmada: paid, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/**
 * Payments of the event recorded between two instants (a day in the organiser's zone is cut from a wider window
 * by the caller), undone ones included, with the runner whose share each pays and the volunteer.
 */
export async function paymentsBetween(db: Db, eventId: number, fromIso: string, toIso: string) {
  const rows = await db
    .selectFrom('payments as pm')
    .innerJoin('inscriptions as i', 'i.id', 'pm.inscription_id')
    .leftJoin('runners as r', (join) => join.on((eb) => eb('r.id', '=', eb.fn.coalesce('pm.runner_id', 'i.runner_id'))))
    .leftJoin('admins as a', 'a.id', 'pm.admin_id')
    .select([
      'pm.id',
      'pm.monto',
      'pm.metodo',
      'pm.referencia',
      'pm.motivo',
      'pm.created_at',
      'pm.voided_at',
      'r.nombre',
      'r.apellido',
      'r.dni',
      'a.nombre as admin_nombre',
      'a.dni as admin_dni',
    ])
    .where('pm.event_id', '=', eventId)
    .where('pm.created_at', '>=', fromIso)
    .where('pm.created_at', '<', toIso)
    .orderBy('pm.created_at')
    .orderBy('pm.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    monto: Number(row.monto),
    metodo: row.metodo,
    referencia: row.referencia,
    motivo: row.motivo,
    createdAt: row.created_at,
    anulado: row.voided_at !== null,
    corredor: row.apellido ? `${row.apellido}, ${row.nombre}` : '',
    dni: row.dni ?? '',
    voluntario: row.admin_nombre || row.admin_dni || '',
  }));
}

/** Each inscription of the event with its price, paid flag and what its payments not undone add up to. */
export async function eventMoneyRows(db: Db, eventId: number) {
  const rows = await db
    .selectFrom('inscriptions as i')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('payments')
          .select(['inscription_id', (e) => e.fn.sum<number | string>('monto').as('pagado')])
          .where('voided_at', 'is', null)
          .where('event_id', '=', eventId)
          .groupBy('inscription_id')
          .as('pm'),
      (join) => join.onRef('pm.inscription_id', '=', 'i.id'),
    )
    .select(['i.precio_unitario', 'i.partner_runner_id', 'i.pago_confirmado', 'pm.pagado'])
    .where('i.event_id', '=', eventId)
    .execute();
  return rows.map((row) => ({
    precioUnitario: row.precio_unitario,
    partnerRunnerId: row.partner_runner_id,
    pagoConfirmado: Boolean(row.pago_confirmado),
    pagado: Number(row.pagado ?? 0),
  }));
}

/**
 * People enrolled and kits picked up (attendance marked) per distance: a pair is two people and two kits, once the
 * partner has accepted (a partner still invited does not take part).
 */
export async function kitRows(db: Db, eventId: number) {
  const rows = await db
    .selectFrom('inscriptions')
    .select([
      'distancia',
      'asistencia_confirmada',
      (eb) =>
        eb.fn
          .sum<number | string>(
            eb
              .case()
              .when(eb.and([eb('partner_runner_id', 'is not', null), eb('partner_pending', '=', false)]))
              .then(eb.lit(2))
              .else(eb.lit(1))
              .end(),
          )
          .as('n'),
    ])
    .where('event_id', '=', eventId)
    .groupBy(['distancia', 'asistencia_confirmada'])
    .execute();
  return rows.map((row) => ({
    distancia: Number(row.distancia),
    presente: Boolean(row.asistencia_confirmada),
    n: Number(row.n),
  }));
}

/** Marks the payment as reported unless it is already confirmed; false when nothing was marked. */
export async function markPaymentReported(db: Db, inscriptionId: number, referencia: string | null) {
  const result = await db
    .updateTable('inscriptions')
    .set({ pago_informado_at: nowIso(), pago_referencia: referencia, updated_at: nowIso() })
    .where('id', '=', inscriptionId)
    .where('pago_confirmado', '=', false)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
