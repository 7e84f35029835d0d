import { messages } from '@carreras/domain/messages';
import { describe, expect, it } from 'vitest';
import { adminSuite, registerRunner, runnerPayload } from '../../../test/test-app.ts';

/**
 * Names and phones as runners and organisers type them, through sign-up, the profile and the admin forms:
 * names stored in proper case (searches still find them), phones as the digits wa.me dials.
 */
const suite = adminSuite();
const { call } = suite;

const stored = (id: number) =>
  suite.t.db.db
    .selectFrom('runners')
    .select(['nombre', 'apellido', 'whatsapp', 'telefono', 'search_text'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

const profileBody = (overrides: Record<string, unknown>) => {
  const { dni: _dni, password: _password, ...data } = runnerPayload(overrides);
  return data;
};

describe('sign-up', () => {
  it('stores the name in proper case and the phones as wa.me digits, and answers them so', async () => {
    const runner = await registerRunner(suite.t.app, {
      nombre: 'martina',
      apellido: 'GÓMEZ DE LA CRUZ',
      whatsapp: '0381 15-444-5566',
      telefono: '11 15 4444-5555',
    });
    expect(runner.user).toMatchObject({
      nombre: 'Martina',
      apellido: 'Gómez de la Cruz',
      whatsapp: '5493814445566',
      telefono: '5491144445555',
    });
    const row = await stored(runner.user.id);
    expect(row).toMatchObject({ nombre: 'Martina', apellido: 'Gómez de la Cruz', whatsapp: '5493814445566' });
    expect(row.search_text).toBe(`martina gomez de la cruz ${runner.payload.dni}`);
    const found = await call('GET', `/api/runners?search=${encodeURIComponent('gomez martina')}`, suite.adminToken);
    expect(found.json().items.map((item: { id: number }) => item.id)).toEqual([runner.user.id]);
  });

  it('refuses a phone without area code with the advice, in voseo', async () => {
    const response = await call('POST', '/api/auth/register', undefined, runnerPayload({ whatsapp: '15 4445566' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.whatsapp).toBe(messages.phoneFormat);
    expect(messages.phoneFormat).toMatch(/^Ingresá el número con código de área, sin 0 ni 15: 381 4445566/);
  });
});

describe('profile edit', () => {
  it('stores the edited name and phones the same way', async () => {
    const runner = await registerRunner(suite.t.app);
    const response = await call(
      'PUT',
      `/api/runners/${runner.user.id}`,
      runner.token,
      profileBody({ nombre: 'JUAN PABLO', apellido: "o'higgins", whatsapp: '+54 9 381 444-5566' }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ nombre: 'Juan Pablo', apellido: "O'Higgins", whatsapp: '5493814445566' });
    const row = await stored(runner.user.id);
    expect(row.search_text).toBe(`juan pablo o'higgins ${runner.payload.dni}`);
  });
});

describe('admin forms', () => {
  it('create and edit store proper-case names and wa.me digits, and advise with usted', async () => {
    const created = await call('POST', '/api/admin/create-runner', suite.adminToken, {
      ...runnerPayload({
        nombre: 'ana maría',
        apellido: 'McDonald',
        whatsapp: '54 381 4445566',
        password: 'temporal1',
      }),
      requiereCambioPassword: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ nombre: 'Ana María', apellido: 'McDonald', whatsapp: '5493814445566' });
    const { password: _password, ...data } = runnerPayload({ dni: created.json().dni });
    const edited = await call('PUT', `/api/admin/runners/${created.json().id}`, suite.adminToken, {
      ...data,
      nombre: 'ANA',
      apellido: 'del valle',
      telefono: '381 15 4445566',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await stored(created.json().id)).toMatchObject({
      nombre: 'Ana',
      apellido: 'Del Valle',
      telefono: '5493814445566',
    });
    const refused = await call('PUT', `/api/admin/runners/${created.json().id}`, suite.adminToken, {
      ...data,
      whatsapp: '444-5566',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.whatsapp).toBe(messages.adminPhoneFormat);
  });
});
