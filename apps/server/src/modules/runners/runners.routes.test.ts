import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  loginAdmin,
  registerRunner,
  runnerPayload,
  type TestApp,
} from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function profileBody(overrides: Record<string, unknown> = {}) {
  const { dni: _dni, password: _password, ...data } = runnerPayload(overrides);
  return data;
}

describe('PUT /api/runners/{id}', () => {
  it('lets a runner update their own profile, keeping the birth date on its calendar day', async () => {
    const runner = await registerRunner(t.app);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/runners/${runner.user.id}`,
      headers: bearer(runner.token),
      payload: profileBody({
        nombre: 'Ñandú',
        fechaNacimiento: '1991-01-01T12:00:00.000Z',
        alergia: 'Abejas',
        obraSocial: '',
      }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      nombre: 'Ñandú',
      fechaNacimiento: '1991-01-01',
      alergia: 'Abejas',
      obraSocial: null,
      dni: runner.payload.dni,
    });
    const profile = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(runner.token) });
    expect(profile.json().nombre).toBe('Ñandú');
  });

  it("refuses another runner's profile, anonymous calls and invalid data", async () => {
    const a = await registerRunner(t.app);
    const b = await registerRunner(t.app);
    const other = await t.app.inject({
      method: 'PUT',
      url: `/api/runners/${b.user.id}`,
      headers: bearer(a.token),
      payload: profileBody(),
    });
    expect(other.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'PUT', url: `/api/runners/${a.user.id}`, payload: profileBody() });
    expect(anonymous.statusCode).toBe(401);
    const invalid = await t.app.inject({
      method: 'PUT',
      url: `/api/runners/${a.user.id}`,
      headers: bearer(a.token),
      payload: profileBody({ email: 'x', fechaNacimiento: '2999-01-01' }),
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fields).toMatchObject({
      email: 'Email inválido',
      fechaNacimiento: 'La fecha no puede ser futura',
    });
    const unchanged = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(b.token) });
    expect(unchanged.json().nombre).toBe(b.payload.nombre);
  });

  it('lets an admin update any runner and answers 404 for unknown ids', async () => {
    const runner = await registerRunner(t.app);
    const adminToken = await loginAdmin(t.app);
    const ok = await t.app.inject({
      method: 'PUT',
      url: `/api/runners/${runner.user.id}`,
      headers: bearer(adminToken),
      payload: profileBody({ provincia: 'Salta' }),
    });
    expect(ok.json().provincia).toBe('Salta');
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/runners/987654',
      headers: bearer(adminToken),
      payload: profileBody(),
    });
    expect(missing.statusCode).toBe(404);
  });
});
