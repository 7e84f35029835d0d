import { todayInOrganiserZone } from '@carreras/domain/dates';
import { PAYMENT_METHOD_LABELS, type RecordPayment } from '@carreras/domain/payments/payments.schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { SheetSpec } from '../../lib/xlsx.ts';
import { requireEventExists } from '../events/events.service.ts';
import { cashDay, kitProgress, recordPayment, voidPayment } from '../inscriptions/payments.service.ts';
import { deskInscription } from './check-in.service.ts';

type Db = Kysely<Database>;

/** Records a payment at the desk and answers it with the card as it is after it. */
export async function recordDeskPayment(db: Db, adminId: number, id: number, body: RecordPayment) {
  const { pago } = await recordPayment(db, adminId, id, body);
  return { pago, inscription: await deskInscription(db, id) };
}

/** 'Deshacer' of a payment, answering the card as it is after it. */
export async function voidDeskPayment(db: Db, adminId: number, paymentId: number) {
  const { inscriptionId } = await voidPayment(db, adminId, paymentId);
  return deskInscription(db, inscriptionId);
}

export async function getCashDay(db: Db, eventId: number, fecha: string | undefined) {
  await requireEventExists(db, eventId);
  return cashDay(db, eventId, fecha ?? todayInOrganiserZone());
}

export async function getKitProgress(db: Db, eventId: number) {
  await requireEventExists(db, eventId);
  return kitProgress(db, eventId);
}

/** The Caja del día as sheets: every payment, then the totals by method and by volunteer. */
export async function cashDaySheets(db: Db, eventId: number, fecha: string | undefined) {
  const day = await getCashDay(db, eventId, fecha);
  const pagos: SheetSpec<Record<string, unknown>> = {
    name: 'Pagos',
    columns: [
      { header: 'Hora', key: 'hora', width: 8 },
      { header: 'Corredor', key: 'corredor', width: 30 },
      { header: 'DNI', key: 'dni', width: 12, type: 'text' },
      { header: 'Monto', key: 'monto', width: 12, type: 'number' },
      { header: 'Medio', key: 'metodo', width: 24 },
      { header: 'Referencia / motivo', key: 'detalle', width: 30 },
      { header: 'Voluntario', key: 'voluntario', width: 20 },
      { header: 'Estado', key: 'estado', width: 12 },
    ],
    rows: day.pagos.map((p) => ({
      ...p,
      metodo: PAYMENT_METHOD_LABELS[p.metodo],
      detalle: p.motivo ?? p.referencia ?? '',
      estado: p.anulado ? 'Deshecho' : '',
    })),
  };
  const totales: SheetSpec<Record<string, unknown>> = {
    name: 'Totales',
    columns: [
      { header: 'Concepto', key: 'concepto', width: 32 },
      { header: 'Cantidad', key: 'cantidad', width: 10, type: 'number' },
      { header: 'Total', key: 'total', width: 14, type: 'number' },
    ],
    rows: [
      ...day.porMetodo.map((m) => ({
        concepto: PAYMENT_METHOD_LABELS[m.metodo],
        cantidad: m.cantidad,
        total: m.total,
      })),
      ...day.porVoluntario.map((v) => ({
        concepto: `Voluntario: ${v.voluntario}`,
        cantidad: v.cantidad,
        total: v.total,
      })),
      { concepto: 'Cobrado en el día', total: day.cobrado },
      { concepto: 'Esperado del evento', total: day.evento.esperado },
      { concepto: 'Pagado del evento', total: day.evento.pagado },
      { concepto: 'Pendiente de cobro', total: day.evento.pendiente },
    ],
  };
  return { fecha: day.fecha, sheets: [pagos, totales] };
}
