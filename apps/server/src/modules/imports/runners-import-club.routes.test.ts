import { describe, expect, it } from 'vitest';
import { registerRunner, uniqueDni } from '../../../test/test-app.ts';
import { readXlsx } from '../../../test/xlsx-reader.ts';
import { sheetFile, useImportTestApp } from './imports-test-helpers.ts';

/** The runners import reads a club column (docs/product-choices.md, 'Clubs'). */
const ctx = useImportTestApp();
const { call, postSheet } = ctx;

const RACE_DAY = '2027-03-14';

const clubOf = async (dni: string) =>
  (await ctx.db.selectFrom('runners').select('club').where('dni', '=', dni).executeTakeFirst())?.club;

describe("the runners import's club column", () => {
  it("detects 'Equipo' as the club, stores it for new runners and replaces or keeps a registered runner's", async () => {
    const eventId = await ctx.insertEvent({ fecha: RACE_DAY });
    const registered = await registerRunner(ctx.app, { sexo: 'M', fechaNacimiento: '1995-05-20', club: 'Viejo Club' });
    const kept = await registerRunner(ctx.app, { sexo: 'M', fechaNacimiento: '1995-05-20', club: 'Team Norte' });
    const [ana, beto] = [uniqueDni(), uniqueDni()];
    const csv = [
      'DNI;Apellido;Nombre;Fecha de nacimiento;Sexo;Email;Celular;Provincia;Grupo sanguíneo;Categoría;Equipo',
      `${ana};Paz;Ana;2000-01-01;F;ana@example.com;381 555-8888;Tucumán;AB+;PROMOCIONALES A FEM;  Bici   Club Yerba Buena `,
      `${beto};Díaz;Beto;1995-05-20;M;beto@example.com;381 555-7777;Tucumán;O+;PROMOCIONALES A MASC;`,
      `${registered.payload.dni};Núñez;José;1995-05-20;M;jose@example.com;381 555-6666;Tucumán;O+;PROMOCIONALES A MASC;Los Ñandúes`,
      `${kept.payload.dni};Núñez;Pablo;1995-05-20;M;pablo@example.com;381 555-5555;Tucumán;O+;PROMOCIONALES A MASC;`,
    ].join('\n');
    const body = { archivo: sheetFile(Buffer.from(csv)), existentes: 'actualizar' };
    const preview = (await postSheet('import/preview', eventId, body)).json();
    expect(preview.columnas.at(-1)).toEqual({ indice: 10, encabezado: 'Equipo', campo: 'club', supuesta: false });
    expect(preview.filas.map((r: { accion: string }) => r.accion)).toEqual([
      'crear',
      'crear',
      'actualizar',
      'actualizar',
    ]);
    const imported = await postSheet('import', eventId, body);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toMatchObject({ corredoresCreados: 2, corredoresActualizados: 2, filasRechazadas: 0 });
    expect(await clubOf(ana)).toBe('Bici Club Yerba Buena');
    expect(await clubOf(beto)).toBeNull();
    expect(await clubOf(registered.payload.dni)).toBe('Los Ñandúes');
    // An empty cell is no news: the registered runner keeps their club.
    expect(await clubOf(kept.payload.dni)).toBe('Team Norte');
  });

  it('refuses a row whose club is too long, with the reason', async () => {
    const eventId = await ctx.insertEvent({ fecha: RACE_DAY });
    const csv = [
      'DNI;Apellido;Nombre;Fecha de nacimiento;Sexo;Email;Celular;Provincia;Grupo sanguíneo;Categoría;Club',
      `${uniqueDni()};Paz;Inés;2000-01-01;F;ines@example.com;381 555-8888;Tucumán;AB+;PROMOCIONALES A FEM;${'x'.repeat(81)}`,
    ].join('\n');
    const preview = (await postSheet('import/preview', eventId, { archivo: sheetFile(Buffer.from(csv)) })).json();
    expect(preview.filas[0]).toMatchObject({
      accion: 'rechazar',
      motivos: ['Club: El club puede tener hasta 80 caracteres'],
    });
  });

  it("has a 'Club' column in the template, read back as the club", async () => {
    const response = await call('GET', '/api/admin/import/template.xlsx', ctx.adminToken);
    const headers = Object.values(await readXlsx(response.rawPayload))[0]?.[0] ?? [];
    expect(headers).toContain('Club');
  });
});
