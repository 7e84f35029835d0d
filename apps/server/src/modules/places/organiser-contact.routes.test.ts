// Whom '¿Olvidaste tu contraseña?' sends a runner to, on SQLite and PostgreSQL.
import { NO_PLACES_SETTINGS, type PlacesSettingsInput } from '@carreras/domain/places/places.schemas';
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

const settings = (whatsappOrganizador: string | null): PlacesSettingsInput => ({
  ...NO_PLACES_SETTINGS,
  whatsappOrganizador,
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
    expect(await contact()).toEqual({ whatsappOrganizador: '5493815557777', evento: 'Desafío Tafí 2025' });

    await setOrganiserWhatsapp(current, '+54 9 381 444-5566');
    expect(await contact()).toEqual({ whatsappOrganizador: '5493814445566', evento: 'Desafío Tafí 2026' });
  });
});

describe('PUT /api/admin/events/:id/registration', () => {
  const save = (eventId: number, number: string | null) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/events/${eventId}/registration`,
      headers: bearer(adminToken),
      payload: settings(number),
    });

  it("stores the organiser's WhatsApp as the digits wa.me dials, however it was typed", async () => {
    const eventId = await insertEvent(t.db.db);
    for (const typed of ['0381 15-444-5566', '381 4445566', '+54 9 381 444-5566', '(0381) 444.5566']) {
      const saved = await save(eventId, typed);
      expect(saved.statusCode, typed).toBe(200);
      expect(saved.json().whatsappOrganizador, typed).toBe('5493814445566');
      const read = await t.app.inject({
        url: `/api/admin/events/${eventId}/registration`,
        headers: bearer(adminToken),
      });
      expect(read.json().whatsappOrganizador, typed).toBe('5493814445566');
    }
    expect((await save(eventId, '+598 99 123 456')).json().whatsappOrganizador).toBe('59899123456');
    expect((await save(eventId, '  ')).json().whatsappOrganizador).toBeNull();
  });

  it('refuses a number WhatsApp cannot dial with a 400 on the field, in usted', async () => {
    const eventId = await insertEvent(t.db.db);
    for (const typed of ['444-5566', '0381 15-444-556', 'llamar al 381']) {
      const refused = await save(eventId, typed);
      expect(refused.statusCode, typed).toBe(400);
      expect(refused.json().fields?.whatsappOrganizador, typed).toMatch(/^Ingrese el WhatsApp con código de área/);
    }
  });
});
