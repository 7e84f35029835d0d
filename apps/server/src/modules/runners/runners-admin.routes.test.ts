import { describe, expect, it } from 'vitest';
import { adminSuite, bearer, registerRunner, runnerPayload } from '../../../test/test-app.ts';

const suite = adminSuite();
const { call } = suite;

describe('admin runner management', () => {
  it('lists runners 10 a page and searches by name, surname and DNI', async () => {
    const marker = 'Zapiola';
    const created = [];
    for (let i = 0; i < 12; i++) created.push(await registerRunner(suite.t.app, { apellido: marker }));
    const page1 = await call('GET', `/api/runners?search=${marker.toLowerCase()}&page=1`, suite.adminToken);
    expect(page1.statusCode).toBe(200);
    expect(page1.json()).toMatchObject({ total: 12, page: 1, limit: 10 });
    expect(page1.json().items).toHaveLength(10);
    const page2 = await call('GET', `/api/runners?search=${marker}&page=2`, suite.adminToken);
    expect(page2.json().items).toHaveLength(2);
    const byDni = await call('GET', `/api/runners?search=${created[3]!.payload.dni}`, suite.adminToken);
    expect(byDni.json().items.map((r: { id: number }) => r.id)).toEqual([created[3]!.user.id]);
    // Health data never appears in the list.
    expect(JSON.stringify(page1.json())).not.toMatch(/grupoSanguineo|alergia|obraSocial/);
    const runner = created[0]!;
    expect((await call('GET', '/api/runners', runner.token)).statusCode).toBe(403);
    expect((await call('GET', '/api/runners')).statusCode).toBe(401);
  });

  it('shows, edits and creates runners with the admin messages', async () => {
    const runner = await registerRunner(suite.t.app);
    const detail = await call('GET', `/api/admin/runners/${runner.user.id}`, suite.adminToken);
    expect(detail.json()).toMatchObject({ dni: runner.payload.dni, passwordChangeCount: 0, grupoSanguineo: 'O+' });
    expect((await call('GET', '/api/admin/runners/9999999', suite.adminToken)).json().message).toBe(
      'Corredor no encontrado o ha ocurrido un error.',
    );

    const { password: _p, ...data } = runnerPayload({ dni: runner.payload.dni, apellido: 'Editado' });
    const edited = await call('PUT', `/api/admin/runners/${runner.user.id}`, suite.adminToken, data);
    expect(edited.json().apellido).toBe('Editado');
    const badDni = await call('PUT', `/api/admin/runners/${runner.user.id}`, suite.adminToken, { ...data, dni: '12' });
    expect(badDni.json().fields.dni).toBe('DNI inválido');

    const other = await registerRunner(suite.t.app);
    const takenDni = await call('PUT', `/api/admin/runners/${runner.user.id}`, suite.adminToken, {
      ...data,
      dni: other.payload.dni,
    });
    expect(takenDni.statusCode).toBe(409);
    expect(takenDni.json()).toEqual({
      error: 'DNI_TAKEN',
      message: 'Ya existe un corredor registrado con este DNI',
      fields: { dni: 'Ya existe un corredor registrado con este DNI' },
    });

    const fresh = runnerPayload({ password: 'temporal1' });
    const created = await call('POST', '/api/admin/create-runner', suite.adminToken, {
      ...fresh,
      requiereCambioPassword: true,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ dni: fresh.dni, requiereCambioPassword: true });
    const duplicate = await call('POST', '/api/admin/create-runner', suite.adminToken, fresh);
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({
      error: 'DNI_TAKEN',
      fields: { dni: 'Ya existe un corredor registrado con este DNI' },
    });
    const missing = await call('POST', '/api/admin/create-runner', suite.adminToken, {
      ...fresh,
      dni: '',
      password: '',
    });
    expect(missing.json().fields).toMatchObject({
      dni: 'El DNI es obligatorio',
      password: 'La contraseña es obligatoria',
    });
    expect((await call('POST', '/api/admin/create-runner', runner.token, fresh)).statusCode).toBe(403);
  });

  it('resets a password to a temporary one that ends sessions and does not count against the two changes (D14)', async () => {
    const runner = await registerRunner(suite.t.app);
    const reset = await call('POST', `/api/admin/runners/${runner.user.id}/reset-password`, suite.adminToken, {
      password: 'temporal-9',
    });
    expect(reset.statusCode).toBe(200);
    expect((await call('GET', '/api/auth/profile', runner.token)).statusCode).toBe(401);

    const login = await call('POST', '/api/auth/login', undefined, {
      dni: runner.payload.dni,
      password: 'temporal-9',
      type: 'runner',
    });
    expect(login.json().user.requiereCambioPassword).toBe(true);
    const token = login.json().token;
    const change = await call('POST', '/api/auth/change-password', token, {
      currentPassword: 'temporal-9',
      newPassword: 'mi-clave-nueva',
    });
    expect(change.json()).toMatchObject({ count: 0 });
    const count = await call('GET', `/api/admin/runners/${runner.user.id}/password-change-count`, suite.adminToken);
    expect(count.json()).toEqual({ count: 0 });
  });

  it('counts runners for the dashboard', async () => {
    await registerRunner(suite.t.app);
    const stats = await call('GET', '/api/admin/dashboard/stats', suite.adminToken);
    const total = await suite.t.db.db
      .selectFrom('runners')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(stats.json().totalRunners).toBe(Number(total.n));
  });
});

describe('administrator accounts (D14)', () => {
  it('lets a super_admin create, deactivate and reset admins, and an admin none of it', async () => {
    const created = await call('POST', '/api/admin/admins', suite.adminToken, {
      dni: '27333444',
      nombre: 'Pablo',
      password: 'clave-pablo',
      role: 'admin',
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    const login = await call('POST', '/api/auth/login', undefined, {
      dni: '27333444',
      password: 'clave-pablo',
      type: 'admin',
    });
    const pabloToken = login.json().token;
    expect(login.json().admin.role).toBe('admin');

    expect((await call('GET', '/api/admin/admins', pabloToken)).statusCode).toBe(403);
    expect(
      (await call('POST', '/api/admin/admins', pabloToken, { dni: '27333445', nombre: 'X', password: 'clave-xxxx' }))
        .statusCode,
    ).toBe(403);
    const takenDni = await call('POST', '/api/admin/admins', suite.adminToken, {
      dni: '27333444',
      nombre: 'Otro',
      password: 'clave-otro',
    });
    expect(takenDni.statusCode).toBe(409);
    expect(takenDni.json()).toMatchObject({ error: 'DNI_TAKEN', fields: { dni: expect.any(String) } });

    const list = await call('GET', '/api/admin/admins', suite.adminToken);
    expect(list.json().map((a: { dni: string }) => a.dni)).toContain('27333444');

    const deactivated = await suite.t.app.inject({
      method: 'PATCH',
      url: `/api/admin/admins/${id}`,
      headers: bearer(suite.adminToken),
      payload: { activo: false },
    });
    expect(deactivated.json().activo).toBe(false);
    expect((await call('GET', '/api/admin/auth/profile', pabloToken)).statusCode).toBe(401);
    const refused = await call('POST', '/api/auth/login', undefined, {
      dni: '27333444',
      password: 'clave-pablo',
      type: 'admin',
    });
    // The same answer as a wrong password (test/auth-hardening.test.ts).
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('DNI o contraseña incorrectos');

    await suite.t.app.inject({
      method: 'PATCH',
      url: `/api/admin/admins/${id}`,
      headers: bearer(suite.adminToken),
      payload: { activo: true },
    });
    const reset = await call('POST', `/api/admin/admins/${id}/reset-password`, suite.adminToken, {
      password: 'nueva-pablo',
    });
    expect(reset.statusCode).toBe(200);
    expect(
      (await call('POST', '/api/auth/login', undefined, { dni: '27333444', password: 'nueva-pablo', type: 'admin' }))
        .statusCode,
    ).toBe(200);
  });
});
