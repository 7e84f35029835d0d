import { todayInOrganiserZone } from '../dates.ts';
import { formatPesos } from '../places/fees.ts';
import type { DeskMoney } from './payments.schemas.ts';

const PAID_BY: Record<string, string> = {
  efectivo: 'Pagado en efectivo',
  transferencia: 'Pagado por transferencia',
  link: 'Pagado con link de pago',
};

/** dd/mm of an instant, in the organiser's zone. */
function dayAndMonth(iso: string): string {
  const [, month, day] = todayInOrganiserZone(new Date(iso)).split('-');
  return `${day}/${month}`;
}

/**
 * The money of an inscription in one line, as the desk reads it aloud: 'Informó transferencia el 03/12 · op.
 * 81234567 · $ 80.000 — verificar', 'Pagado en efectivo', 'Pendiente: cobrar $ 28.000'.
 */
export function moneyWords(money: DeskMoney): string {
  switch (money.estado) {
    case 'informado': {
      const parts = [`Informó transferencia el ${dayAndMonth(money.informadoAt ?? new Date().toISOString())}`];
      if (money.referencia) parts.push(`op. ${money.referencia}`);
      if (money.montoAPagar !== null) parts.push(formatPesos(money.saldo ?? money.montoAPagar));
      return `${parts.join(' · ')} — verificar`;
    }
    case 'exento': {
      const waiver = money.pagos.find((p) => p.metodo === 'exento');
      return waiver?.motivo ? `Exento: ${waiver.motivo}` : 'Exento';
    }
    case 'pagado': {
      const methods = new Set(money.pagos.map((p) => p.metodo));
      const only = methods.size === 1 ? [...methods][0] : undefined;
      return (only && PAID_BY[only]) || 'Pagado';
    }
    case 'parcial':
      return money.saldo !== null
        ? `Pagó ${formatPesos(money.montoPagado)} · falta cobrar ${formatPesos(money.saldo)}`
        : `Pagó ${formatPesos(money.montoPagado)}`;
    case 'pendiente':
      return money.saldo !== null && money.saldo > 0
        ? `Pendiente: cobrar ${formatPesos(money.saldo)}`
        : 'Pendiente (el evento no fija precio)';
  }
}
