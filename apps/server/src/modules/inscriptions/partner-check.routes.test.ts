import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEvent } from '../../../test/fixtures.ts';
import {
  bearer,
  createTestApp,
  loginAdmin,
  nextAddress,
  registerRunner,
  type TestApp,
} from '../../../test/test-app.ts';
import { PARTNER_CHECKS, PARTNER_CHECKS_PER_ADDRESS } from './partner-check-limit.ts';

/** The partner check of the inscription form: the partner's short name, or one answer for any DNI that cannot be invited. */
let t: TestApp;
let pairEvent: number;

beforeAll(async () => {
  t = await createTestApp();
  pairEvent = await insertEvent(t.db.db, { permiteParejas: true });
});
afterAll(async () => {
  await t.close();
});

const eventYear = () => new Date().getFullYear();
/** ELITE MASC on 66 km (27 in the event's year). */
const eliteMan = (overrides: Record<string, unknown> = {}) =>
  registerRunner(t.app, { sexo: 'M', fechaNacimiento: `${eventYear() - 27}-06-15`, ...overrides });
type Runner = Awaited<ReturnType<typeof eliteMan>>;

const check = (token: string, query: Record<string, string | number>, remoteAddress = nextAddress()) =>
  t.app.inject({
    method: 'GET',
    url: '/api/inscriptions/partner-check',
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: bearer(token),
    remoteAddress,
  });
const checkFor = (holder: Runner, partnerDni: string, overrides: Record<string, string | number> = {}) =>
  check(holder.token, { eventId: pairEvent, distancia: 66, categoria: 'ELITE MASC', partnerDni, ...overrides });
const enrol = (runner: Runner, partnerDni?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/inscriptions',
    headers: bearer(runner.token),
    remoteAddress: nextAddress(),
    payload: {
      runnerId: runner.user.id,
      eventId: pairEvent,
      distancia: 66,
      categoria: 'ELITE MASC',
      ...(partnerDni ? { partnerDni } : {}),
    },
  });

describe('GET /api/inscriptions/partner-check', () => {
  it("answers only the first names and the surname's initial of a partner who could be invited, DNI with dots too", async () => {
    const holder = await eliteMan();
    const partner = await eliteMan({ nombre: 'Martina Sol', apellido: 'González' });
    const dotted = partner.payload.dni.replace(/^(\d+)(\d{3})(\d{3})$/, '$1.$2.$3');
    const answer = await checkFor(holder, dotted);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ invitable: true, nombre: 'Martina Sol G.' });
    expect(answer.body).not.toContain('González');
    expect(answer.body).not.toContain(partner.payload.email);
  });

  it('answers every DNI that cannot be invited the same, whatever the reason', async () => {
    const holder = await eliteMan();
    const enrolled = await eliteMan();
    expect((await enrol(enrolled)).statusCode).toBe(201);
    const invited = await eliteMan();
    expect((await enrol(await eliteMan(), invited.payload.dni)).statusCode).toBe(201);
    const woman = await registerRunner(t.app, { sexo: 'F', fechaNacimiento: `${eventYear() - 27}-01-01` });
    const teen = await eliteMan({ fechaNacimiento: `${eventYear() - 15}-01-01` });
    const reasons: [string, string][] = [
      ['not registered', '1234567'],
      ['enrolled in the event', enrolled.payload.dni],
      ['invited by someone else', invited.payload.dni],
      ['of the other sex', woman.payload.dni],
      ['too young', teen.payload.dni],
    ];
    const bodies = new Set<string>();
    for (const [reason, dni] of reasons) {
      const answer = await checkFor(holder, dni);
      expect(answer.statusCode, reason).toBe(200);
      expect(answer.json(), reason).toEqual({ invitable: false, nombre: null });
      bodies.add(answer.body);
    }
    expect(bodies.size).toBe(1);
    // The inscription agrees: the invitation the check allowed goes through, with the name the check showed.
    const partner = await eliteMan({ nombre: 'Lucía', apellido: 'Pérez' });
    expect((await checkFor(holder, partner.payload.dni)).json()).toEqual({ invitable: true, nombre: 'Lucía P.' });
    const created = await enrol(holder, partner.payload.dni);
    expect(created.statusCode).toBe(201);
    expect(created.json().compañeroPendiente).toEqual({ dni: partner.payload.dni, nombre: 'Lucía P.' });
    expect(created.body).not.toContain('Pérez');
    // Once invited, the partner cannot be invited by anyone else.
    expect((await checkFor(await eliteMan(), partner.payload.dni)).json()).toEqual({ invitable: false, nombre: null });
  });

  it('refuses, with their reason, what the runner chose themselves', async () => {
    const holder = await eliteMan();
    const partner = await eliteMan();
    const self = await checkFor(holder, holder.payload.dni);
    expect(self.statusCode).toBe(400);
    expect(self.json().fields).toEqual({ partnerDni: 'El DNI del compañero/a no puede ser el del mismo corredor' });

    const solo = await insertEvent(t.db.db, { permiteParejas: false });
    const noPairs = await checkFor(holder, partner.payload.dni, { eventId: solo });
    expect(noPairs.statusCode).toBe(400);
    expect(noPairs.json().fields).toEqual({ partnerDni: 'Este evento no permite inscripciones en pareja' });

    const closed = await insertEvent(t.db.db, { permiteParejas: true, open: false });
    expect((await checkFor(holder, partner.payload.dni, { eventId: closed })).json().message).toBe(
      'Las inscripciones para este evento están cerradas',
    );
    expect((await checkFor(holder, partner.payload.dni, { categoria: 'ELITE MASC', distancia: 33 })).statusCode).toBe(
      400,
    );
    expect((await checkFor(holder, partner.payload.dni, { eventId: 999_999 })).statusCode).toBe(404);
    // Only a category the runner fits: probing others would tell the sex and age of whoever owns a DNI.
    const women = await checkFor(holder, partner.payload.dni, { categoria: 'ELITE FEM' });
    expect(women.statusCode).toBe(400);
    expect(women.json().fields).toEqual({ categoria: 'La categoría no corresponde a tu sexo o edad' });
    expect((await checkFor(holder, partner.payload.dni, { categoria: 'MASTER A1 MASC' })).statusCode).toBe(400);
    expect((await checkFor(holder, partner.payload.dni, { categoria: 'E-BIKE' })).json()).toMatchObject({
      invitable: true,
    });

    const badDni = await checkFor(holder, '12ab');
    expect(badDni.statusCode).toBe(400);
    expect(badDni.json().fields).toHaveProperty('partnerDni');
  });

  it('is for runners only', async () => {
    const partner = await eliteMan();
    const query = { eventId: pairEvent, distancia: 66, categoria: 'ELITE MASC', partnerDni: partner.payload.dni };
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/api/inscriptions/partner-check',
      query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await check(await loginAdmin(t.app), query)).statusCode).toBe(403);
  });

  it(`allows ${PARTNER_CHECKS} checks an hour per runner, whatever the address, then answers 429`, async () => {
    const prober = await eliteMan();
    const partner = await eliteMan();
    for (let i = 0; i < PARTNER_CHECKS; i++) {
      expect((await checkFor(prober, partner.payload.dni)).statusCode).toBe(200);
    }
    const refused = await checkFor(prober, partner.payload.dni);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: 'TOO_MANY_REQUESTS',
      message:
        'Consultaste demasiados DNI en poco tiempo. Esperá un rato para volver a consultar; igual podés inscribirte.',
    });
    // Every call above came from an address of its own: the count is the runner's. Another runner, from the
    // address the limited one uses now, still checks.
    const shared = nextAddress();
    const query = { eventId: pairEvent, distancia: 66, categoria: 'ELITE MASC', partnerDni: partner.payload.dni };
    expect((await check(prober.token, query, shared)).statusCode).toBe(429);
    expect((await check((await eliteMan()).token, query, shared)).statusCode).toBe(200);
    // The limited runner may still enrol with that partner: the check only advises.
    expect((await enrol(prober, partner.payload.dni)).statusCode).toBe(201);
  });

  it(`allows ${PARTNER_CHECKS_PER_ADDRESS} checks an hour per address, whichever accounts make them`, async () => {
    const address = nextAddress();
    const partner = await eliteMan();
    const query = { eventId: pairEvent, distancia: 66, categoria: 'ELITE MASC', partnerDni: partner.payload.dni };
    // New accounts are free: each makes its own allowance of checks from the one address.
    const accounts = Math.ceil(PARTNER_CHECKS_PER_ADDRESS / PARTNER_CHECKS) + 1;
    const statuses: number[] = [];
    for (let a = 0; a < accounts; a++) {
      const { token } = await eliteMan();
      for (let i = 0; i < PARTNER_CHECKS; i++) statuses.push((await check(token, query, address)).statusCode);
    }
    expect(statuses.slice(0, PARTNER_CHECKS_PER_ADDRESS).every((status) => status === 200)).toBe(true);
    expect(new Set(statuses.slice(PARTNER_CHECKS_PER_ADDRESS))).toEqual(new Set([429]));
    // Another address is not affected.
    expect((await check((await eliteMan()).token, query)).statusCode).toBe(200);
  });
});
