import { messages } from '@carreras/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  loginAdmin,
  nextAddress,
  registerRunner,
  runnerPayload,
  TEST_ADMIN,
  type TestApp,
} from '../../../test/test-app.ts';
import { signToken } from './token.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress: nextAddress() });
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('POST /api/auth/register', () => {
  it('creates the runner, answers a working token and never returns the password', async () => {
    const payload = runnerPayload({ obraSocial: '', alergia: 'Penicilina' });
    const response = await post('/api/auth/register', payload);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.type).toBe('runner');
    expect(body.user).toMatchObject({
      nombre: 'María José',
      apellido: 'Núñez',
      dni: payload.dni,
      sexo: 'F',
      fechaNacimiento: '1990-05-20',
      obraSocial: 'No tiene obra social',
      alergia: 'Penicilina',
      pais: 'Argentina',
    });
    expect(JSON.stringify(body)).not.toMatch(/"password"|password_hash|argon2|secreto1/);
    const profile = await get('/api/auth/profile', bearer(body.token));
    expect(profile.statusCode).toBe(200);
    expect(profile.json().dni).toBe(payload.dni);
  });

  it('keeps a birth date sent at noon UTC on the same calendar day', async () => {
    const { user } = await registerRunner(t.app, { fechaNacimiento: '1985-01-01T12:00:00.000Z' });
    const profile = await t.db.db
      .selectFrom('runners')
      .select('fecha_nacimiento')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(profile.fecha_nacimiento).toBe('1985-01-01');
  });

  it('refuses a second runner with the same DNI with 409 and a field error on dni', async () => {
    const { payload } = await registerRunner(t.app);
    const response = await post('/api/auth/register', runnerPayload({ dni: payload.dni }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      error: 'DNI_TAKEN',
      message: 'Ya existe un corredor registrado con este DNI',
      fields: { dni: 'Ya existe un corredor registrado con este DNI' },
    });
  });

  it('answers 400 with the Spanish message of every wrong field', async () => {
    const response = await post(
      '/api/auth/register',
      runnerPayload({
        dni: '123',
        nombre: 'J',
        apellido: 'Pérez3',
        email: 'no-es-email',
        whatsapp: '123',
        telefono: 'abc-defghijk',
        sexo: 'X',
        grupoSanguineo: 'C+',
        fechaNacimiento: '2999-01-01',
        password: '1234',
      }),
    );
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.message).toBe('Error de validación');
    expect(body.fields).toMatchObject({
      dni: 'El DNI debe tener 7 u 8 dígitos',
      nombre: 'Debe tener entre 2 y 50 caracteres',
      apellido: 'Solo se permiten letras y espacios',
      email: 'Email inválido',
      whatsapp: messages.phoneFormat,
      telefono: 'Solo se permiten números, +, -, puntos, espacios y paréntesis',
      sexo: 'El sexo debe ser M (masculino) o F (femenino)',
      grupoSanguineo: 'El grupo sanguíneo es obligatorio',
      fechaNacimiento: 'La fecha no puede ser futura',
      password: 'La contraseña debe tener al menos 6 caracteres',
    });
  });

  it('refuses birth dates before 1930-01-01 and impossible dates', async () => {
    const old = await post('/api/auth/register', runnerPayload({ fechaNacimiento: '1929-12-31' }));
    expect(old.json().fields.fechaNacimiento).toBe('La fecha no puede ser anterior al 01/01/1930');
    const impossible = await post('/api/auth/register', runnerPayload({ fechaNacimiento: '2001-02-30' }));
    expect(impossible.json().fields.fechaNacimiento).toBe('Fecha inválida');
  });

  it('answers wrong types with 400 and a field message, never 5xx', async () => {
    const response = await post('/api/auth/register', { ...runnerPayload(), dni: 12345678, nombre: ['x'], alergia: 5 });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toEqual(expect.arrayContaining(['dni', 'nombre', 'alergia']));
  });
});

describe('POST /api/auth/login', () => {
  it('signs a runner in with type runner', async () => {
    const { payload } = await registerRunner(t.app);
    const response = await post('/api/auth/login', { dni: payload.dni, password: payload.password, type: 'runner' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ type: 'runner', user: { dni: payload.dni } });
  });

  it('signs the bootstrapped super_admin in with type admin', async () => {
    const response = await post('/api/auth/login', {
      dni: TEST_ADMIN.dni,
      password: TEST_ADMIN.password,
      type: 'admin',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      type: 'admin',
      admin: { dni: TEST_ADMIN.dni, nombre: TEST_ADMIN.nombre, role: 'super_admin' },
    });
  });

  it('refuses a wrong password, an unknown DNI and the wrong account kind with the same 401', async () => {
    const { payload } = await registerRunner(t.app);
    const attempts = [
      { dni: payload.dni, password: 'incorrecta', type: 'runner' },
      { dni: '9999999', password: 'secreto1', type: 'runner' },
      { dni: payload.dni, password: payload.password, type: 'admin' },
    ];
    for (const attempt of attempts) {
      const response = await post('/api/auth/login', attempt);
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('DNI o contraseña incorrectos');
    }
  });

  it('validates with the spec messages', async () => {
    const response = await post('/api/auth/login', { dni: '12', password: '123', type: 'other' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      dni: 'El DNI debe tener entre 7 y 8 dígitos',
      password: 'La contraseña debe tener al menos 6 caracteres',
      type: 'Tipo de usuario inválido',
    });
  });

  it('does not throttle 60 correct logins a minute from one address', async () => {
    const { payload } = await registerRunner(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { dni: payload.dni, password: payload.password, type: 'runner' },
        remoteAddress: '192.0.2.10',
      });
      statuses.push(response.statusCode);
    }
    expect(new Set(statuses)).toEqual(new Set([200]));
  });
});

describe('profiles and tokens', () => {
  it('keeps runner and admin tokens apart', async () => {
    const runner = await registerRunner(t.app);
    const adminToken = await loginAdmin(t.app);
    expect((await get('/api/admin/auth/profile', bearer(adminToken))).statusCode).toBe(200);
    expect((await get('/api/admin/auth/profile', bearer(runner.token))).statusCode).toBe(403);
    expect((await get('/api/auth/profile', bearer(adminToken))).statusCode).toBe(403);
    expect((await get('/api/auth/profile')).statusCode).toBe(401);
    expect((await get('/api/admin/auth/profile')).statusCode).toBe(401);
  });

  it('refuses forged, tampered and expired tokens with 401', async () => {
    const runner = await registerRunner(t.app);
    const [prefix, body, sig] = runner.token.split('.');
    const tampered = `${prefix}.${Buffer.from(JSON.stringify({ sub: 1, typ: 'admin', ver: 0, exp: Date.now() + 1e6 })).toString('base64url')}.${sig}`;
    const expired = signToken(
      { sub: runner.user.id, typ: 'runner', ver: 0, exp: Date.now() - 1 },
      t.config.sessionSecret,
    );
    const otherKey = signToken({ sub: runner.user.id, typ: 'runner', ver: 0, exp: Date.now() + 1e6 }, 'x'.repeat(40));
    for (const token of ['garbage', `${prefix}.${body}`, tampered, expired, otherKey]) {
      const response = await get('/api/auth/profile', bearer(token));
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('No autorizado. Por favor, inicie sesión nuevamente.');
    }
  });
});

describe('password changes', () => {
  it('allows two changes, ends older sessions each time, and refuses a third', async () => {
    const runner = await registerRunner(t.app);
    let token = runner.token;
    let password = runner.payload.password;
    expect((await get('/api/profile/password-change-count', bearer(token))).json()).toEqual({ count: 0 });

    for (const [index, next] of ['nueva-clave-1', 'nueva-clave-2'].entries()) {
      const response = await post(
        '/api/auth/change-password',
        { currentPassword: password, newPassword: next },
        bearer(token),
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ message: 'Contraseña actualizada correctamente', count: index + 1 });
      expect((await get('/api/auth/profile', bearer(token))).statusCode).toBe(401);
      token = response.json().token;
      password = next;
      expect((await get('/api/profile/password-change-count', bearer(token))).json()).toEqual({ count: index + 1 });
    }

    const third = await post(
      '/api/auth/change-password',
      { currentPassword: password, newPassword: 'nueva-clave-3' },
      bearer(token),
    );
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toBe('Has alcanzado el límite de cambios de contraseña (2)');

    const oldPassword = await post('/api/auth/login', {
      dni: runner.payload.dni,
      password: runner.payload.password,
      type: 'runner',
    });
    expect(oldPassword.statusCode).toBe(401);
    const newPassword = await post('/api/auth/login', { dni: runner.payload.dni, password, type: 'runner' });
    expect(newPassword.statusCode).toBe(200);
  });

  it('refuses a wrong current password and a short new one', async () => {
    const runner = await registerRunner(t.app);
    const wrong = await post(
      '/api/auth/change-password',
      { currentPassword: 'otra-cosa', newPassword: 'nueva-clave' },
      bearer(runner.token),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields.currentPassword).toBe('La contraseña actual es incorrecta');
    const short = await post(
      '/api/auth/change-password',
      { currentPassword: runner.payload.password, newPassword: '123' },
      bearer(runner.token),
    );
    expect(short.statusCode).toBe(400);
    expect(short.json().fields.newPassword).toBe('La nueva contraseña debe tener al menos 6 caracteres');
    expect((await get('/api/profile/password-change-count', bearer(runner.token))).json()).toEqual({ count: 0 });
  });

  it('is for runners only', async () => {
    const adminToken = await loginAdmin(t.app);
    const response = await post(
      '/api/auth/change-password',
      { currentPassword: 'x', newPassword: 'yyyyyy' },
      bearer(adminToken),
    );
    expect(response.statusCode).toBe(403);
  });
});

describe('rate limits', () => {
  const invalidLogin = { dni: '1', password: '1', type: 'runner' };

  it('answers 429 in Spanish after 30 registrations a minute from one address, and not to other addresses', async () => {
    const address = nextAddress();
    // Every request counts, valid or not; invalid ones keep the test free of 30 password hashes.
    for (let i = 0; i < 30; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { dni: '1' },
        remoteAddress: address,
      });
      expect(response.statusCode).toBe(400);
    }
    const payload = runnerPayload();
    const limited = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload, remoteAddress: address });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: 'TOO_MANY_REQUESTS',
      message: 'Demasiados registros desde esta conexión. Intentá nuevamente en unos minutos.',
    });
    const elsewhere = await post('/api/auth/register', payload);
    expect(elsewhere.statusCode).toBe(201);
  });

  it('takes the registration limit from REGISTRATION_LIMIT_PER_MINUTE', async () => {
    const strict = await createTestApp({ env: { REGISTRATION_LIMIT_PER_MINUTE: '2' } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 3; i++) {
        const response = await strict.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: { dni: '1' },
          remoteAddress: '198.51.100.7',
        });
        codes.push(response.statusCode);
      }
      expect(codes).toEqual([400, 400, 429]);
    } finally {
      await strict.close();
    }
  });

  it('answers 429 in Spanish after 100 login requests a minute from one address', async () => {
    const { payload } = await registerRunner(t.app);
    const address = nextAddress();
    for (let i = 0; i < 100; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: invalidLogin,
        remoteAddress: address,
      });
      expect(response.statusCode).toBe(400);
    }
    const credentials = { dni: payload.dni, password: payload.password, type: 'runner' };
    const limited = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: credentials,
      remoteAddress: address,
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('Demasiadas solicitudes. Se puede volver a intentar en unos minutos.');
    expect((await post('/api/auth/login', credentials)).statusCode).toBe(200);
  });

  it('allows five password-change attempts per runner in 15 minutes, whatever the address, without touching others', async () => {
    const a = await registerRunner(t.app);
    const b = await registerRunner(t.app);
    for (let i = 0; i < 5; i++) {
      const wrong = await post(
        '/api/auth/change-password',
        { currentPassword: `adivinanza-${i}`, newPassword: 'nueva-clave' },
        bearer(a.token),
      );
      expect(wrong.statusCode).toBe(400);
    }
    const limited = await post(
      '/api/auth/change-password',
      { currentPassword: a.payload.password, newPassword: 'nueva-clave' },
      bearer(a.token),
    );
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: 'TOO_MANY_REQUESTS',
      message: 'Demasiados intentos de cambio de contraseña. Se puede volver a intentar en 15 minutos.',
    });
    expect((await get('/api/profile/password-change-count', bearer(a.token))).json()).toEqual({ count: 0 });
    const other = await post(
      '/api/auth/change-password',
      { currentPassword: b.payload.password, newPassword: 'nueva-clave' },
      bearer(b.token),
    );
    expect(other.statusCode).toBe(200);
  });
});
