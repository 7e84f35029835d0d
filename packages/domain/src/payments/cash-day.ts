import { PAYMENT_METHODS } from './payments.schemas.ts';

type Method = (typeof PAYMENT_METHODS)[number];

interface CashRow {
  monto: number;
  metodo: Method;
  voluntario: string;
  anulado: boolean;
}

/**
 * The totals of a day of the desk: by method (every method listed, in a fixed order, so the page and the
 * spreadsheet keep their shape), by volunteer (most collected first), all collected and the cash of it. Undone
 * payments are listed by the day but count nowhere.
 */
export function cashTotals(rows: readonly CashRow[]) {
  const counted = rows.filter((r) => !r.anulado);
  const porMetodo = PAYMENT_METHODS.map((metodo) => {
    const of = counted.filter((r) => r.metodo === metodo);
    return { metodo, cantidad: of.length, total: of.reduce((sum, r) => sum + r.monto, 0) };
  });
  const volunteers = new Map<string, { voluntario: string; cantidad: number; total: number }>();
  for (const r of counted) {
    const entry = volunteers.get(r.voluntario) ?? { voluntario: r.voluntario, cantidad: 0, total: 0 };
    entry.cantidad += 1;
    entry.total += r.monto;
    volunteers.set(r.voluntario, entry);
  }
  const porVoluntario = [...volunteers.values()].sort(
    (a, b) => b.total - a.total || a.voluntario.localeCompare(b.voluntario, 'es'),
  );
  const cobrado = counted.reduce((sum, r) => sum + r.monto, 0);
  const efectivo = porMetodo.find((p) => p.metodo === 'efectivo')?.total ?? 0;
  return { porMetodo, porVoluntario, cobrado, efectivo };
}
