// Whom '¿Olvidaste tu contraseña?' sends a runner to, on SQLite and PostgreSQL.
import type { RegistrationSettingsInput } from '@carreras/domain/registration/registration.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEvent } from '../../../test/fixtures.ts';
import { bearer, createTestApp, loginAdmin, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = await loginAdmin(t.app);
});
afterAll(async () => {
  await t?.close();
});

const settings = (whatsappOrganizador: string | null): RegistrationSettingsInput => ({
  cupoTotal: null,
  promocionAutomatica: true,
  listaPublica: false,
  fechaFinAnticipado: null,
  pagoAlias: null,
  pagoCbu: null,
  pagoLink: null,
  pagoEfectivo: false,
  pagoNotas: null,
  whatsappOrganizador,
  retiroKit: null,
  plantillaRecordatorio: null,
  distancias: [],
});

async function setOrganiserWhatsapp(eventId: number, number: string | null) {
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/events/${eventId}/registration`,
    headers: bearer(adminToken),
    payload: settings(number),
  });
  expect(response.statusCode, response.body).toBe(200);
}

const contact = async () => (await t.app.inject({ url: '/api/registration/contact' })).json();

describe('GET /api/registration/contact', () => {
  it("answers the current event's organiser, else the latest number set on another event, else none", async () => {
    const current = await insertEvent(t.db.db, { nombre: 'Desafío Tafí 2026' });
    expect(await contact()).toEqual({ whatsappOrganizador: null, evento: 'Desafío Tafí 2026' });

    const past = await insertEvent(t.db.db, { nombre: 'Desafío Tafí 2025', fecha: '2025-10-12' });
    const older = await insertEvent(t.db.db, { nombre: 'Desafío Tafí 2024', fecha: '2024-10-13' });
    await setOrganiserWhatsapp(older, '381 555-0000');
    await setOrganiserWhatsapp(past, '0381 15-555-7777');
    expect(await contact()).toEqual({ whatsappOrganizador: '0381 15-555-7777', evento: 'Desafío Tafí 2025' });

    await setOrganiserWhatsapp(current, '+54 9 381 444-5566');
    expect(await contact()).toEqual({ whatsappOrganizador: '+54 9 381 444-5566', evento: 'Desafío Tafí 2026' });
  });
});
