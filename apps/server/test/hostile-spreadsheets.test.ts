import { IMPORT_MAX_ROWS, SHEET_LIMITS } from '@carreras/domain/imports/import-limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  handMadeXlsx,
  inlineRow,
  partWithLongText,
  sharedStringsHead,
  sharedStringsTail,
  sheetHead,
  sheetTail,
} from '../src/modules/imports/sheet-test-helpers.ts';
import { insertEvent } from './fixtures.ts';
import { bearer, createTestApp, loginAdmin, type TestApp } from './test-app.ts';

/**
 * Spreadsheets built to hurt, sent through a listening server while /api/health is polled over real HTTP
 * (docs/decisions/010-untrusted-files-in-a-cage.md): each is refused with a Spanish 4xx within the cage's limits, health
 * keeps answering as it does without the bomb (see reference()), the process grows by less than 200 MB and
 * nothing is written.
 */
let t: TestApp;
let origin: string;
let adminToken: string;
let eventId: number;

const MB = 1024 * 1024;
const HEADERS = ['DNI', 'Nombre', 'Apellido', 'Sexo', 'Fecha de nacimiento', 'Distancia', 'Categoría'];
const TOO_MANY_ROWS = `La planilla tiene más de ${IMPORT_MAX_ROWS} filas. Divida la planilla en partes más chicas.`;

/** Each bomb: its bytes (built at run time), the file name it is sent as, and the message it must get. */
const bombs: { name: string; bytes: () => Buffer; file: string; message: RegExp | string }[] = [
  {
    name: 'a merge over A10:XFD1048576',
    file: 'merge.xlsx',
    bytes: () =>
      handMadeXlsx({
        rows: inlineRow(1, HEADERS),
        afterData: '<mergeCells count="1"><mergeCell ref="A10:XFD1048576"/></mergeCells>',
      }),
    message: /^La planilla es demasiado grande o está dañada: sus rangos combinados abarcan 17\.179\.721\.728 celdas/,
  },
  {
    name: '20,000 small merges',
    file: 'merges.xlsx',
    bytes: () =>
      handMadeXlsx({
        rows: inlineRow(1, HEADERS),
        afterData: `<mergeCells count="20000">${Array.from({ length: 20_000 }, (_, i) => `<mergeCell ref="A${i + 2}:B${i + 2}"/>`).join('')}</mergeCells>`,
      }),
    message: /^La planilla es demasiado grande o está dañada: tiene 1\.001 rangos combinados/,
  },
  {
    name: 'a 200 MB shared string in a small deflated file',
    file: 'texto.xlsx',
    bytes: () =>
      handMadeXlsx({
        rows: '<row r="1"><c r="A1" t="s"><v>0</v></c></row>',
        sharedStrings: partWithLongText(sharedStringsHead, 200 * MB, sharedStringsTail),
      }),
    message:
      /^La planilla es demasiado grande o está dañada: su parte xl\/sharedStrings\.xml ocupa 201 MB sin comprimir \(el máximo es 16 MB\)\.$/,
  },
  {
    name: 'a 50 MB header cell',
    file: 'encabezado.xlsx',
    bytes: () => handMadeXlsx({ rows: partWithLongText(sheetHead, 50 * MB, sheetTail) }),
    message:
      /^La planilla es demasiado grande o está dañada: su parte xl\/worksheets\/sheet1\.xml ocupa 51 MB sin comprimir/,
  },
  {
    name: 'a 10 MB header cell, within the part limits',
    file: 'encabezado.xlsx',
    bytes: () => handMadeXlsx({ rows: partWithLongText(sheetHead, 10 * MB, sheetTail) }),
    message: /^La planilla es demasiado grande o está dañada: tiene un texto de 10\.485\.760 caracteres/,
  },
  {
    name: '140,000 rows',
    file: 'filas.xlsx',
    bytes: () =>
      handMadeXlsx({
        rows: [inlineRow(1, HEADERS), ...Array.from({ length: 140_000 }, (_, i) => inlineRow(i + 2, ['1']))].join(''),
      }),
    message: TOO_MANY_ROWS,
  },
  {
    name: '140,000 CSV rows',
    file: 'filas.csv',
    bytes: () => Buffer.from(`${HEADERS.join(';')}\n${'1;a\n'.repeat(140_000)}`),
    message: TOO_MANY_ROWS,
  },
];

/** Both imports read sheets through the same cage: the runners import (preview and import) and the past results. */
const ROUTES = ['import/preview', 'import', 'results-import/preview', 'results-import'] as const;

async function writtenRows() {
  const count = async (table: 'runners' | 'inscriptions' | 'time_records') =>
    Number(
      (
        await t.db.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    runners: await count('runners'),
    inscriptions: await count('inscriptions'),
    times: await count('time_records'),
  };
}

/**
 * POSTs the file to the route over HTTP and, until it is answered, asks /api/health every ~20 ms: the
 * answer, its time, the slowest health answer and the largest RSS seen meanwhile above the one before.
 */
async function sendWhileWatching(route: string, file: string, bytes: Buffer) {
  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  let done = false;
  const started = performance.now();
  const upload = fetch(`${origin}/api/admin/events/${eventId}/${route}`, {
    method: 'POST',
    headers: { ...bearer(adminToken), 'content-type': 'application/json' },
    body: JSON.stringify({
      archivo: { nombre: file, contenido: bytes.toString('base64') },
      passwordTemporal: 'carrera2027',
    }),
  }).then(async (response) => ({ status: response.status, body: await response.text() }));
  const answered = upload.then((answer) => {
    done = true;
    return { ...answer, ms: performance.now() - started };
  });
  const healthTimes: number[] = [];
  while (!done) {
    const asked = performance.now();
    const health = await fetch(`${origin}/api/health`);
    await health.arrayBuffer();
    healthTimes.push(performance.now() - asked);
    expect(health.status).toBe(200);
    rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const answer = await answered;
  return {
    ...answer,
    healthTimes,
    healthMax: Math.max(0, ...healthTimes),
    healthP90: percentile(healthTimes, 90),
    healthPolls: healthTimes.length,
    rssGrowthMb: (rssPeak - rssBefore) / MB,
  };
}

/**
 * What this machine gives right now, measured beside each bomb: /api/health polled as above for a second with
 * nothing uploaded, and the time an honest one-row sheet takes (a worker started and ExcelJS loaded). On a quiet
 * machine the bombs meet the bounds the cage promises (an answer within 5 s, health under 100 ms: decision 010
 * gives the figures); on one busy with other work, single polls wait on the scheduler, so the test holds the
 * bulk of the polls (their 90th percentile) to 100 ms beyond what they take without a bomb, and every poll to
 * under a second: a parse on the event loop, as before the cage, stalled health 3.5 to 28 s.
 */
async function reference() {
  const healthTimes: number[] = [];
  for (let n = 0; n < 40; n++) {
    const asked = performance.now();
    await (await fetch(`${origin}/api/health`)).arrayBuffer();
    healthTimes.push(performance.now() - asked);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const honest = await sendWhileWatching('import/preview', 'honesta.xlsx', honestSheet());
  expect(honest.status, honest.body).toBe(200);
  return { healthP90: percentile([...healthTimes, ...honest.healthTimes], 90), honestMs: honest.ms };
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const honestSheet = () =>
  handMadeXlsx({
    rows: inlineRow(1, HEADERS) + inlineRow(2, ['30123456', 'Ana', 'Pérez', 'F', '20/05/1990', '33', 'x']),
  });

beforeAll(async () => {
  t = await createTestApp();
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  adminToken = await loginAdmin(t.app);
  eventId = await insertEvent(t.db.db);
}, 30_000);
afterAll(() => t?.close());

describe('hostile spreadsheets', () => {
  it('reads an honest hand-made .xlsx (the bombs are made the same way)', async () => {
    const answer = await sendWhileWatching('import/preview', 'honesta.xlsx', honestSheet());
    expect(answer.status, answer.body).toBe(200);
    expect(JSON.parse(answer.body).columnas.map((c: { encabezado: string }) => c.encabezado)).toEqual(HEADERS);
  }, 30_000);

  for (const bomb of bombs) {
    it(`refuses ${bomb.name} in a 4xx within the cage's limits, health answering, memory flat, nothing written`, async () => {
      const bytes = bomb.bytes();
      expect(bytes.length).toBeLessThan(750 * 1024);
      const before = await writtenRows();
      for (const route of ROUTES) {
        const machine = await reference();
        const answer = await sendWhileWatching(route, bomb.file, bytes);
        console.info(
          `hostile-spreadsheets: ${bomb.name} (${Math.ceil(bytes.length / 1024)} KB) → ${route}: ${answer.status} in ${Math.round(answer.ms)} ms (an honest sheet: ${Math.round(machine.honestMs)} ms); health p90 ${Math.round(answer.healthP90)} ms, max ${Math.round(answer.healthMax)} ms over ${answer.healthPolls} polls (p90 without a bomb: ${Math.round(machine.healthP90)} ms); RSS +${Math.round(answer.rssGrowthMb)} MB`,
        );
        expect(answer.status, answer.body).toBeGreaterThanOrEqual(400);
        expect(answer.status).toBeLessThan(500);
        const body = JSON.parse(answer.body) as { error: string; message: string };
        expect(body.message).toMatch(typeof bomb.message === 'string' ? new RegExp(`^${bomb.message}$`) : bomb.message);
        expect(answer.body.length).toBeLessThan(1024);
        // The cage's own ceilings (30 s to start a worker, then SHEET_LIMITS.parseSeconds to parse), not this
        // machine's speed: never an open-ended wait. The time is printed above; decision 010 has the quiet figures.
        expect(answer.ms).toBeLessThan(30_000 + SHEET_LIMITS.parseSeconds * 1000 + machine.honestMs);
        expect(answer.healthP90).toBeLessThan(100 + machine.healthP90);
        expect(answer.healthMax).toBeLessThan(1000);
        expect(answer.rssGrowthMb).toBeLessThan(200);
      }
      expect(await writtenRows()).toEqual(before);
      const health = await fetch(`${origin}/api/health`);
      expect(health.status).toBe(200);
    }, 240_000);
  }

  it('refuses a cell longer than any field with its place, echoing only its start', async () => {
    const long = handMadeXlsx({
      rows: inlineRow(1, HEADERS) + inlineRow(2, ['30123456', 'Ana', `Pérez${'z'.repeat(5000)}`]),
    });
    for (const route of ['import/preview', 'results-import/preview']) {
      const answer = await sendWhileWatching(route, 'larga.xlsx', long);
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body).message).toBe(
        `Fila 2, columna C: la celda tiene 5.005 caracteres y el máximo es 2.000 («Pérez${'z'.repeat(25)}…»).`,
      );
      expect(answer.body.length).toBeLessThan(300);
    }
  }, 30_000);

  it('reads CSVs in UTF-16 (either mark), UTF-8 (with or without its mark) and Windows-1252 through both previews', async () => {
    const utf16be = (text: string) => {
      const bytes = Buffer.from(text, 'utf16le');
      for (let i = 0; i < bytes.length; i += 2) [bytes[i], bytes[i + 1]] = [bytes[i + 1] as number, bytes[i] as number];
      return bytes;
    };
    const encodings: [name: string, encode: (text: string) => Buffer][] = [
      ['UTF-16 LE with its mark', (text) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')])],
      ['UTF-16 BE with its mark', (text) => Buffer.concat([Buffer.from([0xfe, 0xff]), utf16be(text)])],
      ['UTF-8 with its mark', (text) => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)])],
      ['UTF-8', (text) => Buffer.from(text)],
      ['Windows-1252', (text) => Buffer.from(text, 'latin1')],
    ];
    const sheets = [
      { route: 'import/preview', headers: HEADERS, row: '30123456;María José;Núñez;F;20/05/1990;33;x' },
      {
        route: 'results-import/preview',
        headers: ['DNI', 'Nombre', 'Apellido', 'Categoría', 'Tiempo', 'Estado'],
        row: '30123456;María José;Núñez;x;01:02:03;Finalizó',
      },
    ];
    for (const sheet of sheets) {
      for (const [name, encode] of encodings) {
        const text = `${sheet.headers.join(';')}\r\n${sheet.row}\r\n`;
        const answer = await sendWhileWatching(sheet.route, 'respuestas.csv', encode(text));
        expect(answer.status, `${sheet.route}, ${name}: ${answer.body}`).toBe(200);
        const preview = JSON.parse(answer.body);
        expect(
          preview.columnas.map((c: { encabezado: string }) => c.encabezado),
          `${sheet.route}, ${name}`,
        ).toEqual(sheet.headers);
        expect(preview.filas[0], `${sheet.route}, ${name}`).toMatchObject({
          fila: 2,
          nombre: expect.stringContaining('María José'),
        });
      }
    }
  }, 120_000);

  it('refuses a UTF-32 CSV naming its encoding, in both imports', async () => {
    const utf32 = Buffer.from([0xff, 0xfe, 0, 0, 0x41, 0, 0, 0]);
    for (const route of ['import/preview', 'results-import/preview']) {
      const answer = await sendWhileWatching(route, 'respuestas.csv', utf32);
      expect(answer.status, route).toBe(400);
      expect(JSON.parse(answer.body).message, route).toMatch(/^El archivo CSV está en UTF-32 LE/);
    }
  }, 30_000);
});
