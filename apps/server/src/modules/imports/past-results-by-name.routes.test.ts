import { describe, expect, it } from 'vitest';
import { registerRunner, uniqueDni } from '../../../test/test-app.ts';
import { sheetFile, useImportTestApp } from './imports-test-helpers.ts';

// Old results sheets as organisers keep them: a name, a club, a category or only a distance, a time; no DNI
// except now and then (docs/decisions/018-results-by-name.md).

const ctx = useImportTestApp();
const { call, postSheet } = ctx;

const H = 3_600_000;
const M = 60_000;
const S = 1000;

/** A row of the sheet with what the test knows of it: who, where, and the total in ms (or the status). */
interface Row {
  name: string;
  club: string;
  category: string;
  distance: string;
  time: string;
  ms: number | null;
  status?: 'DNF';
  dni?: string;
}

const csvOf = (rows: Row[]) =>
  Buffer.from(
    [
      'Puesto;Corredor;DNI;Club;Categoría;Distancia;Tiempo',
      ...rows.map((row, index) =>
        [index + 1, row.name, row.dni ?? '', row.club, row.category, row.distance, row.time].join(';'),
      ),
    ].join('\r\n'),
    'utf8',
  );

/** Finishers of one category (or general) in the order of their times, as the test ranks them. */
function ranking(rows: Row[], category: string, distance: string) {
  const finishers = rows
    .filter((row) => row.ms !== null && row.category.toUpperCase() === category && row.distance === distance)
    .sort((a, b) => (a.ms as number) - (b.ms as number));
  // Level times share a place: 1, 2, 2, 4.
  return finishers.map((row) => ({
    name: row.name,
    position: finishers.findIndex((other) => other.ms === row.ms) + 1,
    ms: row.ms,
  }));
}

interface ResultRowOut {
  dorsal: number;
  runnerName: string;
  categoryName: string;
  club: string | null;
  position: number | null;
  finalTime: number | null;
  status: string;
}

async function categoryRows(eventId: number, distance: number, category: string): Promise<ResultRowOut[]> {
  const response = await call('GET', `/api/results/${eventId}?distance=${distance}`);
  expect(response.statusCode).toBe(200);
  return (response.json().overall as ResultRowOut[]).filter((row) => row.categoryName === category);
}

describe('past results by name (no accounts)', () => {
  it('imports every row of an old sheet, ranks them as their times do, and counts them in the podium and championships; a runner who registers with the DNI takes the result', async () => {
    const pendingDni = uniqueDni();
    // Written out of order, one tie, accents and capitals as volunteers typed them.
    const edition2024: Row[] = [
      {
        name: 'DIAZ, Lucas',
        club: 'Yerba Buena MTB',
        category: 'ELITE MASC',
        distance: '66',
        time: '2:05:10',
        ms: 2 * H + 5 * M + 10 * S,
      },
      {
        name: 'Núñez, Matías',
        club: '',
        category: 'elite masc',
        distance: '66',
        time: '1:58:00,5',
        ms: 1 * H + 58 * M + 500,
      },
      {
        name: 'Roldán, Iván',
        club: 'Tafí Bikers',
        category: 'ELITE MASC',
        distance: '66',
        time: '2:05:10',
        ms: 2 * H + 5 * M + 10 * S,
      },
      {
        name: 'Sosa, Bruno',
        club: '',
        category: 'ELITE MASC',
        distance: '66',
        time: 'Abandonó',
        ms: null,
        status: 'DNF',
      },
      {
        name: 'Paz, Carla',
        club: '',
        category: 'ELITE FEM',
        distance: '66',
        time: '2:31:00',
        ms: 2 * H + 31 * M,
        dni: pendingDni,
      },
      { name: 'Ruiz, Pablo', club: 'Los Pumas', category: '', distance: '33 km', time: '1:12:00', ms: 1 * H + 12 * M },
      { name: 'Vega, Tomás', club: '', category: '', distance: '33', time: '1:09:30', ms: 1 * H + 9 * M + 30 * S },
    ];
    const edition2025: Row[] = [
      {
        name: 'Lucas Díaz',
        club: 'Yerba Buena MTB',
        category: 'ELITE MASC',
        distance: '66',
        time: '1:59:00',
        ms: 1 * H + 59 * M,
      },
      { name: 'Matías Nuñez', club: '', category: 'ELITE MASC', distance: '66', time: '2:01:00', ms: 2 * H + 1 * M },
    ];

    const first = await ctx.insertEvent({ fecha: '2024-03-17', open: false });
    const preview = await postSheet('results-import/preview', first, {
      archivo: sheetFile(csvOf(edition2024), 'resultados-2024.csv'),
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().totales).toEqual({ filas: 7, importar: 7, rechazar: 0, corredoresNuevos: 0, soloNombre: 7 });
    const imported = await postSheet('results-import', first, {
      archivo: sheetFile(csvOf(edition2024), 'resultados-2024.csv'),
    });
    expect(imported.statusCode).toBe(200);
    expect(imported.json()).toMatchObject({
      resultadosImportados: 7,
      corredoresCreados: 0,
      inscripcionesCreadas: 0,
      resultadosSoloNombre: 7,
      filasRechazadas: 0,
      contrasenas: null,
      rechazadas: null,
    });

    // Each category ranks as the sheet's times do; the DNF comes after; names as the sheet wrote them.
    const elite = await categoryRows(first, 66, 'ELITE MASC');
    expect(elite.filter((r) => r.status === 'COMPLETED').map((r) => [r.runnerName, r.position, r.finalTime])).toEqual(
      ranking(edition2024, 'ELITE MASC', '66').map((r) => [
        `${r.name.split(', ')[1]} ${r.name.split(', ')[0]}`,
        r.position,
        r.ms,
      ]),
    );
    expect(elite.at(-1)).toMatchObject({ runnerName: 'Bruno Sosa', status: 'DNF', position: null });
    expect(elite.find((r) => r.runnerName === 'Iván Roldán')?.club).toBe('Tafí Bikers');
    // A distance alone: the distance's general classification.
    const general = await categoryRows(first, 33, 'General');
    expect(general.map((r) => [r.runnerName, r.position, r.finalTime])).toEqual([
      ['Tomás Vega', 1, 1 * H + 9 * M + 30 * S],
      ['Pablo Ruiz', 2, 1 * H + 12 * M],
    ]);

    // The rider page and the podium read the same results.
    const winner = elite[0] as ResultRowOut;
    const rider = await call('GET', `/api/results/${first}/riders/${winner.dorsal}`);
    expect(rider.statusCode).toBe(200);
    expect(rider.json()).toMatchObject({ runnerName: 'Matías Núñez', category: { position: 1 } });
    const podium = await call('GET', `/api/results/${first}/podium?size=3`);
    expect(podium.statusCode).toBe(200);
    const elitePodium = (
      podium.json().distances as {
        distance: number;
        categories: { name: string; podium: { runnerName: string; position: number }[] }[];
      }[]
    )
      .find((d) => d.distance === 66)
      ?.categories.find((c) => c.name === 'ELITE MASC');
    expect(elitePodium?.podium.map((p) => [p.runnerName, p.position])).toEqual([
      ['Matías Núñez', 1],
      ['Lucas DIAZ', 2],
      ['Iván Roldán', 2],
    ]);

    // A second edition names two of them another way: one rider each across the championship.
    const second = await ctx.insertEvent({ fecha: '2025-03-16', open: false });
    const again = await postSheet('results-import', second, {
      archivo: sheetFile(csvOf(edition2025), 'resultados-2025.csv'),
    });
    expect(again.statusCode).toBe(200);
    const championship = await call('POST', '/api/championships', ctx.adminToken, {
      nombre: `Campeonato histórico ${first}`,
      publicado: true,
      anio: 2025,
      eventIds: [first, second],
    });
    expect(championship.statusCode).toBe(201);
    const standingsOf = async () => {
      const response = await call('GET', `/api/championships/${championship.json().id}/standings`);
      expect(response.statusCode).toBe(200);
      return response.json().categories as {
        name: string;
        rows: {
          runnerId: number | null;
          runnerName: string;
          club: string | null;
          results: { position: number | null }[];
        }[];
      }[];
    };
    const eliteLines = (await standingsOf()).find((c) => c.name === 'ELITE MASC')?.rows ?? [];
    expect(eliteLines.map((line) => [line.runnerName, line.results.map((r) => r.position)])).toEqual([
      // 1st + 2nd against 2nd + 1st: the latest date decides (decision 009).
      ['Lucas Díaz', [2, 1]],
      ['Matías Nuñez', [1, 2]],
      ['Iván Roldán', [2, null]],
      ['Bruno Sosa', [null, null]],
    ]);
    expect(eliteLines[0]).toMatchObject({ runnerId: null, club: 'Yerba Buena MTB' });

    // Carla gave her DNI without an account: when she registers with it, the result and her line are hers.
    const carla = await registerRunner(ctx.app, {
      dni: pendingDni,
      nombre: 'Carla',
      apellido: 'Paz',
      sexo: 'F',
      fechaNacimiento: '1996-05-05',
    });
    const feminine = await categoryRows(first, 66, 'ELITE FEM');
    expect(feminine.map((r) => [r.runnerName, r.position])).toEqual([['Carla Paz', 1]]);
    // Standings are kept up to 10 s for the crowd (standings-cache.ts): a change of results shows within that.
    await expect
      .poll(async () => (await standingsOf()).find((c) => c.name === 'ELITE FEM')?.rows[0]?.runnerId, {
        timeout: 20_000,
        interval: 500,
      })
      .toBe(carla.user.id);
    const own = await call('GET', `/api/championships/standing-of-runner/${carla.user.id}`);
    expect(own.statusCode).toBe(200);
    expect(own.json().standings).toMatchObject([{ categoryName: 'ELITE FEM', position: 1 }]);
  }, 60_000);

  it('lists the results kept by name and links one to a runner by DNI, refusing nobody and a second result', async () => {
    const eventId = await ctx.insertEvent({ fecha: '2023-03-19', open: false });
    const rows: Row[] = [
      {
        name: 'Herrera, Ramiro',
        club: 'Tafí Bikers',
        category: 'ELITE MASC',
        distance: '66',
        time: '2:00:00',
        ms: 2 * H,
      },
      {
        name: 'Ledesma, Ezequiel',
        club: '',
        category: 'ELITE MASC',
        distance: '66',
        time: '2:10:00',
        ms: 2 * H + 10 * M,
      },
    ];
    expect((await postSheet('results-import', eventId, { archivo: sheetFile(csvOf(rows), 'r.csv') })).statusCode).toBe(
      200,
    );
    const list = await call('GET', `/api/admin/events/${eventId}/result-entries`, ctx.adminToken);
    expect(list.statusCode).toBe(200);
    const items = list.json().items as { id: number; nombre: string; club: string | null; corredor: unknown }[];
    expect(items.map((i) => [i.nombre, i.club, i.corredor])).toEqual([
      ['Ramiro Herrera', 'Tafí Bikers', null],
      ['Ezequiel Ledesma', null, null],
    ]);
    const [ramiro, ezequiel] = items as unknown as [{ id: number }, { id: number }];

    const runner = await registerRunner(ctx.app, { nombre: 'Ramiro', apellido: 'Herrera', sexo: 'M' });
    const dotted = runner.payload.dni.replace(/^(\d{2})(\d{3})(\d{3})$/, '$1.$2.$3');
    const link = (id: number, dni: string | null, token = ctx.adminToken) =>
      call('POST', `/api/admin/result-entries/${id}/link`, token, { dni });
    expect((await link(ramiro.id, dotted, runner.token)).statusCode).toBe(403);
    const nobody = await link(ramiro.id, uniqueDni());
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json().message).toBe('No hay un corredor registrado con ese DNI.');
    const linked = await link(ramiro.id, dotted);
    expect(linked.statusCode).toBe(200);
    expect(linked.json().corredor).toMatchObject({ id: runner.user.id, dni: runner.payload.dni });
    // The results name the runner now.
    const elite = await categoryRows(eventId, 66, 'ELITE MASC');
    expect(elite.map((r) => [r.runnerName, r.position])).toEqual([
      [`${runner.payload.nombre} ${runner.payload.apellido}`, 1],
      ['Ezequiel Ledesma', 2],
    ]);
    // One result per runner and edition.
    const twice = await link(ezequiel.id, runner.payload.dni);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Ese corredor ya tiene un resultado en esta edición.');
    expect((await link(999_999_999, runner.payload.dni)).statusCode).toBe(404);
    expect((await link(ramiro.id, '12')).statusCode).toBe(400);
    // Unlinked again: the sheet's name is back.
    const unlinked = await link(ramiro.id, null);
    expect(unlinked.statusCode).toBe(200);
    expect(unlinked.json().corredor).toBeNull();
    expect((await categoryRows(eventId, 66, 'ELITE MASC'))[0]?.runnerName).toBe('Ramiro Herrera');
    expect((await call('GET', '/api/admin/events/999999999/result-entries', ctx.adminToken)).statusCode).toBe(404);
  }, 60_000);
});
