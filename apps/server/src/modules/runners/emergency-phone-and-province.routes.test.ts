import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  loginAdmin,
  nextAddress,
  registerRunner,
  runnerPayload,
  type TestApp,
} from '../../../test/test-app.ts';

/**
 * The emergency phone dials what was typed (a landline stays a landline, docs/product-choices.md) and the
 * province is stored by its name, whatever the client sent: the server checks with the shared schema.
 */
let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = await loginAdmin(t.app);
});
afterAll(async () => {
  await t.close();
});

const stored = (id: number) =>
  t.db.db
    .selectFrom('runners')
    .select(['whatsapp', 'telefono', 'provincia'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

const dataOf = (overrides: Record<string, unknown>) => {
  const { dni: _dni, password: _password, ...data } = runnerPayload(overrides);
  return data;
};

describe('the emergency phone and the province', () => {
  it('keeps a landline a landline at sign-up, the WhatsApp a mobile, and the province by its name', async () => {
    const runner = await registerRunner(t.app, {
      whatsapp: '(0383) 444-1234',
      telefono: '(0383) 444-1234',
      provincia: 'TUCUMAN',
    });
    expect(await stored(runner.user.id)).toEqual({
      whatsapp: '5493834441234',
      telefono: '+543834441234',
      provincia: 'Tucumán',
    });
  });

  it('keeps a mobile a mobile in the profile, and a province of another country as typed', async () => {
    const runner = await registerRunner(t.app);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/runners/${runner.user.id}`,
      headers: bearer(runner.token),
      remoteAddress: nextAddress(),
      payload: dataOf({ telefono: '0383 15-444-1234', provincia: '  Región de Atacama ' }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ telefono: '5493834441234', provincia: 'Región de Atacama' });
  });

  it('does the same in the back office', async () => {
    const runner = await registerRunner(t.app);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/runners/${runner.user.id}`,
      headers: bearer(adminToken),
      remoteAddress: nextAddress(),
      payload: { ...dataOf({ telefono: '3834441234', provincia: 'cordoba' }), dni: runner.payload.dni },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await stored(runner.user.id)).toMatchObject({ telefono: '+543834441234', provincia: 'Córdoba' });
  });
});
