import { todayInOrganiserZone } from '@carreras/domain/dates';
import { temporaryPasswordMessages } from '@carreras/domain/imports/temporary-passwords';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { uniqueDni } from '../../../test/test-app.ts';
import { readXlsx } from '../../../test/xlsx-reader.ts';
import { sheetFile, useImportTestApp } from './imports-test-helpers.ts';

const ctx = useImportTestApp();
const { call, postSheet } = ctx;

const EDITION_DAY = '2025-03-16';
const DAY_MS = 86_400_000;

/** A timing company's export naming two riders nobody registered, with what it takes to create them. */
function resultsSheet(people: { dni: string; nombre: string; whatsapp: string }[]) {
  const lines = [
    'Dorsal;DNI;Apellido y nombre;Categoría;Distancia;Tiempo;Estado;Sexo;Fecha de nacimiento;Email;WhatsApp;Provincia;Grupo sanguíneo',
    ...people.map(
      (p, index) =>
        `${301 + index};${p.dni};Sosa, ${p.nombre};PROMOCIONALES A FEM;33;1:1${index}:00;;F;01/02/1995;${p.dni}@example.com;${p.whatsapp};Tucumán;O+`,
    ),
  ];
  return sheetFile(Buffer.from(`${lines.join('\n')}\n`), 'resultados.csv');
}

const login = (dni: string, password: string) =>
  call('POST', '/api/auth/login', undefined, { dni, password, type: 'runner' });

afterEach(() => {
  vi.useRealTimers();
});

describe('the past-results import hands each new runner a temporary password of their own', () => {
  it('gives two new runners different passwords in the same sheet as the runners import, each signing in only its runner, until the last day', async () => {
    const eventId = await ctx.insertEvent({ fecha: EDITION_DAY, open: false, nombre: 'Vuelta al Cadillal' });
    const people = [
      { dni: uniqueDni(), nombre: 'Elena', whatsapp: '381 555-3001' },
      { dni: uniqueDni(), nombre: 'Flor', whatsapp: '381 555-3002' },
    ];
    // A shared password an old client still sends is no longer part of the contract: nobody gets it.
    const response = await postSheet('results-import', eventId, {
      archivo: resultsSheet(people),
      passwordTemporal: '123456',
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer).toMatchObject({ resultadosImportados: 2, corredoresCreados: 2, filasRechazadas: 0 });
    const lastDay = new Date(Date.parse(`${todayInOrganiserZone()}T00:00:00Z`) + 14 * DAY_MS)
      .toISOString()
      .slice(0, 10);
    expect(answer.contrasenas).toMatchObject({ nombre: 'contrasenas_temporales.xlsx', venceEl: lastDay });

    const rows = (await readXlsx(Buffer.from(answer.contrasenas.contenido, 'base64')))['Contraseñas temporales'] ?? [];
    expect(rows[0]).toEqual(['DNI', 'Nombre', 'Apellido', 'Contraseña temporal', 'Vence el', 'WhatsApp']);
    expect(rows).toHaveLength(3);
    const vence = `${lastDay.slice(8, 10)}/${lastDay.slice(5, 7)}/${lastDay.slice(0, 4)}`;
    const passwords: string[] = [];
    for (const [index, person] of people.entries()) {
      const [dni, nombre, apellido, password, venceEl, link] = (rows[index + 1] ?? []).map(String);
      expect([dni, nombre, apellido, venceEl]).toEqual([person.dni, person.nombre, 'Sosa', vence]);
      expect(password).toMatch(/^[a-km-z2-9]{4}-[a-km-z2-9]{4}-[a-km-z2-9]{4}$/);
      expect(new URL(link as string).searchParams.get('text')).toContain(
        `DNI ${person.dni} y esta contraseña temporal: ${password}`,
      );
      passwords.push(password as string);
    }
    const [elena, flor] = people as [(typeof people)[0], (typeof people)[0]];
    const [elenaPassword, florPassword] = passwords as [string, string];
    expect(elenaPassword).not.toBe(florPassword);

    const stored = JSON.stringify([
      await ctx.db.selectFrom('runners').selectAll().execute(),
      await ctx.db.selectFrom('audit_log').selectAll().execute(),
    ]);
    for (const password of passwords) expect(stored).not.toContain(password);
    const expiries = await ctx.db.selectFrom('temporary_passwords').select('last_day').execute();
    expect(expiries.filter((row) => row.last_day === lastDay).length).toBeGreaterThanOrEqual(2);

    expect((await login(flor.dni, '123456')).statusCode).toBe(401);
    expect((await login(flor.dni, elenaPassword)).statusCode).toBe(401);
    expect((await login(elena.dni, florPassword)).statusCode).toBe(401);
    const own = await login(flor.dni, florPassword);
    expect(own.statusCode).toBe(200);
    expect(own.json().user).toMatchObject({ dni: flor.dni, requiereCambioPassword: true });

    // Noon of the last day in Buenos Aires (UTC-3) still signs in; just after midnight the day after does not.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${lastDay}T15:00:00Z`));
    expect((await login(elena.dni, elenaPassword)).statusCode).toBe(200);
    vi.setSystemTime(new Date(Date.parse(`${lastDay}T03:00:00Z`) + DAY_MS + 60_000));
    const expired = await login(elena.dni, elenaPassword);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ error: 'UNAUTHENTICATED', message: temporaryPasswordMessages.expired });
  }, 60_000);

  it('answers no sheet when every rider was registered already', async () => {
    const eventId = await ctx.insertEvent({ fecha: EDITION_DAY, open: false });
    const first = { dni: uniqueDni(), nombre: 'Gala', whatsapp: '381 555-3003' };
    expect((await postSheet('results-import', eventId, { archivo: resultsSheet([first]) })).statusCode).toBe(200);
    const other = await ctx.insertEvent({ fecha: EDITION_DAY, open: false });
    const again = await postSheet('results-import', other, { archivo: resultsSheet([first]) });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ corredoresCreados: 0, contrasenas: null });
  }, 60_000);
});
