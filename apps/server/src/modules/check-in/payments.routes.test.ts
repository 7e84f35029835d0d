import { beforeAll, describe, expect, it } from 'vitest';
import { insertEvent } from '../../../test/fixtures.ts';
import { adminSuite, bearer, enrolThroughApi, registerRunner } from '../../../test/test-app.ts';
import { readXlsx } from '../../../test/xlsx-reader.ts';

const suite = adminSuite();
let eventId: number;
beforeAll(async () => {
  eventId = await insertEvent(suite.t.db.db, { permiteParejas: true });
});

const eventYear = () => new Date().getFullYear();

/** A runner enrolled at 66 km, price per person `precio` (a pair pays it twice). */
async function enrolled(precio: number | null, options: { pair?: boolean } = {}) {
  const runner = await registerRunner(suite.t.app, { sexo: 'M', fechaNacimiento: `${eventYear() - 27}-06-15` });
  const partner = options.pair
    ? await registerRunner(suite.t.app, { sexo: 'M', fechaNacimiento: `${eventYear() - 27}-01-01` })
    : null;
  const { id } = await enrolThroughApi(suite.t.app, runner.token, {
    runnerId: runner.user.id,
    eventId,
    distancia: 66,
    categoria: 'ELITE MASC',
    partnerDni: partner?.payload.dni,
  });
  if (partner) {
    const accepted = await suite.t.app.inject({
      method: 'POST',
      url: `/api/inscriptions/${id}/accept-pair`,
      headers: bearer(partner.token),
    });
    expect(accepted.statusCode).toBe(200);
  }
  await suite.t.db.db.updateTable('inscriptions').set({ precio_unitario: precio }).where('id', '=', id).execute();
  return { runner, partner, id };
}

const inject = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, token = suite.adminToken) =>
  suite.t.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload }) });

const pay = (id: number, body: object, token = suite.adminToken) =>
  inject('POST', `/api/admin/inscriptions/${id}/payments`, body, token);

async function auditActions(id: number): Promise<string[]> {
  const rows = await suite.t.db.db
    .selectFrom('audit_log')
    .select(['action', 'actor_id'])
    .where('entity', '=', 'inscription')
    .where('entity_id', '=', id)
    .orderBy('id')
    .execute();
  return rows.map((r) => `${r.action}:${r.actor_id}`);
}

async function adminId(): Promise<number> {
  const row = await suite.t.db.db.selectFrom('admins').select('id').executeTakeFirstOrThrow();
  return row.id;
}

describe('payments at the kit desk', () => {
  it('shows a reported transfer on the card, verifies it, and the inscriptions list agrees at once', async () => {
    const { id, runner } = await enrolled(40000, { pair: true });
    await suite.t.db.db
      .updateTable('inscriptions')
      .set({ pago_informado_at: '2026-12-03T14:00:00.000Z', pago_referencia: '81234567' })
      .where('id', '=', id)
      .execute();
    const found = await inject('GET', `/api/admin/events/${eventId}/check-in?q=${runner.payload.dni}`);
    expect(found.statusCode).toBe(200);
    expect(found.json().items[0].dinero).toMatchObject({
      montoAPagar: 80000,
      montoPagado: 0,
      saldo: 80000,
      estado: 'informado',
      informadoAt: '2026-12-03T14:00:00.000Z',
      referencia: '81234567',
    });
    expect(found.json().items[0].dinero.partes).toHaveLength(2);

    const verified = await pay(id, { metodo: 'transferencia', monto: 80000 });
    expect(verified.statusCode).toBe(201);
    expect(verified.json().pago).toMatchObject({ metodo: 'transferencia', monto: 80000, referencia: '81234567' });
    expect(verified.json().inscription).toMatchObject({ pagoConfirmado: true, inscripcionConfirmada: true });
    expect(verified.json().inscription.dinero).toMatchObject({ estado: 'pagado', saldo: 0, montoPagado: 80000 });

    const list = await inject('GET', `/api/admin/inscriptions?eventId=${eventId}&search=${runner.payload.dni}`);
    expect(list.json().items[0]).toMatchObject({ pagoConfirmado: true, pagoInformado: false, estadoPago: 'pagado' });
    // The runner's own reading of the inscription says the same.
    const mine = await inject('GET', `/api/inscriptions/${id}`, undefined, runner.token);
    expect(mine.json()).toMatchObject({ pagoConfirmado: true, montoPagado: 80000, saldo: 0 });
    expect(await auditActions(id)).toContain(`record-payment:${await adminId()}`);
  });

  it('collects a pair share by share: half paid stays pending, the second share settles it', async () => {
    const { id, runner, partner } = await enrolled(28000, { pair: true });
    const first = await pay(id, { metodo: 'efectivo', monto: 28000, runnerId: runner.user.id });
    expect(first.statusCode).toBe(201);
    const card = first.json().inscription;
    expect(card.pagoConfirmado).toBe(false);
    expect(card.dinero).toMatchObject({ estado: 'parcial', montoPagado: 28000, saldo: 28000 });
    expect(card.dinero.partes).toEqual([
      expect.objectContaining({ runnerId: runner.user.id, monto: 28000, pagado: 28000 }),
      expect.objectContaining({ runnerId: partner?.user.id, monto: 28000, pagado: 0 }),
    ]);
    const second = await pay(id, { metodo: 'link', monto: 28000, runnerId: partner?.user.id });
    expect(second.json().inscription).toMatchObject({ pagoConfirmado: true });
    expect(second.json().inscription.dinero.estado).toBe('pagado');
  });

  it('waives with a reason, and undoes a payment: kept as void, audited, the inscription owes again', async () => {
    const waived = await enrolled(30000);
    const refused = await pay(waived.id, { metodo: 'exento' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error: 'VALIDATION_ERROR',
      fields: { motivo: 'Indique el motivo de la exención' },
    });
    const ok = await pay(waived.id, { metodo: 'exento', motivo: 'Sponsor' });
    expect(ok.json().inscription).toMatchObject({ pagoConfirmado: true });
    expect(ok.json().inscription.dinero).toMatchObject({ estado: 'exento' });

    const cash = await enrolled(30000);
    const paid = await pay(cash.id, { metodo: 'efectivo', monto: 30000 });
    expect(paid.json().inscription.pagoConfirmado).toBe(true);
    const paymentId = paid.json().pago.id as number;
    const undone = await inject('POST', `/api/admin/payments/${paymentId}/void`);
    expect(undone.statusCode).toBe(200);
    expect(undone.json()).toMatchObject({ pagoConfirmado: false, inscripcionConfirmada: false });
    expect(undone.json().dinero).toMatchObject({ estado: 'pendiente', saldo: 30000, pagos: [] });
    const again = await inject('POST', `/api/admin/payments/${paymentId}/void`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Ese pago ya fue deshecho');
    const row = await suite.t.db.db
      .selectFrom('payments')
      .selectAll()
      .where('id', '=', paymentId)
      .executeTakeFirstOrThrow();
    expect(row.voided_at).not.toBeNull();
    expect(row.voided_by).toBe(await adminId());
    expect(await auditActions(cash.id)).toEqual(
      expect.arrayContaining([`record-payment:${await adminId()}`, `void-payment:${await adminId()}`]),
    );
  });

  it('refuses runners (403) on every payment action and bad input with Spanish field messages (400)', async () => {
    const { id, runner } = await enrolled(30000);
    for (const response of [
      await pay(id, { metodo: 'efectivo', monto: 30000 }, runner.token),
      await inject('POST', '/api/admin/payments/1/void', undefined, runner.token),
      await inject('GET', `/api/admin/events/${eventId}/cash`, undefined, runner.token),
      await inject('GET', `/api/admin/events/${eventId}/cash/export`, undefined, runner.token),
      await inject('GET', `/api/admin/events/${eventId}/kit-progress`, undefined, runner.token),
      await inject('GET', `/api/admin/inscriptions/${id}/desk`, undefined, runner.token),
    ]) {
      expect(response.statusCode).toBe(403);
    }
    expect(await suite.t.db.db.selectFrom('payments').selectAll().where('inscription_id', '=', id).execute()).toEqual(
      [],
    );

    const noAmount = await pay(id, { metodo: 'efectivo' });
    expect(noAmount.statusCode).toBe(400);
    expect(noAmount.json().fields).toEqual({ monto: 'Ingrese el monto cobrado' });
    const negative = await pay(id, { metodo: 'efectivo', monto: -5 });
    expect(negative.json().fields.monto).toBe('El monto debe ser un número entero de pesos mayor que cero');
    const fraction = await pay(id, { metodo: 'efectivo', monto: 10.5 });
    expect(fraction.statusCode).toBe(400);
    const method = await pay(id, { metodo: 'cheque', monto: 10 });
    expect(method.statusCode).toBe(400);
    expect(method.json().fields.metodo).toBeTruthy();
    const stranger = await pay(id, { metodo: 'efectivo', monto: 10, runnerId: 999999 });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().fields.runnerId).toBe('Esa persona no forma parte de esta inscripción');
    expect((await pay(2_000_000, { metodo: 'efectivo', monto: 10 })).statusCode).toBe(404);
    expect((await inject('GET', `/api/admin/events/${eventId}/cash?fecha=2026-02-30`)).statusCode).toBe(400);
  });

  it('records a payment when the inscriptions list confirms, and undoes it when the list unconfirms', async () => {
    const { id } = await enrolled(25000);
    const confirmed = await inject('PATCH', `/api/inscriptions/${id}/confirm-payment`, { pagoConfirmado: true });
    expect(confirmed.statusCode).toBe(200);
    const rows = await suite.t.db.db.selectFrom('payments').selectAll().where('inscription_id', '=', id).execute();
    expect(rows).toEqual([expect.objectContaining({ monto: 25000, metodo: 'efectivo', voided_at: null })]);
    await inject('PATCH', `/api/inscriptions/${id}/confirm-payment`, { pagoConfirmado: false });
    const after = await suite.t.db.db.selectFrom('payments').selectAll().where('inscription_id', '=', id).execute();
    expect(after[0]?.voided_at).not.toBeNull();
    expect((await inject('GET', `/api/admin/inscriptions/${id}/desk`)).json()).toMatchObject({
      pagoConfirmado: false,
      dinero: { estado: 'pendiente', saldo: 25000 },
    });
  });
});

describe('two desks at once', () => {
  it('record both halves of a fee and settle it, and undo one payment only once', async () => {
    const { id } = await enrolled(30000);
    const [first, second] = await Promise.all([
      pay(id, { metodo: 'efectivo', monto: 15000 }),
      pay(id, { metodo: 'efectivo', monto: 15000 }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    const card = (await inject('GET', `/api/admin/inscriptions/${id}/desk`)).json();
    expect(card).toMatchObject({ pagoConfirmado: true, dinero: { estado: 'pagado', montoPagado: 30000 } });
    const paymentId = first.json().pago.id as number;
    const undos = await Promise.all([
      inject('POST', `/api/admin/payments/${paymentId}/void`),
      inject('POST', `/api/admin/payments/${paymentId}/void`),
    ]);
    expect(undos.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const after = (await inject('GET', `/api/admin/inscriptions/${id}/desk`)).json();
    expect(after).toMatchObject({ pagoConfirmado: false, dinero: { estado: 'parcial', montoPagado: 15000 } });
  });
});

describe('Caja del día', () => {
  it('adds up the day by method and by volunteer, leaves undone payments out, and exports the same', async () => {
    const own = await insertEvent(suite.t.db.db);
    const enrolIn = async (precio: number) => {
      const runner = await registerRunner(suite.t.app, { sexo: 'M', fechaNacimiento: `${eventYear() - 27}-06-15` });
      const { id } = await enrolThroughApi(suite.t.app, runner.token, {
        runnerId: runner.user.id,
        eventId: own,
        distancia: 66,
        categoria: 'ELITE MASC',
      });
      await suite.t.db.db.updateTable('inscriptions').set({ precio_unitario: precio }).where('id', '=', id).execute();
      return id;
    };
    const [a, b, c, d] = [await enrolIn(30000), await enrolIn(30000), await enrolIn(20000), await enrolIn(20000)];
    await pay(a, { metodo: 'efectivo', monto: 30000 });
    await pay(b, { metodo: 'transferencia', monto: 30000 });
    await pay(c, { metodo: 'exento', motivo: 'Organización' });
    const undone = (await pay(d, { metodo: 'efectivo', monto: 20000 })).json().pago.id as number;
    await inject('POST', `/api/admin/payments/${undone}/void`);

    const day = await inject('GET', `/api/admin/events/${own}/cash`);
    expect(day.statusCode).toBe(200);
    const cash = day.json();
    expect(cash.pagos).toHaveLength(4);
    expect(cash.pagos.filter((p: { anulado: boolean }) => p.anulado)).toHaveLength(1);
    expect(cash.pagos[0].hora).toMatch(/^\d{2}:\d{2}$/);
    expect(cash.pagos[0].voluntario).toBe('Ana Admin');
    expect(cash.porMetodo).toEqual([
      { metodo: 'efectivo', cantidad: 1, total: 30000 },
      { metodo: 'transferencia', cantidad: 1, total: 30000 },
      { metodo: 'link', cantidad: 0, total: 0 },
      { metodo: 'exento', cantidad: 1, total: 0 },
    ]);
    expect(cash.porVoluntario).toEqual([{ voluntario: 'Ana Admin', cantidad: 3, total: 60000 }]);
    expect(cash.cobrado).toBe(60000);
    expect(cash.efectivo).toBe(30000);
    // 100.000 owed in all; 30.000 + 30.000 paid and 20.000 waived; 20.000 still to collect.
    expect(cash.evento).toEqual({ esperado: 100000, pagado: 80000, pendiente: 20000 });

    const otherDay = await inject('GET', `/api/admin/events/${own}/cash?fecha=2020-01-01`);
    expect(otherDay.json()).toMatchObject({ pagos: [], cobrado: 0 });

    const file = await inject('GET', `/api/admin/events/${own}/cash/export`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('caja_');
    const sheets = await readXlsx(file.rawPayload);
    expect(sheets.Pagos).toHaveLength(5);
    const totals = Object.fromEntries((sheets.Totales ?? []).slice(1).map((row) => [row[0], row[2]]));
    expect(totals).toMatchObject({ Efectivo: 30000, 'Transferencia verificada': 30000, 'Cobrado en el día': 60000 });
  });

  it('counts kits picked up per distance', async () => {
    const own = await insertEvent(suite.t.db.db);
    const runner = await registerRunner(suite.t.app, { sexo: 'M', fechaNacimiento: `${eventYear() - 27}-06-15` });
    const { id } = await enrolThroughApi(suite.t.app, runner.token, {
      runnerId: runner.user.id,
      eventId: own,
      distancia: 66,
      categoria: 'ELITE MASC',
    });
    expect((await inject('GET', `/api/admin/events/${own}/kit-progress`)).json()).toEqual({
      retiraron: 0,
      total: 1,
      distancias: [{ distancia: 66, retiraron: 0, total: 1 }],
    });
    await inject('PATCH', `/api/inscriptions/${id}/confirm-attendance`, { asistenciaConfirmada: true });
    expect((await inject('GET', `/api/admin/events/${own}/kit-progress`)).json()).toMatchObject({ retiraron: 1 });
  });

  it('counts a pair as two people and two kits, per distance; a partner still invited is not counted', async () => {
    const own = await insertEvent(suite.t.db.db, { permiteParejas: true });
    const born = (month: string) => `${eventYear() - 27}-${month}-15`;
    const man = (month: string) => registerRunner(suite.t.app, { sexo: 'M', fechaNacimiento: born(month) });
    const holder = await man('01');
    const partner = await man('02');
    const invitor = await man('03');
    const invited = await man('04');
    const solo = await man('05');
    const enrol = (runner: typeof holder, distancia: number, partnerDni?: string) =>
      enrolThroughApi(suite.t.app, runner.token, {
        runnerId: runner.user.id,
        eventId: own,
        distancia,
        categoria: distancia === 33 ? 'PROMOCIONALES A MASC' : 'ELITE MASC',
        partnerDni,
      });
    const pair = await enrol(holder, 66, partner.payload.dni);
    const accepted = await inject('POST', `/api/inscriptions/${pair.id}/accept-pair`, undefined, partner.token);
    expect(accepted.statusCode).toBe(200);
    await enrol(invitor, 66, invited.payload.dni);
    await enrol(solo, 33);
    const progress = async () => (await inject('GET', `/api/admin/events/${own}/kit-progress`)).json();
    expect(await progress()).toEqual({
      retiraron: 0,
      total: 4,
      distancias: [
        { distancia: 33, retiraron: 0, total: 1 },
        { distancia: 66, retiraron: 0, total: 3 },
      ],
    });
    await inject('PATCH', `/api/inscriptions/${pair.id}/confirm-attendance`, { asistenciaConfirmada: true });
    expect(await progress()).toEqual({
      retiraron: 2,
      total: 4,
      distancias: [
        { distancia: 33, retiraron: 0, total: 1 },
        { distancia: 66, retiraron: 2, total: 3 },
      ],
    });
  });
});
