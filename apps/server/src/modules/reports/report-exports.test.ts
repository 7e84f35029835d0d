import { randomUUID } from 'node:crypto';
import { formatClockTime, todayInOrganiserZone } from '@carreras/domain/dates';
import { adminInscriptionListSchema } from '@carreras/domain/inscriptions/admin-inscription.schemas';
import { INSCRIPTION_EXPORT_HEADERS } from '@carreras/domain/inscriptions/inscription-export';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The grid's own writers, as the browser runs them: the grid's files and the server's must say the same.
import { buildCsv } from '../../../../web/src/features/inscriptions/export/csv.ts';
import {
  EXPORT_COLUMN_TYPES,
  EXPORT_COLUMNS,
  exportRows,
} from '../../../../web/src/features/inscriptions/export/export-rows.ts';
import { buildXlsx } from '../../../../web/src/features/inscriptions/export/xlsx.ts';
import { insertEvent } from '../../../test/fixtures.ts';
import {
  bearer,
  createTestApp,
  enrolThroughApi,
  loginAdmin,
  registerRunner,
  type TestApp,
} from '../../../test/test-app.ts';
import { readXlsxDetails, type XlsxSheetDetails } from '../../../test/xlsx-reader.ts';
import { attachmentHeader } from '../../lib/xlsx.ts';

/** What the test enrols: the numbers every report must give back are computed from this list only. */
interface Planned {
  apellido: string;
  nombre: string;
  sexo: 'M' | 'F';
  fechaNacimiento: string;
  distancia: number;
  categoria: string;
  paid: boolean;
  bib?: number;
  withPartner?: boolean;
  alergia?: string;
  club?: string;
}

const year = new Date().getFullYear();
const young = `${year - 27}-03-03`;
const plan: Planned[] = [
  {
    apellido: 'Pérez Núñez',
    nombre: 'Joaquín',
    sexo: 'M',
    fechaNacimiento: '1992-08-14',
    distancia: 33,
    categoria: 'PROMOCIONALES A MASC',
    paid: true,
    bib: 7,
    club: 'Bici Club Yerba Buena',
  },
  {
    apellido: 'Sáenz Peña',
    nombre: 'María',
    sexo: 'F',
    fechaNacimiento: young,
    distancia: 66,
    categoria: 'ELITE FEM',
    paid: true,
    bib: 12,
  },
  {
    apellido: 'Gómez',
    nombre: 'Ana María',
    sexo: 'F',
    fechaNacimiento: young,
    distancia: 66,
    categoria: 'ELITE FEM',
    paid: false,
    alergia: 'Polen, "gramíneas"',
  },
  {
    apellido: 'Ávila',
    nombre: 'Sofía',
    sexo: 'F',
    fechaNacimiento: young,
    distancia: 66,
    categoria: 'ELITE FEM',
    paid: true,
  },
  {
    apellido: 'Ábalos',
    nombre: 'Iñaki',
    sexo: 'M',
    fechaNacimiento: young,
    distancia: 66,
    categoria: 'ELITE MASC',
    paid: false,
  },
  {
    apellido: 'Ibáñez',
    nombre: 'Tomás',
    sexo: 'M',
    fechaNacimiento: young,
    distancia: 66,
    categoria: 'E-BIKE',
    paid: true,
    bib: 3,
    withPartner: true,
  },
  {
    apellido: 'Luna',
    nombre: 'Belén',
    sexo: 'F',
    fechaNacimiento: young,
    distancia: 33,
    categoria: 'PROMOCIONALES A FEM',
    paid: false,
  },
  {
    apellido: 'Ríos',
    nombre: 'Noé',
    sexo: 'M',
    fechaNacimiento: young,
    distancia: 33,
    categoria: 'PROMOCIONALES A MASC',
    paid: false,
  },
];

interface Counts {
  total: number;
  confirmed: number;
}

/** Counts per key from the plan, written out by hand-rolled loops so nothing is shared with the server. */
function countBy(key: (p: Planned) => string): Map<string, Counts> {
  const counts = new Map<string, Counts>();
  for (const p of plan) {
    const entry = counts.get(key(p)) ?? { total: 0, confirmed: 0 };
    entry.total += 1;
    if (p.paid) entry.confirmed += 1;
    counts.set(key(p), entry);
  }
  return counts;
}
const percent = (c: Counts) => Math.round((c.confirmed * 10_000) / c.total) / 100;

let t: TestApp;
let adminToken: string;
let eventId: number;
const dniOf = new Map<string, string>();
let partnerDni = '';
let passageAt = 0;

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await loginAdmin(t.app);
  eventId = await insertEvent(t.db.db, { permiteParejas: true, nombre: 'Desafío Sáenz Peña' });
  // An inscription of another event, which the per-event numbers must leave out.
  const otherEvent = await insertEvent(t.db.db);
  const enrol = (body: Record<string, unknown>) => enrolThroughApi(t.app, adminToken, body);
  for (const p of plan) {
    const runner = await registerRunner(t.app, {
      apellido: p.apellido,
      nombre: p.nombre,
      sexo: p.sexo,
      fechaNacimiento: p.fechaNacimiento,
      provincia: 'Tucumán',
      alergia: p.alergia ?? '',
      ...(p.club ? { club: p.club } : {}),
    });
    dniOf.set(p.apellido, runner.payload.dni);
    let partner: Record<string, unknown> = {};
    if (p.withPartner) {
      const mate = await registerRunner(t.app, {
        apellido: 'Núñez',
        nombre: 'Eugenia',
        sexo: 'F',
        fechaNacimiento: young,
        club: 'Los Ñandúes',
      });
      partnerDni = mate.payload.dni;
      partner = { partnerDni };
    }
    await enrol({
      runnerId: runner.user.id,
      eventId,
      distancia: p.distancia,
      categoria: p.categoria,
      pagoConfirmado: p.paid,
      ...(p.bib ? { numeroDorsalAsignado: p.bib } : {}),
      ...partner,
    });
  }
  const outsider = await registerRunner(t.app, { sexo: 'M', fechaNacimiento: young });
  await enrol({ runnerId: outsider.user.id, eventId: otherEvent, distancia: 33, categoria: 'PROMOCIONALES A MASC' });

  // Timing on 33 km, one lap: bib 7 finishes in 1:02:03.456.
  const auth = bearer(adminToken);
  const config = await t.app.inject({
    method: 'POST',
    url: '/api/timing-config',
    headers: auth,
    payload: { eventId, config: { '33': { laps: 1, enabled: true } } },
  });
  if (config.statusCode >= 300) throw new Error(config.body);
  passageAt = Date.now();
  const recorded = await t.app.inject({
    method: 'POST',
    url: `/api/timing/${eventId}/record`,
    headers: auth,
    payload: { clientId: randomUUID(), dorsal: 7, time: 3_723_456, timestamp: passageAt },
  });
  if (recorded.statusCode >= 300) throw new Error(recorded.body);
});
afterAll(async () => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(adminToken) });

async function download(kind: string, fileName: string) {
  const response = await get(`/api/admin/reports/export/${kind}?eventId=${eventId}`);
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  const expectedName = `${fileName}_${todayInOrganiserZone()}.xlsx`;
  expect(response.headers['content-disposition']).toBe(
    `attachment; filename*=UTF-8''${expectedName}; filename="${expectedName}"`,
  );
  return readXlsxDetails(response.rawPayload);
}

/** What every sheet needs to open well: a valid Spanish name, a bold frozen header and real column widths. */
function expectWellFormed(sheet: XlsxSheetDetails) {
  expect(sheet.name.length).toBeLessThanOrEqual(31);
  expect(sheet.name).not.toMatch(/[[\]:*?/\\]/);
  expect(sheet.headerBold).toBe(true);
  expect(sheet.frozenRows).toBe(1);
  for (const width of sheet.widths) expect(width).toBeGreaterThanOrEqual(8);
}

const column = (sheet: XlsxSheetDetails, header: string) => {
  const index = sheet.rows[0]!.indexOf(header);
  expect(index, `column ${header}`).toBeGreaterThanOrEqual(0);
  return index;
};
const body = (sheet: XlsxSheetDetails) => sheet.rows.slice(1);
const utcDate = (iso: string) => new Date(`${iso}T00:00:00.000Z`);
const byKey = <T>(rows: T[], key: (row: T) => string) => [...rows].sort((a, b) => (key(a) < key(b) ? -1 : 1));

describe('report numbers equal what the inscriptions say', () => {
  const distances = countBy((p) => String(p.distancia));
  const categories = countBy((p) => `${p.distancia}|${p.categoria}`);

  it('by distance: total, confirmed (paid) and pending per distance, on screen and in the export', async () => {
    const expected = [...distances].map(([distancia, c]) => ({
      distancia: Number(distancia),
      totalInscripciones: c.total,
      confirmadas: c.confirmed,
      pendientes: c.total - c.confirmed,
    }));
    const api = await get(`/api/admin/reports/by-distance?eventId=${eventId}`);
    expect(byKey(api.json(), (r: { distancia: number }) => String(r.distancia))).toEqual(
      byKey(expected, (r) => String(r.distancia)),
    );

    const [sheet] = await download('distancia', 'reporte_distancias');
    expectWellFormed(sheet!);
    expect(sheet!.name).toBe('Por distancia');
    expect(sheet!.rows[0]).toEqual(['Distancia (km)', 'Total', 'Confirmadas', 'Pendientes', '% Confirmadas']);
    const rows = expected.map((r) => [
      r.distancia,
      r.totalInscripciones,
      r.confirmadas,
      r.pendientes,
      percent(distances.get(String(r.distancia))!),
    ]);
    expect(byKey(body(sheet!), (r) => String(r[0]))).toEqual(byKey(rows, (r) => String(r[0])));
    // 66 km: 3 paid of 5 = 60.00; 33 km: 1 of 3 = 33.33, a number shown with two decimals.
    expect(rows.map((r) => r[4]).sort()).toEqual([33.33, 60]);
    for (const formats of sheet!.numFmts) expect(formats[4]).toBe('0.00');
  });

  it('by category: the same numbers per category, the pair counted once', async () => {
    const expected = [...categories].map(([key, c]) => {
      const [distancia, categoria] = key.split('|') as [string, string];
      return {
        categoria,
        distancia: Number(distancia),
        totalInscripciones: c.total,
        confirmadas: c.confirmed,
        pendientes: c.total - c.confirmed,
      };
    });
    const key = (r: { distancia: number; categoria: string }) => `${r.distancia}|${r.categoria}`;
    const api = await get(`/api/admin/reports/by-category?eventId=${eventId}`);
    expect(byKey(api.json(), key)).toEqual(byKey(expected, key));

    const [sheet] = await download('categoria', 'reporte_categorias');
    expectWellFormed(sheet!);
    expect(sheet!.name).toBe('Por categoría');
    expect(sheet!.rows[0]).toEqual([
      'Categoría',
      'Distancia (km)',
      'Total',
      'Confirmadas',
      'Pendientes',
      '% Confirmadas',
    ]);
    const rows = expected.map((r) => [
      r.categoria,
      r.distancia,
      r.totalInscripciones,
      r.confirmadas,
      r.pendientes,
      percent(categories.get(key(r))!),
    ]);
    const rowKey = (r: unknown[]) => `${r[1]}|${r[0]}`;
    expect(byKey(body(sheet!), rowKey)).toEqual(byKey(rows, rowKey));
    expect(body(sheet!).find((r) => r[0] === 'ELITE FEM')?.[5]).toBe(66.67);
  });
});

describe('list exports open with accents, numbers and dates', () => {
  it('corredores: accents kept, DNI as text, birth date a real date that never shifts', async () => {
    const [sheet] = await download('corredores', 'lista_corredores');
    expectWellFormed(sheet!);
    expect(sheet!.name).toBe('Corredores');
    const dni = column(sheet!, 'DNI');
    const birth = column(sheet!, 'Fecha de Nacimiento');
    const perez = body(sheet!).find((r) => r[column(sheet!, 'Apellido')] === 'Pérez Núñez')!;
    expect(perez[column(sheet!, 'Nombre')]).toBe('Joaquín');
    expect(perez[column(sheet!, 'Provincia')]).toBe('Tucumán');
    expect(perez[dni]).toBe(dniOf.get('Pérez Núñez'));
    expect(perez[birth]).toEqual(utcDate('1992-08-14'));
    expect(perez[column(sheet!, 'Club')]).toBe('Bici Club Yerba Buena');
    expect(body(sheet!).find((r) => r[dni] === partnerDni)?.[column(sheet!, 'Club')]).toBe('Los Ñandúes');
    expect(body(sheet!).find((r) => r[1] === 'Ana María')?.[column(sheet!, 'Alergias')]).toBe('Polen, "gramíneas"');
    // The partner takes part too.
    expect(body(sheet!).map((r) => r[dni])).toContain(partnerDni);
    expect(body(sheet!)).toHaveLength(plan.length + 1);
    for (const formats of sheet!.numFmts) expect(formats[birth]).toBe('dd/mm/yyyy');
  });

  it('inscripciones: numbers as numbers, dates as dates, the pair with its partner', async () => {
    const [sheet] = await download('inscripciones', 'lista_inscripciones');
    expectWellFormed(sheet!);
    expect(sheet!.name).toBe('Inscripciones');
    const at = (header: string) => column(sheet!, header);
    // One row per inscription, two for the pair (D13).
    expect(body(sheet!)).toHaveLength(plan.length + 1);
    const event = await t.db.db
      .selectFrom('events')
      .select('fecha')
      .where('id', '=', eventId)
      .executeTakeFirstOrThrow();
    for (const p of plan) {
      const row = body(sheet!).find((r) => r[at('Apellido')] === p.apellido)!;
      expect(row[at('Evento')]).toBe('Desafío Sáenz Peña');
      expect(row[at('Fecha del evento')]).toEqual(utcDate(event.fecha));
      expect(row[at('Nombre')]).toBe(p.nombre);
      expect(row[at('DNI')]).toBe(dniOf.get(p.apellido));
      expect(row[at('Sexo')]).toBe(p.sexo === 'F' ? 'Femenino' : 'Masculino');
      expect(row[at('Distancia (km)')]).toBe(p.distancia);
      expect(row[at('Categoría')]).toBe(p.categoria);
      expect(row[at('Tipo')]).toBe(p.withPartner ? 'Equipo (titular)' : 'Individual');
      expect(row[at('Compañero')]).toBe(p.withPartner ? `Eugenia Núñez (${partnerDni})` : null);
      expect(row[at('Dorsal')]).toBe(p.bib ?? null);
      expect(row[at('Pago')]).toBe(p.paid ? 'Pagado' : 'Pendiente');
      expect(row[at('Asistencia')]).toBe('No confirmado');
      expect(row[at('Fecha de inscripción')]).toEqual(utcDate(todayInOrganiserZone()));
      expect(row[at('Club')]).toBe(p.club ?? null);
    }
    // The club comes right after the grid's 19 columns, each participant's own.
    expect(at('Club')).toBe(19);
    const holder = plan.find((p) => p.withPartner)!;
    const mate = body(sheet!).find((r) => r[at('Tipo')] === 'Equipo (compañero)')!;
    expect([mate[at('Apellido')], mate[at('Nombre')], mate[at('DNI')], mate[at('Sexo')]]).toEqual([
      'Núñez',
      'Eugenia',
      partnerDni,
      'Femenino',
    ]);
    expect(mate[at('Compañero')]).toBe(`${holder.nombre} ${holder.apellido} (${dniOf.get(holder.apellido)})`);
    expect(mate[at('Club')]).toBe('Los Ñandúes');
    expect([mate[at('Dorsal')], mate[at('Categoría')], mate[at('Pago')]]).toEqual([
      holder.bib,
      holder.categoria,
      'Pagado',
    ]);
    for (const formats of sheet!.numFmts) {
      expect(formats[at('Fecha del evento')]).toBe('dd/mm/yyyy');
      expect(formats[at('Fecha de inscripción')]).toBe('dd/mm/yyyy');
    }
  });

  it('dorsales: only assigned bibs, as numbers, in order', async () => {
    const [sheet] = await download('dorsales', 'lista_dorsales');
    expectWellFormed(sheet!);
    expect(sheet!.name).toBe('Dorsales');
    const bibs = plan.flatMap((p) => (p.bib ? [p.bib] : [])).sort((a, b) => a - b);
    expect(body(sheet!).map((r) => r[0])).toEqual(bibs);
    expect(body(sheet!).find((r) => r[0] === 12)?.[1]).toBe('Sáenz Peña');
    expect(body(sheet!).find((r) => r[0] === 7)?.[column(sheet!, 'Club')]).toBe('Bici Club Yerba Buena');
    // A pair has one bib: one row, the partner beside the holder.
    expect(body(sheet!).find((r) => r[0] === 3)?.[column(sheet!, 'Compañero')]).toBe(`Eugenia Núñez (${partnerDni})`);
  });

  it('resultados and tiempos: times are durations h:mm:ss.00 truncated like the screen, numbers numeric', async () => {
    const expectedTime = 3_723_450 / 86_400_000;
    const results = await download('resultados', 'resultados_carrera');
    const overall = results[0]!;
    expectWellFormed(overall);
    expect(overall.name).toBe('General 33 KM');
    const row = body(overall).find((r) => r[column(overall, 'Dorsal')] === 7)!;
    const time = column(overall, 'Tiempo');
    expect(row[column(overall, 'Posición')]).toBe(1);
    expect(row[column(overall, 'Corredor')]).toMatch(/Pérez Núñez/);
    expect(row[column(overall, 'Categoría')]).toBe('PROMOCIONALES A MASC');
    expect(row[column(overall, 'Penalización (s)')]).toBe(0);
    expect(row[column(overall, 'Vueltas')]).toBe('1/1');
    expect(row[column(overall, 'Última pasada')]).toBe(formatClockTime(passageAt));
    expect(timeSerial(row[time])).toBeCloseTo(expectedTime, 10);
    expect(overall.numFmts[body(overall).indexOf(row)]![time]).toBe('[h]:mm:ss.00');

    const [laps] = await download('tiempos', 'tiempos_vueltas');
    expectWellFormed(laps!);
    expect(laps!.name).toBe('Tiempos 33 KM');
    const lapRow = body(laps!).find((r) => r[0] === 7)!;
    expect(timeSerial(lapRow[column(laps!, 'Vuelta 1')])).toBeCloseTo(expectedTime, 10);
    expect(timeSerial(lapRow[column(laps!, 'Total')])).toBeCloseTo(expectedTime, 10);
  });

  it('the results export of the timing screen has the same typed cells and a valid sheet per category', async () => {
    const response = await get(`/api/results/${eventId}/export?distance=33&format=excel`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(
      `filename*=UTF-8''resultados_33km_${todayInOrganiserZone()}.xlsx`,
    );
    const sheets = await readXlsxDetails(response.rawPayload);
    expect(sheets.map((s) => s.name)).toEqual(expect.arrayContaining(['General 33 KM', 'PROMOCIONALES A MASC']));
    for (const sheet of sheets) expectWellFormed(sheet);
    const category = sheets.find((s) => s.name === 'PROMOCIONALES A MASC')!;
    const row = body(category).find((r) => r[1] === 7)!;
    expect(timeSerial(row[column(category, 'Tiempo')])).toBeCloseTo(3_723_450 / 86_400_000, 10);
  });
});

describe('the grid’s export and the server’s list export say the same', () => {
  /** What /admin/inscriptions-grid loads for the event and exports without a call (spec 001 section 2). */
  async function gridRows() {
    const response = await get(`/api/admin/inscriptions?event=${eventId}&page=1&limit=1000`);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    return exportRows(adminInscriptionListSchema.parse(response.json()).items);
  }

  /** The server's rows by inscription and participant: ID Inscripción and Tipo name one row. */
  async function serverRows() {
    const [sheet] = await download('inscripciones', 'lista_inscripciones');
    const byKey = new Map(body(sheet!).map((r) => [`${r[0]}|${r[15]}`, r]));
    return { headers: sheet!.rows[0]!, byKey };
  }

  it('the xlsx files: the same 19 headers first, the same typed cells for each participant, the pair included', async () => {
    const rows = await gridRows();
    const [grid] = await readXlsxDetails(
      Buffer.from(buildXlsx('Inscripciones', EXPORT_COLUMNS, rows, EXPORT_COLUMN_TYPES)),
    );
    const server = await serverRows();
    expect(grid!.rows[0]).toEqual([...INSCRIPTION_EXPORT_HEADERS]);
    expect(server.headers.slice(0, 19)).toEqual(grid!.rows[0]);
    expect(body(grid!)).toHaveLength(plan.length + 1);
    expect(server.byKey.size).toBe(plan.length + 1);
    for (const row of body(grid!)) {
      const other = server.byKey.get(`${row[0]}|${row[15]}`);
      expect(other?.slice(0, 19), String(row[2])).toEqual(row);
    }
    // The values decided once: sex in words, dates as dates, 'Ninguna' for no allergy, phones as readable text.
    const mate = body(grid!).find((r) => r[15] === 'Equipo (compañero)')!;
    expect([mate[4], mate[5], mate[6], mate[8], mate[12]]).toEqual([
      partnerDni,
      'Femenino',
      utcDate(young),
      '+54 9 381 555-1234',
      'Ninguna',
    ]);
    for (const formats of grid!.numFmts) expect([formats[4], formats[6], formats[8]]).toEqual(['@', 'dd/mm/yyyy', '@']);
  });

  it('the CSV: each cell is the server’s value as text, dates dd/mm/yyyy, formula-like text neutralised', async () => {
    const csv = parseCsv(buildCsv(EXPORT_COLUMNS, await gridRows(), EXPORT_COLUMN_TYPES).slice(1));
    const server = await serverRows();
    expect(csv[0]).toEqual(server.headers.slice(0, 19));
    expect(csv.slice(1)).toHaveLength(server.byKey.size);
    const asText = (cell: unknown) => {
      if (cell === null) return '';
      if (cell instanceof Date) return cell.toISOString().slice(0, 10).split('-').reverse().join('/');
      const text = String(cell);
      return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
    };
    for (const row of csv.slice(1)) {
      const other = server.byKey.get(`${row[0]}|${row[15]}`);
      expect(other?.slice(0, 19).map(asText), row[2]).toEqual(row);
    }
    expect(csv.find((r) => r[2] === 'Gómez')?.[12]).toBe('Polen, "gramíneas"');
  });
});

/** An RFC 4180 reader with ';', as Excel in es-AR splits the grid's CSV. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ';') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += char;
  }
  return rows;
}

describe('file names', () => {
  it('keeps accents with RFC 5987 and gives an ASCII fallback', () => {
    expect(attachmentHeader('resultados_33km_Élite (mañana)_2026-11-23.xlsx')).toBe(
      "attachment; filename*=UTF-8''resultados_33km_%C3%89lite%20%28ma%C3%B1ana%29_2026-11-23.xlsx; " +
        'filename="resultados_33km_Elite__manana__2026-11-23.xlsx"',
    );
  });
});

/** A duration cell as a fraction of a day: exceljs reads time formats back as a Date from 1899-12-30. */
function timeSerial(value: unknown): number {
  if (value instanceof Date) return (value.getTime() - Date.UTC(1899, 11, 30)) / 86_400_000;
  return value as number;
}
