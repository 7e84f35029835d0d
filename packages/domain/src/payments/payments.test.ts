import { describe, expect, it } from 'vitest';
import { paymentShares, paymentState, paymentsSettle, sumPayments } from '../places/fees.ts';
import { cashTotals } from './cash-day.ts';
import { moneyWords } from './payment-words.ts';
import type { DeskMoney } from './payments.schemas.ts';

const stored = { precioUnitario: 40000, partnerRunnerId: 7, pagoInformadoAt: null, pagoConfirmado: false };

describe('paymentState with recorded payments', () => {
  it('tells paid, waived, part paid, reported and owed apart', () => {
    expect(paymentState(stored)).toMatchObject({ montoAPagar: 80000, saldo: 80000, estadoPago: 'pendiente' });
    const half = paymentState({ ...stored, pagado: { monto: 40000, exento: false } });
    expect(half).toMatchObject({ montoPagado: 40000, saldo: 40000, estadoPago: 'parcial' });
    const reported = paymentState({ ...stored, pagoInformadoAt: '2026-12-03T14:00:00.000Z' });
    expect(reported).toMatchObject({ pagoInformado: true, estadoPago: 'informado' });
    const paid = paymentState({ ...stored, pagoConfirmado: true, pagado: { monto: 80000, exento: false } });
    expect(paid).toMatchObject({ saldo: 0, estadoPago: 'pagado', pagoInformado: false });
    const waived = paymentState({ ...stored, pagoConfirmado: true, pagado: { monto: 0, exento: true } });
    expect(waived.estadoPago).toBe('exento');
  });

  it('settles by the sum, by a waiver, or by any payment when the event sets no price', () => {
    const cash = { monto: 40000, metodo: 'efectivo', runnerId: 1 } as const;
    expect(paymentsSettle(80000, [cash])).toBe(false);
    expect(paymentsSettle(80000, [cash, { ...cash, runnerId: 7 }])).toBe(true);
    expect(paymentsSettle(80000, [{ monto: 0, metodo: 'exento', runnerId: null }])).toBe(true);
    expect(paymentsSettle(null, [])).toBe(false);
    expect(paymentsSettle(null, [cash])).toBe(true);
    expect(sumPayments([cash, cash])).toEqual({ monto: 80000, exento: false });
  });

  it("splits a pair's shares and counts an unnamed payment for the holder", () => {
    const shares = paymentShares({ precioUnitario: 40000, runnerId: 1, partnerRunnerId: 7 }, [
      { monto: 40000, metodo: 'efectivo', runnerId: null },
    ]);
    expect(shares).toEqual([
      { runnerId: 1, monto: 40000, pagado: 40000 },
      { runnerId: 7, monto: 40000, pagado: 0 },
    ]);
  });
});

describe('moneyWords', () => {
  const base: DeskMoney = {
    montoAPagar: 80000,
    montoPagado: 0,
    saldo: 80000,
    estado: 'pendiente',
    informadoAt: null,
    referencia: null,
    partes: [],
    pagos: [],
  };
  const nbsp = (text: string) => text.replace(/\u00a0/g, ' ');
  it('says the state as the desk reads it', () => {
    expect(
      nbsp(
        moneyWords({ ...base, estado: 'informado', informadoAt: '2026-12-03T14:00:00.000Z', referencia: '81234567' }),
      ),
    ).toBe('Informó transferencia el 03/12 · op. 81234567 · $ 80.000 — verificar');
    expect(nbsp(moneyWords({ ...base, saldo: 28000 }))).toBe('Pendiente: cobrar $ 28.000');
    const payment = {
      id: 1,
      inscriptionId: 1,
      runnerId: null,
      monto: 80000,
      metodo: 'efectivo' as const,
      referencia: null,
      motivo: null,
      voluntario: 'Ana',
      createdAt: '2026-12-06T10:00:00.000Z',
      anuladoAt: null,
    };
    expect(moneyWords({ ...base, estado: 'pagado', saldo: 0, pagos: [payment] })).toBe('Pagado en efectivo');
    expect(nbsp(moneyWords({ ...base, estado: 'parcial', montoPagado: 40000, saldo: 40000 }))).toBe(
      'Pagó $ 40.000 · falta cobrar $ 40.000',
    );
    expect(
      moneyWords({ ...base, estado: 'exento', pagos: [{ ...payment, metodo: 'exento', motivo: 'Sponsor' }] }),
    ).toBe('Exento: Sponsor');
  });
});

describe('cashTotals', () => {
  it('adds up by method in a fixed order and by volunteer, leaving undone payments out', () => {
    const totals = cashTotals([
      { monto: 30000, metodo: 'efectivo', voluntario: 'Ana', anulado: false },
      { monto: 20000, metodo: 'efectivo', voluntario: 'Beto', anulado: false },
      { monto: 50000, metodo: 'link', voluntario: 'Beto', anulado: false },
      { monto: 99999, metodo: 'efectivo', voluntario: 'Ana', anulado: true },
    ]);
    expect(totals.porMetodo.map((m) => m.metodo)).toEqual(['efectivo', 'transferencia', 'link', 'exento']);
    expect(totals.porMetodo[0]).toEqual({ metodo: 'efectivo', cantidad: 2, total: 50000 });
    expect(totals.porVoluntario).toEqual([
      { voluntario: 'Beto', cantidad: 2, total: 70000 },
      { voluntario: 'Ana', cantidad: 1, total: 30000 },
    ]);
    expect(totals).toMatchObject({ cobrado: 100000, efectivo: 50000 });
  });
});
