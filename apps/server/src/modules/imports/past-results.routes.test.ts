import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { enrolThroughApi, registerRunner, uniqueDni } from '../../../test/test-app.ts';
import { dottedDni, sheetFile, useImportTestApp } from './imports-test-helpers.ts';

const ctx = useImportTestApp();
const { call, postSheet } = ctx;

const H = 3_600_000;
const M = 60_000;
const S = 1000;
const EDITION_DAY = '2025-03-16';

const HEADERS = [
  'Pos',
  'Dorsal',
  'DNI',
  'Apellido y nombre',
  'Categoría',
  'Distancia',
  'Tiempo',
  'Estado',
  'Sexo',
  'Fecha de nacimiento',
  'Email',
  'WhatsApp',
  'Provincia',
  'Grupo sanguíneo',
];

/** A sheet row, with what the test knows it means: the total in ms of a finisher, the status of the others. */
interface SheetRow {
  cells: (string | number | null)[];
  dni: string | null;
  ms?: number;
  /** The bib the import gives a rider the sheet gave none. */
  bib?: number;
  status?: 'DNF' | 'DISQUALIFIED';
  refused?: string;
}

/**
 * Last year's timing export, messy: times as h:mm:ss.d, mm:ss past the hour, 1h23m45s and an Excel time cell;
 * a DNF in the status column, a DSQ with a time that does not count; a row with neither DNI nor bib, an unknown
 * category, a repeated DNI; DNIs with dots; a registered runner already enrolled without a bib; a rider nobody
 * knows, created from the row's data.
 */
async function messyScenario() {
  const eventId = await ctx.insertEvent({ fecha: EDITION_DAY, open: false });
  // The 66 km was set up for three laps before the edition: the sheet gives totals only.
  await ctx.db
    .insertInto('timing_configs')
    .values({ event_id: eventId, distancia: 66, laps: 3, enabled: true, min_lap_seconds: 60 })
    .execute();
  const runner = async () => (await registerRunner(ctx.app, { sexo: 'M', fechaNacimiento: '1995-01-01' })).payload.dni;
  const dni = {
    juan: await runner(),
    luis: await runner(),
    pedro: await runner(),
    raul: await runner(),
    omar: await runner(),
    hugo: await runner(),
    nuevo: uniqueDni(),
  };
  const pedro = await ctx.db.selectFrom('runners').select('id').where('dni', '=', dni.pedro).executeTakeFirstOrThrow();
  await enrolThroughApi(ctx.app, ctx.adminToken, {
    runnerId: pedro.id,
    eventId,
    distancia: 66,
    categoria: 'ELITE MASC',
  });
  const rows: SheetRow[] = [
    {
      cells: [1, 101, dottedDni(dni.juan), 'Pérez, Juan', 'elite masc', '66 km', '2:01:02.5', ''],
      dni: dni.juan,
      ms: 2 * H + M + 2 * S + 500,
    },
    // An Excel time cell: a fraction of a day.
    {
      cells: [3, 102, dni.luis, 'Gómez, Luis', 'ELITE MASC', '66', (2 * H + 5 * M + 30 * S) / 86_400_000, 'Finalizó'],
      dni: dni.luis,
      ms: 2 * H + 5 * M + 30 * S,
    },
    {
      cells: [2, null, dni.pedro, 'Díaz, Pedro', 'Élite Masc', '66', '2h3m4s', ''],
      dni: dni.pedro,
      ms: 2 * H + 3 * M + 4 * S,
      bib: 203,
    },
    {
      cells: [
        1,
        201,
        dottedDni(dni.nuevo),
        'Nuevo, Carlos',
        'Promocionales A Masc',
        '33',
        '70:15',
        '',
        'M',
        '01/02/1995',
        'carlos@example.com',
        '3815123456',
        'Tucumán',
        'O+',
      ],
      dni: dni.nuevo,
      ms: 70 * M + 15 * S,
    },
    {
      cells: [null, 202, dni.raul, 'Ruiz, Raúl', 'promocionales a masc', '33', '', 'Abandonó'],
      dni: dni.raul,
      status: 'DNF',
    },
    {
      cells: [null, 103, dni.omar, 'Vera, Omar', 'ELITE MASC', '66', '1:59:00', 'Descalificado'],
      dni: dni.omar,
      status: 'DISQUALIFIED',
    },
    // Neither DNI nor bib: kept under the sheet's name (decision 018).
    {
      cells: [null, null, null, 'Sin Cuenta, Mario', 'ELITE MASC', '66', '2:30:00', ''],
      dni: null,
      ms: 2 * H + 30 * M,
      bib: 204,
    },
    {
      cells: [null, null, null, '', 'ELITE MASC', '66', '2:31:00', ''],
      dni: null,
      refused: 'Falta el nombre, el DNI o un dorsal de una inscripción de esta edición',
    },
    {
      cells: [null, 104, dni.hugo, 'Paz, Hugo', 'Master Z', '66', '2:20:00', ''],
      dni: dni.hugo,
      refused: 'Categoría: «Master Z» no es una categoría de 66 km en esta edición',
    },
    {
      cells: [null, 105, dni.juan, 'Pérez, Juan', 'ELITE MASC', '66', '2:40:00', ''],
      dni: dni.juan,
      refused: 'DNI: se repite en la fila 2; se importa solo esa fila',
    },
  ];
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Resultados');
  sheet.addRow(HEADERS);
  for (const row of rows) sheet.addRow(row.cells);
  sheet.getCell('G3').numFmt = '[h]:mm:ss';
  const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
  return { eventId, rows, dni, archivo: sheetFile(bytes, 'resultados-2025.xlsx') };
}

/** Finishers of a distance by total, as the test ranks them from its own sheet. */
function expectedRanking(rows: SheetRow[], distance: string) {
  return rows
    .filter((row) => row.ms !== undefined && !row.refused && String(row.cells[5]).startsWith(distance))
    .sort((a, b) => (a.ms as number) - (b.ms as number));
}

describe('POST /api/admin/events/:eventId/results-import', () => {
  it('previews, imports in one go, and the results and rider pages rank the sheet; a second import is refused', async () => {
    const s = await messyScenario();
    const before = await ctx.db.selectFrom('time_records').select('id').where('event_id', '=', s.eventId).execute();
    expect(before).toEqual([]);

    const preview = await postSheet('results-import/preview', s.eventId, {
      archivo: s.archivo,
    });
    expect(preview.statusCode).toBe(200);
    const body = preview.json();
    expect(body.totales).toEqual({ filas: 10, importar: 7, rechazar: 3, corredoresNuevos: 1, soloNombre: 1 });
    expect(body.avisos).toEqual([
      'La distancia de 66 km tiene 3 vueltas configuradas: la planilla da solo el tiempo total, así que sus resultados se guardan como una sola vuelta.',
    ]);
    const rowsOut = body.filas as {
      fila: number;
      accion: string;
      motivos: string[];
      tiempo: string | null;
      dorsal: number | null;
      dorsalAsignado: boolean;
      estado: string | null;
      nombre: string;
    }[];
    expect(rowsOut.map((r) => r.accion)).toEqual(s.rows.map((r) => (r.refused ? 'rechazar' : 'importar')));
    s.rows.forEach((row, index) => {
      if (row.refused) expect(rowsOut[index]?.motivos).toContain(row.refused);
    });
    expect(rowsOut.map((r) => r.tiempo).slice(0, 4)).toEqual(['02:01:02.5', '02:05:30.0', '02:03:04.0', '01:10:15.0']);
    expect(rowsOut.map((r) => r.estado).slice(4, 6)).toEqual(['DNF', 'DISQUALIFIED']);
    // Pedro had no bib: he gets the next one after every bib of the edition and the sheet.
    expect(rowsOut[2]).toMatchObject({ dorsal: 203, dorsalAsignado: true, nombre: 'Díaz, Pedro' });
    // The preview wrote nothing.
    expect(await ctx.db.selectFrom('runners').select('id').where('dni', '=', s.dni.nuevo).executeTakeFirst()).toBe(
      undefined,
    );

    const imported = await postSheet('results-import', s.eventId, {
      archivo: s.archivo,
    });
    expect(imported.statusCode).toBe(200);
    expect(imported.json()).toMatchObject({
      resultadosImportados: 7,
      corredoresCreados: 1,
      inscripcionesCreadas: 5,
      resultadosSoloNombre: 1,
      filasRechazadas: 3,
      contrasenas: { nombre: 'contrasenas_temporales.xlsx' },
    });
    const created = await ctx.db
      .selectFrom('runners')
      .select(['requiere_cambio_password'])
      .where('dni', '=', s.dni.nuevo)
      .executeTakeFirstOrThrow();
    expect(Boolean(created.requiere_cambio_password)).toBe(true);

    const bibOf = (row: SheetRow) => (row.cells[1] as number | null) ?? (row.bib as number);
    for (const distance of ['66', '33']) {
      const results = await call('GET', `/api/results/${s.eventId}?distance=${distance}`);
      expect(results.statusCode).toBe(200);
      const overall = results.json().overall as {
        dorsal: number;
        overallPosition: number | null;
        position: number | null;
        finalTime: number | null;
        status: string;
        laps?: number;
        totalLaps: number;
      }[];
      const ranking = expectedRanking(s.rows, distance);
      expect(overall.slice(0, ranking.length).map((r) => [r.dorsal, r.overallPosition, r.finalTime, r.status])).toEqual(
        ranking.map((row, index) => [bibOf(row), index + 1, row.ms, 'COMPLETED']),
      );
      const others = s.rows.filter((row) => row.status && String(row.cells[5]).startsWith(distance));
      expect(overall.slice(ranking.length).map((r) => [r.dorsal, r.status, r.overallPosition])).toEqual(
        others.map((row) => [bibOf(row), row.status, null]),
      );
      expect(overall.every((r) => r.totalLaps === 1)).toBe(true);
    }

    const second = expectedRanking(s.rows, '66')[1] as SheetRow;
    const rider = await call('GET', `/api/results/${s.eventId}/riders/${bibOf(second)}`);
    expect(rider.statusCode).toBe(200);
    expect(rider.json()).toMatchObject({
      finalTime: second.ms,
      status: 'COMPLETED',
      overall: { position: 2, of: 4 },
      category: { position: 2 },
      categoryName: 'ELITE MASC',
    });

    // Championships count the edition through the results service: the sheet's order is the standings' order.
    const championship = await call('POST', '/api/championships', ctx.adminToken, {
      nombre: `Campeonato importado ${s.eventId}`,
      publicado: true,
      anio: 2025,
      eventIds: [s.eventId],
    });
    expect(championship.statusCode).toBe(201);
    const standings = await call('GET', `/api/championships/${championship.json().id}/standings`);
    expect(standings.statusCode).toBe(200);
    const elite = (
      standings.json().categories as { name: string; rows: { runnerId: number | null; position: number }[] }[]
    ).find((category) => category.name === 'ELITE MASC');
    const idOf = async (dni: string | null) =>
      dni === null
        ? null
        : (await ctx.db.selectFrom('runners').select('id').where('dni', '=', dni).executeTakeFirstOrThrow()).id;
    const eliteRanking = expectedRanking(s.rows, '66');
    expect(elite?.rows.slice(0, eliteRanking.length).map((r) => [r.runnerId, r.position])).toEqual(
      await Promise.all(eliteRanking.map(async (row, index) => [await idOf(row.dni), index + 1])),
    );

    const again = await postSheet('results-import', s.eventId, {
      archivo: s.archivo,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/^Esta edición ya tiene tiempos registrados/);
    const previewAgain = await postSheet('results-import/preview', s.eventId, {
      archivo: s.archivo,
    });
    expect(previewAgain.statusCode).toBe(409);
  }, 60_000);

  it('refuses an edition with passages of its own or without categories, a missing event, a sheet without the needed columns, and a non-admin', async () => {
    const s = await messyScenario();
    const runner = await registerRunner(ctx.app);
    expect(
      (await postSheet('results-import/preview', s.eventId, { archivo: s.archivo }, runner.token)).statusCode,
    ).toBe(403);

    const csv = Buffer.from('Club;Sexo\nLos Pumas;M\n', 'utf8');
    const noColumns = await postSheet('results-import/preview', s.eventId, {
      archivo: sheetFile(csv, 'r.csv'),
    });
    expect(noColumns.statusCode).toBe(400);
    expect(noColumns.json().message).toMatch(
      /^A la planilla le faltan columnas: Nombre, DNI o Dorsal, Categoría o Distancia, Tiempo o Estado/,
    );

    const bare = await ctx.insertEvent({ fecha: EDITION_DAY, open: false });
    await ctx.db.deleteFrom('event_categories').where('event_id', '=', bare).execute();
    const noCategories = await postSheet('results-import/preview', bare, {
      archivo: s.archivo,
    });
    expect(noCategories.statusCode).toBe(400);
    expect(noCategories.json().message).toBe(
      'Esta edición no tiene distancias ni categorías. Configúrelas antes de importar resultados.',
    );
    expect((await postSheet('results-import/preview', 99999999, { archivo: s.archivo })).statusCode).toBe(404);

    const now = new Date().toISOString();
    await ctx.db
      .insertInto('time_records')
      .values({
        event_id: s.eventId,
        client_id: `timed-${s.eventId}`,
        dorsal: 999,
        lap: 1,
        time_ms: 1000,
        recorded_at: Date.now(),
        group_id: null,
        distancia: 66,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const timed = await postSheet('results-import', s.eventId, {
      archivo: s.archivo,
    });
    expect(timed.statusCode).toBe(409);
    expect(await ctx.db.selectFrom('runners').select('id').where('dni', '=', s.dni.nuevo).executeTakeFirst()).toBe(
      undefined,
    );
  }, 60_000);
});
