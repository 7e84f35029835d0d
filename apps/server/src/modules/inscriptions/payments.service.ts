import { formatClockTime, todayInOrganiserZone } from '@carreras/domain/dates';
import type { AdminInscription } from '@carreras/domain/inscriptions/admin-inscription.schemas';
import { inscriptionMessages as m } from '@carreras/domain/inscriptions/inscription.messages';
import type { Inscription } from '@carreras/domain/inscriptions/inscription.schemas';
import { canReportPayment } from '@carreras/domain/inscriptions/inscription-access';
import { cashTotals } from '@carreras/domain/payments/cash-day';
import {
  type CashDay,
  type DeskMoney,
  type KitProgress,
  type Payment,
  paymentMessages as pm,
  type RecordPayment,
} from '@carreras/domain/payments/payments.schemas';
import { amountDue, paymentShares, paymentsSettle, paysRemotely, sumPayments } from '@carreras/domain/places/fees';
import { placesMessages as rm } from '@carreras/domain/places/places.messages';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { nowIso } from '../../lib/clock.ts';
import type { RunnerAccount } from '../../lib/principal-types.ts';
import { type Mailer, mailerOf } from '../mail/mailer.service.ts';
import { eventPlacesSettings } from '../places/places.service.ts';
import { auditedInscription, auditInscription, requireInscription } from './inscription-audit.service.ts';
import { enqueueInscriptionMail } from './inscription-mail.service.ts';
import { findInscriptionParties } from './inscriptions.repository.ts';
import {
  activePayments,
  eventMoneyRows,
  findPayment,
  insertPayment,
  kitRows,
  lockInscription,
  markPaymentReported,
  type PaymentRecord,
  paymentsBetween,
  setPaidFlag,
  voidInscriptionPayments,
  voidPaymentRow,
} from './payments.repository.ts';

type Db = Kysely<Database>;

function toPayment(record: PaymentRecord): Payment {
  return record;
}

/**
 * Keeps the stored paid flag equal to what the payments not undone settle (decision 015), given those there were
 * before this change. A flag the payments did not set (a bib given, D7, or a confirmation from before payments
 * were recorded) is left as it is.
 */
async function settle(
  db: Db,
  inscriptionId: number,
  before: readonly PaymentRecord[],
  now: string,
  mailer: Mailer | null,
): Promise<void> {
  const inscription = await requireInscription(db, inscriptionId);
  const due = inscription.montoAPagar ?? null;
  if (inscription.pagoConfirmado && !paymentsSettle(due, before)) return;
  const paid = paymentsSettle(due, await activePayments(db, [inscriptionId]));
  if (paid === inscription.pagoConfirmado) return;
  await setPaidFlag(db, inscriptionId, paid, now);
  if (paid) await enqueueInscriptionMail(db, mailer, inscriptionId, { kind: 'payment-verified' });
}

/** The price per person, read back from what the inscription owes (a pair, accepted or not, pays two). */
function unitPrice(i: Inscription): number | null {
  const people = i.compañero || i.compañeroPendiente ? 2 : 1;
  return i.montoAPagar === null || i.montoAPagar === undefined ? null : i.montoAPagar / people;
}

/**
 * Records a payment at the desk or from the inscriptions list: cash or a link collected, a reported transfer
 * verified, or a waiver with its reason. The inscription counts as paid once its payments settle what it owes.
 * Audited with the volunteer.
 */
export async function recordPayment(
  db: Db,
  adminId: number,
  inscriptionId: number,
  body: RecordPayment,
): Promise<{ pago: Payment; inscriptionId: number }> {
  const inscription = await requireInscription(db, inscriptionId);
  const members = [inscription.runnerId, ...(inscription.compañero ? [inscription.compañero.id] : [])];
  if (body.runnerId !== undefined && !members.includes(body.runnerId)) {
    throw badRequest(pm.notInInscription, { runnerId: pm.notInInscription });
  }
  const monto = body.metodo === 'exento' ? 0 : (body.monto ?? 0);
  const mailer = mailerOf(db);
  const id = await db.transaction().execute(async (trx) => {
    const now = nowIso();
    if (!(await lockInscription(trx, inscriptionId, now))) throw notFound();
    const before = await activePayments(trx, [inscriptionId]);
    const paymentId = await insertPayment(trx, {
      inscriptionId,
      eventId: inscription.eventId,
      runnerId: body.runnerId ?? null,
      monto,
      metodo: body.metodo,
      referencia: body.referencia || (body.metodo === 'transferencia' ? inscription.pagoReferencia : null) || null,
      motivo: body.metodo === 'exento' ? (body.motivo ?? null) : null,
      adminId,
      createdAt: now,
    });
    await auditInscription(trx, inscriptionId, {
      actorType: 'admin',
      actorId: adminId,
      action: 'record-payment',
      detail: { paymentId, monto, metodo: body.metodo, runnerId: body.runnerId ?? null, motivo: body.motivo ?? null },
    });
    await settle(trx, inscriptionId, before, now, mailer);
    return paymentId;
  });
  mailer?.outbox.wake();
  const pago = await findPayment(db, id);
  if (!pago) throw notFound(pm.paymentNotFound);
  return { pago: toPayment(pago), inscriptionId };
}

/** Undoes a payment ('Deshacer'): kept, marked void with who undid it, audited; the paid flag follows. */
export async function voidPayment(db: Db, adminId: number, paymentId: number): Promise<{ inscriptionId: number }> {
  const payment = await findPayment(db, paymentId);
  if (!payment) throw notFound(pm.paymentNotFound);
  await db.transaction().execute(async (trx) => {
    const now = nowIso();
    await lockInscription(trx, payment.inscriptionId, now);
    const before = await activePayments(trx, [payment.inscriptionId]);
    if (!(await voidPaymentRow(trx, paymentId, adminId, now))) throw conflict(pm.alreadyVoided);
    await auditInscription(trx, payment.inscriptionId, {
      actorType: 'admin',
      actorId: adminId,
      action: 'void-payment',
      detail: { paymentId, monto: payment.monto, metodo: payment.metodo },
    });
    await settle(trx, payment.inscriptionId, before, now, null);
  });
  return { inscriptionId: payment.inscriptionId };
}

/**
 * 'Confirmar pago' of the inscriptions list: records what is left to pay (a reported transfer as a transfer with
 * its operation number, else cash), so the list and the desk count the same money. Nothing is recorded when the
 * inscription is paid already.
 */
export async function recordOutstanding(db: Db, adminId: number, inscriptionId: number): Promise<void> {
  const inscription = await requireInscription(db, inscriptionId);
  if (inscription.pagoConfirmado) return;
  const saldo = inscription.saldo ?? null;
  const metodo = inscription.pagoInformado ? 'transferencia' : 'efectivo';
  if (saldo !== null && saldo > 0) {
    await recordPayment(db, adminId, inscriptionId, { metodo, monto: saldo });
  }
}

/** 'Desconfirmar pago' of the inscriptions list: every payment of the inscription is undone (kept, audited). */
export async function voidAllPayments(db: Db, adminId: number, inscriptionId: number): Promise<void> {
  const now = nowIso();
  const ids = await voidInscriptionPayments(db, inscriptionId, adminId, now);
  if (ids.length > 0) {
    await auditInscription(db, inscriptionId, {
      actorType: 'admin',
      actorId: adminId,
      action: 'void-payment',
      detail: { paymentIds: ids },
    });
  }
}

/** A pair's shares as the desk's card and 'Mi Perfil' read them (paymentShares over the payments not undone). */
function sharesOf(inscription: Inscription, own: readonly PaymentRecord[]) {
  return paymentShares(
    {
      precioUnitario: unitPrice(inscription),
      runnerId: inscription.runnerId,
      partnerRunnerId: inscription.compañero?.id ?? null,
    },
    own,
  );
}

/**
 * The runner's own inscriptions with each share and how it was paid, from the same payments and the same rule as
 * the desk's card, so 'Mi Perfil' cannot tell another story. Neither the volunteer nor the reference is added.
 */
export async function withRunnerMoney<T extends Inscription>(db: Db, inscriptions: readonly T[]): Promise<T[]> {
  const payments = await activePayments(
    db,
    inscriptions.map((i) => i.id),
  );
  return inscriptions.map((inscription) => {
    const own = payments.filter((p) => p.inscriptionId === inscription.id);
    return { ...inscription, partesPago: sharesOf(inscription, own), mediosPago: own.map((p) => p.metodo) };
  });
}

/** The money of each inscription as the desk's card shows it. */
export async function withDeskMoney<T extends AdminInscription>(
  db: Db,
  inscriptions: readonly T[],
): Promise<(T & { dinero: DeskMoney })[]> {
  const payments = await activePayments(
    db,
    inscriptions.map((i) => i.id),
  );
  return inscriptions.map((inscription) => {
    const own = payments.filter((p) => p.inscriptionId === inscription.id);
    const names = new Map<number, string>([
      [inscription.runnerId, `${inscription.runner.apellido}, ${inscription.runner.nombre}`],
    ]);
    if (inscription.compañero) {
      names.set(inscription.compañero.id, `${inscription.compañero.apellido}, ${inscription.compañero.nombre}`);
    }
    const shares = sharesOf(inscription, own);
    return {
      ...inscription,
      dinero: {
        montoAPagar: inscription.montoAPagar ?? null,
        montoPagado: sumPayments(own).monto,
        saldo: inscription.saldo ?? null,
        estado: inscription.estadoPago ?? (inscription.pagoConfirmado ? 'pagado' : 'pendiente'),
        informadoAt: inscription.pagoInformado ? (inscription.pagoInformadoAt ?? null) : null,
        referencia: inscription.pagoReferencia ?? null,
        partes: shares.map((s) => ({ ...s, nombre: names.get(s.runnerId) ?? '' })),
        pagos: own.map(toPayment),
      },
    };
  });
}

function shiftDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The Caja del día: every payment of the event recorded on `fecha` (organiser's zone), its totals and the event's. */
export async function cashDay(db: Db, eventId: number, fecha: string = todayInOrganiserZone()): Promise<CashDay> {
  // A window a day wider on each side in UTC, then each payment placed in its own day in the organiser's zone.
  const rows = (
    await paymentsBetween(db, eventId, `${shiftDays(fecha, -1)}T00:00:00.000Z`, `${shiftDays(fecha, 2)}T00:00:00.000Z`)
  ).filter((row) => todayInOrganiserZone(new Date(row.createdAt)) === fecha);
  const pagos = rows.map((row) => ({
    id: row.id,
    hora: formatClockTime(new Date(row.createdAt)).slice(0, 5),
    corredor: row.corredor,
    dni: row.dni,
    monto: row.monto,
    metodo: row.metodo,
    referencia: row.referencia,
    motivo: row.motivo,
    voluntario: row.voluntario,
    anulado: row.anulado,
  }));
  return { fecha, pagos, ...cashTotals(pagos), evento: await eventMoney(db, eventId) };
}

/** What the event's inscriptions owe in all, what of it is paid (a paid flag counts the whole), what is left. */
export async function eventMoney(db: Db, eventId: number): Promise<CashDay['evento']> {
  let esperado = 0;
  let pagado = 0;
  for (const row of await eventMoneyRows(db, eventId)) {
    const due = amountDue(row.precioUnitario, row.partnerRunnerId !== null ? 2 : 1) ?? 0;
    esperado += due;
    pagado += row.pagoConfirmado ? due : Math.min(due, row.pagado);
  }
  return { esperado, pagado, pendiente: esperado - pagado };
}

/** Kits picked up (attendance marked) against the people enrolled (a pair is two), per distance, shortest first. */
export async function kitProgress(db: Db, eventId: number): Promise<KitProgress> {
  const byDistance = new Map<number, { distancia: number; retiraron: number; total: number }>();
  for (const row of await kitRows(db, eventId)) {
    const entry = byDistance.get(row.distancia) ?? { distancia: row.distancia, retiraron: 0, total: 0 };
    entry.total += row.n;
    if (row.presente) entry.retiraron += row.n;
    byDistance.set(row.distancia, entry);
  }
  const distancias = [...byDistance.values()].sort((a, b) => a.distancia - b.distancia);
  return {
    retiraron: distancias.reduce((sum, d) => sum + d.retiraron, 0),
    total: distancias.reduce((sum, d) => sum + d.total, 0),
    distancias,
  };
}

/** 'Ya pagué': the holder or the confirmed partner tells the organiser; the admin confirms as before. */
export async function reportPayment(
  db: Db,
  runner: RunnerAccount,
  id: number,
  referencia: string | null,
): Promise<Inscription> {
  const state = await findInscriptionParties(db, id);
  if (!state) throw notFound(m.inscriptionNotFound);
  if (!canReportPayment({ type: 'runner', id: runner.id, dni: runner.dni }, state.parties)) {
    throw forbidden(rm.onlyParticipantsReport);
  }
  const settings = await eventPlacesSettings(db, state.eventId);
  const pago = {
    alias: settings?.pagoAlias ?? null,
    cbu: settings?.pagoCbu ?? null,
    link: settings?.pagoLink ?? null,
    notas: settings?.pagoNotas ?? null,
  };
  if (!paysRemotely(pago)) throw conflict(rm.paymentInPersonOnly);
  if (!(await markPaymentReported(db, id, referencia))) throw conflict(rm.paymentAlreadyConfirmed);
  return auditedInscription(db, id, {
    actorType: 'runner',
    actorId: runner.id,
    action: 'report-payment',
    detail: { referencia },
  });
}
