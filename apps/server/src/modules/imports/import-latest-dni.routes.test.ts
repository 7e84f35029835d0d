// A repeated DNI takes the row with the latest 'Marca temporal' (docs/product-choices.md), on SQLite and PostgreSQL.
import { describe, expect, it } from 'vitest';
import { uniqueDni } from '../../../test/test-app.ts';
import { dottedDni, sheetFile, useImportTestApp } from './imports-test-helpers.ts';

const ctx = useImportTestApp();
const { postSheet } = ctx;

const RACE_DAY = '2027-03-14';
const HEADER =
  'Marca temporal;DNI;Apellido;Nombre;Fecha de nacimiento;Sexo;Dirección de correo electrónico;Celular;Provincia;Grupo sanguíneo;Categoría';

const line = (stamp: string, dni: string, email: string, name = 'Ana') =>
  `${stamp};${dni};Paz;${name};2000-01-01;F;${email};381 555-8888;Tucumán;AB+;PROMOCIONALES A FEM`;

interface Row {
  fila: number;
  accion: string;
  motivos: string[];
  reemplaza: number[];
}

describe('a repeated DNI in the runners import', () => {
  it("imports the row with the latest 'Marca temporal', says which rows it replaces and names it in the others", async () => {
    const eventId = await ctx.insertEvent({ fecha: RACE_DAY });
    const [ana, otra] = [uniqueDni(), uniqueDni()];
    const csv = [
      HEADER,
      line('14/03/2026 10:00:00', ana, 'ana.vieja@example.com'),
      line('14/03/2026 11:30:00', otra, 'otra@example.com'),
      // The form sent again: a later answer corrects the email and the name.
      line('15/03/2026 21:04:05', dottedDni(ana), 'ana.nueva@example.com', 'Ana María'),
      line('15/03/2026 09:00:00', ana, 'ana.intermedia@example.com'),
    ].join('\n');
    const body = { archivo: sheetFile(Buffer.from(csv)) };
    const response = await postSheet('import/preview', eventId, body);
    expect(response.statusCode, response.body).toBe(200);
    const preview = response.json();
    expect(preview.columnas[0]).toEqual({
      indice: 0,
      encabezado: 'Marca temporal',
      campo: 'marcaTemporal',
      supuesta: false,
    });
    const winner = 'DNI: se repite; se importa la fila 4, la más reciente (15/03/2026 21:04)';
    expect(
      preview.filas.map(({ fila, accion, motivos, reemplaza }: Row) => ({ fila, accion, motivos, reemplaza })),
    ).toEqual([
      { fila: 2, accion: 'rechazar', motivos: [winner], reemplaza: [] },
      { fila: 3, accion: 'crear', motivos: [], reemplaza: [] },
      { fila: 4, accion: 'crear', motivos: [], reemplaza: [2, 5] },
      { fila: 5, accion: 'rechazar', motivos: [winner], reemplaza: [] },
    ]);

    const imported = await postSheet('import', eventId, body);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toMatchObject({ corredoresCreados: 2, inscripcionesCreadas: 2, filasRechazadas: 2 });
    const stored = await ctx.db
      .selectFrom('runners')
      .innerJoin('inscriptions', 'inscriptions.runner_id', 'runners.id')
      .select(['runners.email', 'runners.nombre'])
      .where('runners.dni', '=', ana)
      .where('inscriptions.event_id', '=', eventId)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ email: 'ana.nueva@example.com', nombre: 'Ana María' });
  });

  it('keeps the first row, as before, when the sheet has no timestamp column', async () => {
    const eventId = await ctx.insertEvent({ fecha: RACE_DAY });
    const ana = uniqueDni();
    const headerless = (text: string) => text.split(';').slice(1).join(';');
    const csv = [
      headerless(HEADER),
      headerless(line('', ana, 'ana.primera@example.com')),
      headerless(line('', ana, 'ana.segunda@example.com')),
    ].join('\n');
    const preview = (await postSheet('import/preview', eventId, { archivo: sheetFile(Buffer.from(csv)) })).json();
    expect(
      preview.filas.map(({ fila, accion, motivos, reemplaza }: Row) => ({ fila, accion, motivos, reemplaza })),
    ).toEqual([
      { fila: 2, accion: 'crear', motivos: [], reemplaza: [] },
      {
        fila: 3,
        accion: 'rechazar',
        motivos: ['DNI: se repite en la fila 2; se importa solo esa fila'],
        reemplaza: [],
      },
    ]);
  });
});
