// Categories by the product's search key with a '¿Quiso decir …?' in both sheet imports, on SQLite and PostgreSQL.
import { IMPORT_MAX_EQUIVALENCES } from '@carreras/domain/imports/import-limits';
import { describe, expect, it } from 'vitest';
import { uniqueDni } from '../../../test/test-app.ts';
import { sheetFile, useImportTestApp } from './imports-test-helpers.ts';

const ctx = useImportTestApp();
const { postSheet } = ctx;

const RACE_DAY = '2027-03-14';
const EDITION_DAY = '2025-03-16';

async function eventCategoryId(eventId: number, nombre: string): Promise<number> {
  const row = await ctx.db
    .selectFrom('categories')
    .innerJoin('event_categories', 'event_categories.category_id', 'categories.id')
    .select('categories.id')
    .where('event_categories.event_id', '=', eventId)
    .where('categories.nombre', '=', nombre)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A category of the race left out of the event: a real category, not of this event. */
async function dropCategory(eventId: number, nombre: string): Promise<number> {
  const id = await eventCategoryId(eventId, nombre);
  await ctx.db.deleteFrom('event_categories').where('event_id', '=', eventId).where('category_id', '=', id).execute();
  return id;
}

const RUNNERS_HEADER =
  'DNI;Apellido;Nombre;Fecha de nacimiento;Sexo;Email;Celular;Provincia;Grupo sanguíneo;Distancia;Categoría';

const NAMES = ['Raúl', 'Omar', 'Hugo', 'Iván', 'Saúl'];

function runnersSheet(categories: string[]) {
  const dnis = categories.map(() => uniqueDni());
  const csv = [
    RUNNERS_HEADER,
    ...categories.map(
      (category, i) =>
        `${dnis[i]};Paz;${NAMES[i]};1980-01-0${i + 1};M;raul${i}@example.com;381 555-80${i}0;Tucumán;O+;33 km;${category}`,
    ),
  ].join('\n');
  return { dnis, archivo: sheetFile(Buffer.from(csv)) };
}

describe("the runners import's '¿Quiso decir …?'", () => {
  it('suggests the one category a text means, counting the rows, and says it in the row', async () => {
    const eventId = await ctx.insertEvent({ fecha: RACE_DAY });
    const categoryId = await eventCategoryId(eventId, 'PROMOCIONALES B MASC');
    const { archivo } = runnersSheet([
      'Promocionales B Masculino',
      'PROMOCIONALES  b masculino',
      'Promocionales C Masculino',
      'Promocionales B Masculino',
    ]);
    const response = await postSheet('import/preview', eventId, { archivo });
    expect(response.statusCode, response.body).toBe(200);
    const preview = response.json();
    expect(preview.sugerencias).toEqual([
      { texto: 'Promocionales B Masculino', categoryId, categoria: 'PROMOCIONALES B MASC', distancia: 33, filas: 3 },
    ]);
    expect(preview.filas.map((r: { accion: string }) => r.accion)).toEqual([
      'rechazar',
      'rechazar',
      'rechazar',
      'rechazar',
    ]);
    expect(preview.filas[0].motivos).toEqual([
      'Categoría: «Promocionales B Masculino» no es una categoría de 33 km en este evento; ¿quiso decir PROMOCIONALES B MASC (33 km)?',
    ]);
    // 'C' is not 'B': no guess.
    expect(preview.filas[2].motivos).toEqual([
      'Categoría: «Promocionales C Masculino» no es una categoría de 33 km en este evento',
    ]);
    expect(preview).not.toHaveProperty('filas.0.sugerencia');
  });

  it('applies an equivalence to every row with that text, in the preview and the import', async () => {
    const eventId = await ctx.insertEvent({ fecha: RACE_DAY });
    const categoryId = await eventCategoryId(eventId, 'PROMOCIONALES B MASC');
    const { archivo, dnis } = runnersSheet([
      'Promocionales B Masculino',
      'PROMOCIONALES  b masculino',
      'Promocionales C Masculino',
    ]);
    const body = { archivo, equivalencias: [{ texto: 'Promocionales B Masculino', categoryId }] };
    const preview = (await postSheet('import/preview', eventId, body)).json();
    expect(preview.sugerencias).toEqual([]);
    expect(preview.filas.map((r: { accion: string; categoria: string | null }) => [r.accion, r.categoria])).toEqual([
      ['crear', 'PROMOCIONALES B MASC'],
      ['crear', 'PROMOCIONALES B MASC'],
      ['rechazar', null],
    ]);
    const imported = await postSheet('import', eventId, body);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toMatchObject({ corredoresCreados: 2, inscripcionesCreadas: 2, filasRechazadas: 1 });
    const inscriptions = await ctx.db
      .selectFrom('inscriptions')
      .innerJoin('runners', 'runners.id', 'inscriptions.runner_id')
      .select(['runners.dni', 'inscriptions.category_id', 'inscriptions.categoria'])
      .where('inscriptions.event_id', '=', eventId)
      .orderBy('runners.dni')
      .execute();
    expect(inscriptions).toEqual(
      [dnis[0], dnis[1]].sort().map((dni) => ({ dni, category_id: categoryId, categoria: 'PROMOCIONALES B MASC' })),
    );
  });

  it('refuses an equivalence naming a category not of the event, and bounds the list', async () => {
    const eventId = await ctx.insertEvent({ fecha: RACE_DAY });
    const foreign = await dropCategory(eventId, 'E-BIKE');
    const { archivo } = runnersSheet(['E bike']);
    for (const route of ['import/preview', 'import'] as const) {
      const response = await postSheet(route, eventId, {
        archivo,
        equivalencias: [{ texto: 'E bike', categoryId: foreign }],
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toBe(
        'La equivalencia de «E bike» nombra una categoría que no es de este evento. Vuelva a previsualizar la planilla.',
      );
    }
    const tooMany = Array.from({ length: IMPORT_MAX_EQUIVALENCES + 1 }, (_, i) => ({ texto: `t${i}`, categoryId: 1 }));
    expect((await postSheet('import/preview', eventId, { archivo, equivalencias: tooMany })).statusCode).toBe(400);
    const tooLong = [{ texto: 'x'.repeat(201), categoryId: 1 }];
    expect((await postSheet('import/preview', eventId, { archivo, equivalencias: tooLong })).statusCode).toBe(400);
    const notANumber = [{ texto: 'E bike', categoryId: 'uno' }];
    expect((await postSheet('import/preview', eventId, { archivo, equivalencias: notANumber })).statusCode).toBe(400);
  });
});

describe("the past-results import's '¿Quiso decir …?'", () => {
  const resultsSheet = () =>
    sheetFile(
      Buffer.from(
        [
          'Nombre y apellido;Categoría;Tiempo',
          'Juan Pérez;Elite Masculino;2:01:02',
          'Luis Gómez;elite  masculino;2:05:00',
          'Ana Díaz;Elite Damas;2:30:00',
          'Eva Ruiz;ELITE FEM;2:31:00',
        ].join('\n'),
      ),
      'resultados.csv',
    );

  it('suggests, and with the equivalence imports every row with that text', async () => {
    const eventId = await ctx.insertEvent({ fecha: EDITION_DAY, open: false });
    const masc = await eventCategoryId(eventId, 'ELITE MASC');
    const fem = await eventCategoryId(eventId, 'ELITE FEM');
    const archivo = resultsSheet();
    const preview = (await postSheet('results-import/preview', eventId, { archivo })).json();
    expect(preview.sugerencias).toEqual([
      { texto: 'Elite Masculino', categoryId: masc, categoria: 'ELITE MASC', distancia: 66, filas: 2 },
      { texto: 'Elite Damas', categoryId: fem, categoria: 'ELITE FEM', distancia: 66, filas: 1 },
    ]);
    expect(preview.filas[0].motivos).toEqual([
      'Categoría: «Elite Masculino» no es una categoría de esta edición; ¿quiso decir ELITE MASC (66 km)?',
    ]);
    const body = {
      archivo,
      equivalencias: [
        { texto: 'ELITE MASCULINO', categoryId: masc },
        { texto: 'Elite Damas', categoryId: fem },
      ],
    };
    const chosen = (await postSheet('results-import/preview', eventId, body)).json();
    expect(chosen.sugerencias).toEqual([]);
    expect(chosen.filas.map((r: { accion: string; categoria: string }) => [r.accion, r.categoria])).toEqual([
      ['importar', 'ELITE MASC'],
      ['importar', 'ELITE MASC'],
      ['importar', 'ELITE FEM'],
      ['importar', 'ELITE FEM'],
    ]);
    const imported = await postSheet('results-import', eventId, body);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toMatchObject({ resultadosImportados: 4, filasRechazadas: 0 });
  });

  it('refuses an equivalence naming a category not of the edition', async () => {
    const eventId = await ctx.insertEvent({ fecha: EDITION_DAY, open: false });
    const foreign = await dropCategory(eventId, 'ELITE MASC');
    const response = await postSheet('results-import/preview', eventId, {
      archivo: resultsSheet(),
      equivalencias: [{ texto: 'Elite Masculino', categoryId: foreign }],
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toContain('nombra una categoría que no es de este evento');
  });
});
