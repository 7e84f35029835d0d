import { todayInOrganiserZone } from '@carreras/domain/dates';
import { temporaryPasswordMessages } from '@carreras/domain/imports/temporary-passwords';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loginAdmin, uniqueDni } from '../../../test/test-app.ts';
import { readXlsx } from '../../../test/xlsx-reader.ts';
import { sheetFile, useImportTestApp } from './imports-test-helpers.ts';

const ctx = useImportTestApp();
const { call, postSheet } = ctx;

const RACE_DAY = '2027-03-14';
const DAY_MS = 86_400_000;

function formsSheet(people: { dni: string; nombre: string; celular: string }[]) {
  const lines = [
    'DNI;Apellido;Nombre;Fecha de nacimiento;Sexo;Email;Celular;Provincia;Grupo sanguíneo;Distancia;Categoría',
    ...people.map(
      (p) =>
        `${p.dni};Paz;${p.nombre};2000-01-01;F;${p.dni}@example.com;${p.celular};Tucumán;O+;33;PROMOCIONALES A FEM`,
    ),
  ];
  return sheetFile(Buffer.from(`${lines.join('\n')}\n`));
}

async function importPeople(eventId: number, people: { dni: string; nombre: string; celular: string }[]) {
  const response = await postSheet('import', eventId, { archivo: formsSheet(people) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const login = (dni: string, password: string) =>
  call('POST', '/api/auth/login', undefined, { dni, password, type: 'runner' });

afterEach(() => {
  vi.useRealTimers();
});

describe('one temporary password per new runner', () => {
  it('hands each new runner their own password in a sheet, stores only hashes, and each signs in only its runner', async () => {
    const eventId = await ctx.insertEvent({ fecha: RACE_DAY, nombre: 'Rally de las Yungas' });
    const people = [
      { dni: uniqueDni(), nombre: 'Ana', celular: '381 555-1001' },
      { dni: uniqueDni(), nombre: 'Berta', celular: '381 555-1002' },
      { dni: uniqueDni(), nombre: 'Carla', celular: '381 555-1003' },
    ];
    // A shared password an old client still sends is no longer part of the contract: nobody gets it.
    const response = await postSheet('import', eventId, {
      archivo: formsSheet(people),
      passwordTemporal: '123456',
    });
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer.corredoresCreados).toBe(3);
    const today = todayInOrganiserZone();
    const lastDay = new Date(Date.parse(`${today}T00:00:00Z`) + 14 * DAY_MS).toISOString().slice(0, 10);
    expect(answer.contrasenas).toMatchObject({ nombre: 'contrasenas_temporales.xlsx', venceEl: lastDay });

    const sheets = await readXlsx(Buffer.from(answer.contrasenas.contenido, 'base64'));
    const rows = sheets['Contraseñas temporales'] ?? [];
    expect(rows[0]).toEqual(['DNI', 'Nombre', 'Apellido', 'Contraseña temporal', 'Vence el', 'WhatsApp']);
    expect(rows).toHaveLength(4);
    const vence = `${lastDay.slice(8, 10)}/${lastDay.slice(5, 7)}/${lastDay.slice(0, 4)}`;
    const passwords = new Map<string, string>();
    for (const [index, person] of people.entries()) {
      const [dni, nombre, apellido, password, venceEl, link] = (rows[index + 1] ?? []).map(String);
      expect([dni, nombre, apellido, venceEl]).toEqual([person.dni, person.nombre, 'Paz', vence]);
      expect(password).toMatch(/^[a-km-z2-9]{4}-[a-km-z2-9]{4}-[a-km-z2-9]{4}$/);
      const url = new URL(link as string);
      expect(url.origin + url.pathname).toBe(`https://wa.me/549381555100${index + 1}`);
      const text = url.searchParams.get('text') ?? '';
      expect(text).toContain(`Hola ${person.nombre}, te inscribimos en Rally de las Yungas.`);
      expect(text).toContain(`DNI ${person.dni} y esta contraseña temporal: ${password}`);
      expect(text).toContain(`Vence el ${vence}.`);
      passwords.set(person.dni, password as string);
    }
    expect(new Set(passwords.values()).size).toBe(3);

    // Only hashes are kept: no password in clear anywhere in the runners, their expiry rows or the audit log.
    const stored = JSON.stringify([
      await ctx.db.selectFrom('runners').selectAll().execute(),
      await ctx.db.selectFrom('temporary_passwords').selectAll().execute(),
      await ctx.db.selectFrom('audit_log').selectAll().execute(),
    ]);
    for (const password of passwords.values()) expect(stored).not.toContain(password);
    expect(stored).toContain('$argon2id$');

    const [ana, berta] = people as [(typeof people)[0], (typeof people)[0]];
    expect((await login(berta.dni, '123456')).statusCode).toBe(401);
    expect((await login(berta.dni, passwords.get(ana.dni) as string)).statusCode).toBe(401);
    const own = await login(berta.dni, passwords.get(berta.dni) as string);
    expect(own.statusCode).toBe(200);
    expect(own.json().user).toMatchObject({ dni: berta.dni, requiereCambioPassword: true });
  });

  it('stops signing in after the last day, with a message that says whom to ask; a reset by the admin lets the runner in', async () => {
    const eventId = await ctx.insertEvent({ fecha: RACE_DAY });
    const person = { dni: uniqueDni(), nombre: 'Dora', celular: '381 555-2001' };
    const answer = await importPeople(eventId, [person]);
    const rows = (await readXlsx(Buffer.from(answer.contrasenas.contenido, 'base64')))['Contraseñas temporales'] ?? [];
    const password = String(rows[1]?.[3]);
    const lastDay: string = answer.contrasenas.venceEl;

    // Noon of the last day in Buenos Aires (UTC-3): still valid.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${lastDay}T15:00:00Z`));
    expect((await login(person.dni, password)).statusCode).toBe(200);

    // The next day, just after midnight in Buenos Aires.
    vi.setSystemTime(new Date(Date.parse(`${lastDay}T03:00:00Z`) + DAY_MS + 60_000));
    const expired = await login(person.dni, password);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ error: 'UNAUTHENTICATED', message: temporaryPasswordMessages.expired });
    // A wrong password still gets the usual answer: the expiry is told only to whoever knows the password.
    expect((await login(person.dni, 'otra-cosa-1')).json().message).not.toBe(temporaryPasswordMessages.expired);

    const runner = await ctx.db
      .selectFrom('runners')
      .select('id')
      .where('dni', '=', person.dni)
      .executeTakeFirstOrThrow();
    // Two weeks on, the admin's morning session has long ended.
    const adminToken = await loginAdmin(ctx.app);
    const tooShort = await call('POST', `/api/admin/runners/${runner.id}/reset-password`, adminToken, {
      password: '12345',
    });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().fields.password).toBe('La contraseña debe tener al menos 6 caracteres');
    const reset = await call('POST', `/api/admin/runners/${runner.id}/reset-password`, adminToken, {
      password: 'nueva-clave-7',
    });
    expect(reset.statusCode).toBe(200);
    const after = await login(person.dni, 'nueva-clave-7');
    expect(after.statusCode).toBe(200);
    expect(after.json().user.requiereCambioPassword).toBe(true);
  });
});
