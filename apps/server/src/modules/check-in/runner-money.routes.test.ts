import { beforeAll, describe, expect, it } from 'vitest';
import { insertEvent } from '../../../test/fixtures.ts';
import { adminSuite, bearer, enrolThroughApi, registerRunner } from '../../../test/test-app.ts';

const suite = adminSuite();
let eventId: number;
beforeAll(async () => {
  eventId = await insertEvent(suite.t.db.db, { permiteParejas: true });
});

type Runner = Awaited<ReturnType<typeof registerRunner>>;

const born = (month: string) => `${new Date().getFullYear() - 27}-${month}-15`;

/** A runner enrolled at 66 km for `precio` per person; with a partner who accepted, for a pair. */
async function enrolled(precio: number, pair = false) {
  const runner = await registerRunner(suite.t.app, { sexo: 'M', fechaNacimiento: born('06') });
  const partner = pair ? await registerRunner(suite.t.app, { sexo: 'M', fechaNacimiento: born('01') }) : null;
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
  return { id, runner, partner };
}

const pay = async (id: number, body: object) => {
  const answer = await suite.t.app.inject({
    method: 'POST',
    url: `/api/admin/inscriptions/${id}/payments`,
    headers: bearer(suite.adminToken),
    payload: body,
  });
  expect(answer.statusCode, answer.body).toBe(201);
};

/** The desk's card of the inscription. */
async function desk(id: number) {
  const card = await suite.t.app.inject({
    method: 'GET',
    url: `/api/admin/inscriptions/${id}/desk`,
    headers: bearer(suite.adminToken),
  });
  expect(card.statusCode).toBe(200);
  return card.json().dinero as {
    montoAPagar: number | null;
    montoPagado: number;
    saldo: number | null;
    estado: string;
    partes: { runnerId: number; monto: number | null; pagado: number; nombre: string }[];
    pagos: { metodo: string }[];
  };
}

/** The inscription in the runner's own list, as 'Mi Perfil' reads it. */
async function mine(runner: Runner, id: number) {
  const list = await suite.t.app.inject({
    method: 'GET',
    url: `/api/inscriptions?runnerId=${runner.user.id}&limit=1000`,
    headers: bearer(runner.token),
  });
  expect(list.statusCode).toBe(200);
  return (list.json().items as { id: number }[]).find((i) => i.id === id);
}

/** What the desk sees of the money, in the words of the runner's list. */
function asTheDeskSees(money: Awaited<ReturnType<typeof desk>>) {
  return {
    montoAPagar: money.montoAPagar,
    montoPagado: money.montoPagado,
    saldo: money.saldo,
    estadoPago: money.estado,
    partesPago: money.partes.map(({ nombre: _name, ...share }) => share),
    mediosPago: money.pagos.map((p) => p.metodo),
  };
}

describe("'Mi Perfil' reads the money the desk sees", () => {
  it('for cash, a reported and then verified transfer, a pair with one share paid, and an unpaid inscription', async () => {
    const cash = await enrolled(28000);
    await pay(cash.id, { metodo: 'efectivo', monto: 28000 });

    const transfer = await enrolled(40000, true);
    // 'Ya pagué' (this event sets no way to pay from home, so the report is written as the endpoint would).
    await suite.t.db.db
      .updateTable('inscriptions')
      .set({ pago_informado_at: '2026-12-03T14:00:00.000Z', pago_referencia: '81234567' })
      .where('id', '=', transfer.id)
      .execute();

    const half = await enrolled(40000, true);
    await pay(half.id, { metodo: 'efectivo', monto: 40000, runnerId: half.runner.user.id });

    const unpaid = await enrolled(28000);

    const cases = [
      { ...cash, estado: 'pagado' },
      { ...transfer, estado: 'informado' },
      { ...half, estado: 'parcial' },
      { ...unpaid, estado: 'pendiente' },
    ];
    for (const { id, runner, partner, estado } of cases) {
      const money = await desk(id);
      expect(money.estado).toBe(estado);
      expect(await mine(runner, id)).toMatchObject(asTheDeskSees(money));
      // A partner reads the same money in their own list.
      if (partner) expect(await mine(partner, id)).toMatchObject(asTheDeskSees(money));
    }
    expect(await mine(half.runner, half.id)).toMatchObject({
      saldo: 40000,
      partesPago: [
        { runnerId: half.runner.user.id, monto: 40000, pagado: 40000 },
        { runnerId: half.partner?.user.id, monto: 40000, pagado: 0 },
      ],
      mediosPago: ['efectivo'],
    });

    // The reported transfer verified at the desk: both read it paid by transfer.
    await pay(transfer.id, { metodo: 'transferencia', monto: 80000 });
    const verified = await desk(transfer.id);
    expect(verified.estado).toBe('pagado');
    expect(await mine(transfer.runner, transfer.id)).toMatchObject({
      ...asTheDeskSees(verified),
      mediosPago: ['transferencia'],
      pagoInformado: false,
    });
  });

  it("never hands a runner the volunteer's name or another runner's inscriptions", async () => {
    const { id, runner } = await enrolled(28000);
    await pay(id, { metodo: 'efectivo', monto: 28000 });
    const other = await registerRunner(suite.t.app, { sexo: 'M', fechaNacimiento: born('03') });
    const theirs = await suite.t.app.inject({
      method: 'GET',
      url: `/api/inscriptions?runnerId=${runner.user.id}`,
      headers: bearer(other.token),
    });
    expect(theirs.statusCode).toBe(403);
    const own = await mine(runner, id);
    expect(JSON.stringify(own)).not.toMatch(/voluntario|pagos"/);
  });
});
