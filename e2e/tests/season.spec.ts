import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { EndpointBody, EndpointResponse } from '@carreras/domain/api/define-endpoint';
import type { championshipsContract } from '@carreras/domain/championships/championships.contract';
import type { pastResultsContract } from '@carreras/domain/imports/past-results.contract';
import type { inscriptionsContract } from '@carreras/domain/inscriptions/inscriptions.contract';
import type { runnersContract } from '@carreras/domain/runners/runners.contract';
import type { APIRequestContext, TestInfo } from '@playwright/test';
import ExcelJS from 'exceljs';
import { createOpenEventViaApi, expect, loginThroughForm, organiserDate, test } from './fixtures.ts';
import { signInAdmin } from './page-helpers.ts';
import { type AdminHeaders, adminHeaders, openRace, randomWord } from './seed-race.ts';

/**
 * A season: two past dates whose results come from the timing company's sheets, a third timed on the day, a
 * championship over the three; an organiser importing a Forms sheet in the browser; a spectator reading the
 * standings on a phone and a rider finding their place in 'Mi Perfil'. The points the standings must show are
 * worked out here from the places the test chose, with the default table, not with the product's code.
 */

type PastResultsBody = EndpointBody<typeof pastResultsContract.import>;
type PastResultsAnswer = EndpointResponse<typeof pastResultsContract.import>;
type ChampionshipBody = EndpointBody<typeof championshipsContract.create>;
type Championship = EndpointResponse<typeof championshipsContract.create>;
type RunnerList = EndpointResponse<typeof runnersContract.listRunners>;
type InscriptionList = EndpointResponse<typeof inscriptionsContract.adminList>;
type InscriptionBody = EndpointBody<typeof inscriptionsContract.create>;

const CATEGORY = 'PROMOCIONALES A MASC';
const MINUTE = 60_000;

/** The default points of places 1 to 6 (the usual regional scale); a DNF scores nothing. */
const POINTS_BY_PLACE = [100, 80, 65, 55, 50, 45];

let dniSeed = 30_000_000 + Math.floor(Math.random() * 9_000_000);
function nextDni() {
  dniSeed += 1;
  return String(dniSeed);
}
const dotted = (dni: string) => dni.replace(/^(\d{2})(\d{3})(\d{3})$/, '$1.$2.$3');

interface Rider {
  key: 'a' | 'b' | 'c' | 'd' | 'e';
  dni: string;
  nombre: string;
  apellido: string;
}

/** One date as the test decides it: each finisher's time in minutes, and who did not finish. */
interface DatePlan {
  finishers: { rider: Rider['key']; minutes: number }[];
  dnf: Rider['key'][];
}

/** The points each rider earns at a date, from the place the plan gives them. */
function pointsOf(plan: DatePlan): Map<Rider['key'], number> {
  const points = new Map<Rider['key'], number>();
  const ordered = [...plan.finishers].sort((x, y) => x.minutes - y.minutes);
  for (const [index, finisher] of ordered.entries()) points.set(finisher.rider, POINTS_BY_PLACE[index]!);
  for (const rider of plan.dnf) points.set(rider, 0);
  return points;
}

const hhmmss = (minutes: number) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}:00`;

/** Writes the timing company's export of a date: the riders new to the product, one category, a time per finisher, 'Abandonó' for a DNF. */
async function writeResultsSheet(testInfo: TestInfo, name: string, riders: Rider[], plan: DatePlan) {
  const header =
    'Dorsal;DNI;Apellido y nombre;Sexo;Fecha de nacimiento;Email;WhatsApp;Provincia;Grupo sanguíneo;Categoría;Distancia;Tiempo;Estado';
  const lines = riders.map((rider, index) => {
    const finisher = plan.finishers.find((f) => f.rider === rider.key);
    const time = finisher ? hhmmss(finisher.minutes) : '';
    const status = finisher ? '' : 'Abandonó';
    return [
      101 + index,
      rider.dni,
      `${rider.apellido}, ${rider.nombre}`,
      'M',
      '14/08/1995',
      `${rider.nombre.toLowerCase()}@example.com`,
      '381 555-1234',
      'Tucumán',
      'O+',
      CATEGORY,
      '33',
      time,
      status,
    ].join(';');
  });
  const file = testInfo.outputPath(name);
  await writeFile(file, `${[header, ...lines].join('\n')}\n`, 'utf8');
  return file;
}

async function importPastResults(request: APIRequestContext, headers: AdminHeaders, eventId: number, file: string) {
  const body: PastResultsBody = {
    archivo: { nombre: path.basename(file), contenido: (await readFile(file)).toString('base64') },
  };
  const response = await request.post(`/api/admin/events/${eventId}/results-import`, { headers, data: body });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as PastResultsAnswer;
}

async function runnerByDni(request: APIRequestContext, headers: AdminHeaders, dni: string) {
  const response = await request.get(`/api/runners?search=${dni}`, { headers });
  expect(response.status()).toBe(200);
  const list: RunnerList = await response.json();
  return list.items.find((runner) => runner.dni === dni);
}

test('a season: imported and timed dates add up in the championship a spectator and a rider read', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(300_000);
  const headers = await adminHeaders(request);

  // 1. Three dates of one race: the first two past, their results imported; the third timed now.
  const riders: Rider[] = (['a', 'b', 'c', 'd', 'e'] as const).map((key) => ({
    key,
    dni: nextDni(),
    nombre: randomWord(),
    apellido: randomWord(7),
  }));
  const plans: DatePlan[] = [
    {
      finishers: [
        { rider: 'a', minutes: 70 },
        { rider: 'b', minutes: 72 },
        { rider: 'c', minutes: 75 },
        { rider: 'd', minutes: 80 },
      ],
      dnf: ['e'],
    },
    {
      finishers: [
        { rider: 'c', minutes: 69 },
        { rider: 'e', minutes: 71 },
        { rider: 'a', minutes: 73 },
        { rider: 'd', minutes: 85 },
      ],
      dnf: ['b'],
    },
    {
      finishers: [
        { rider: 'b', minutes: 30 },
        { rider: 'd', minutes: 31 },
        { rider: 'a', minutes: 32 },
        { rider: 'e', minutes: 33 },
        { rider: 'c', minutes: 34 },
      ],
      dnf: [],
    },
  ];
  const season = randomWord();
  const pastDate = (days: number) =>
    createOpenEventViaApi(request, {
      nombre: `Fecha ${season} ${-days}`,
      fecha: organiserDate(days),
      fechaAperturaInscripciones: organiserDate(days - 30),
      fechaCierreInscripciones: organiserDate(days - 1),
    });
  const dates = [await pastDate(-30), await pastDate(-15)];
  // The first import creates the riders, each with a temporary password of their own, handed over in a sheet.
  const temporaryPasswords = new Map<string, string>();
  for (const [index, event] of dates.entries()) {
    const file = await writeResultsSheet(testInfo, `fecha-${index + 1}.csv`, riders, plans[index]!);
    const { contrasenas, ...answer } = await importPastResults(request, headers, event.id, file);
    expect(answer).toEqual({
      resultadosImportados: 5,
      corredoresCreados: index === 0 ? 5 : 0,
      inscripcionesCreadas: 5,
      resultadosSoloNombre: 0,
      filasRechazadas: 0,
      rechazadas: null,
    });
    expect(contrasenas === null).toBe(index !== 0);
    if (contrasenas) {
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(Buffer.from(contrasenas.contenido, 'base64') as unknown as ArrayBuffer);
      workbook.worksheets[0]?.eachRow((row, number) => {
        if (number > 1) temporaryPasswords.set(String(row.getCell(1).value), String(row.getCell(4).value));
      });
    }
  }

  const race = await openRace(request, { nombre: `Fecha ${season} final` });
  const [category] = race.of(33, new RegExp(`^${CATEGORY}$`));
  if (!category) throw new Error(`the seeded race has no ${CATEGORY}`);
  const bibs = new Map<Rider['key'], number>();
  for (const [index, rider] of riders.entries()) {
    const runner = await runnerByDni(request, headers, rider.dni);
    if (!runner) throw new Error(`the import did not create the runner ${rider.dni}`);
    const body: InscriptionBody = {
      runnerId: runner.id,
      eventId: race.event.id,
      distancia: category.distancia,
      categoria: category.nombre,
      pagoConfirmado: true,
      inscripcionConfirmada: true,
      numeroDorsalAsignado: 301 + index,
    };
    const response = await request.post('/api/inscriptions', { headers, data: body });
    expect(response.status(), await response.text()).toBe(201);
    bibs.set(rider.key, 301 + index);
  }
  await race.timing({ 33: { laps: 1, minLapSeconds: 0 } });
  const [wave] = await race.waves([{ name: 'Largada', startTime: Date.now() - 60 * MINUTE, categories: [category] }]);
  for (const finisher of plans[2]!.finishers) {
    await race.record({
      dorsal: bibs.get(finisher.rider)!,
      timestamp: wave!.start + finisher.minutes * MINUTE,
      groupId: wave!.id,
    });
  }

  // 2. An organiser imports a Forms sheet into a fourth, open event, in the browser.
  const openEvent = await createOpenEventViaApi(request, { nombre: `Fecha ${season} abierta` });
  const forms = { jose: nextDni(), lucia: nextDni(), martin: nextDni() };
  const surnames = { jose: randomWord(7), lucia: randomWord(7), martin: randomWord(7) };
  const formsSheet = testInfo.outputPath('respuestas.csv');
  await writeFile(
    formsSheet,
    [
      'Marca temporal;Dirección de correo electrónico;Nombre y apellido;Nº de documento;Fecha de nacimiento;Sexo;Celular;Provincia;Grupo sanguineo;Distancia;Categoria',
      `01/11/2026 10:00:01;jose@example.com;Jose ${surnames.jose};${dotted(forms.jose)};20/05/1995;Masculino;381 555-1234;Tucumán;O+;33 km;promocionales a masc`,
      `01/11/2026 10:05:00;lucia@example.com;Lucia ${surnames.lucia};${forms.lucia};3/7/01;Mujer;381 555-2222;Salta;A+;33;Promocionales A Fem`,
      `01/11/2026 11:00:00;martin@example.com;Martin ${surnames.martin};${forms.martin};10/02/1988;Varón;381 555-3333;Tucumán;B+;66 km;master a1 masc`,
      '',
    ].join('\r\n'),
    'utf8',
  );
  await signInAdmin(page);
  await page.goto(`/admin/import?event=${openEvent.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Importar planilla' })).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles(formsSheet);
  await expect(page.getByRole('heading', { name: 'Vista previa' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Nuevos: 2')).toBeVisible();
  await expect(page.getByText('Rechazadas: 1')).toBeVisible();
  const preview = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Resultado' }) });
  await expect(preview.getByRole('row').filter({ hasText: surnames.jose })).toContainText(
    'Corredor nuevo + inscripción',
  );
  await expect(preview.getByRole('row').filter({ hasText: surnames.lucia })).toContainText(
    'Corredor nuevo + inscripción',
  );
  const refused = preview.getByRole('row').filter({ hasText: surnames.martin });
  await expect(refused).toContainText('Rechazada');
  await expect(refused).toContainText(/Categoría: MASTER A1 MASC no corresponde a un corredor de \d+ años/);
  // Each new runner gets a password of their own, in a sheet the page saves at once (decision 016).
  const passwordSheet = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Importar 2 filas' }).click();
  expect((await passwordSheet).suggestedFilename()).toBe('contrasenas_temporales.xlsx');
  const summary = page.getByRole('alert').filter({ hasText: 'Importación terminada' });
  await expect(summary).toContainText('Corredores nuevos: 2', { timeout: 30_000 });
  await expect(summary).toContainText('Inscripciones creadas: 2');
  await expect(summary).toContainText('Filas rechazadas (no importadas): 1');

  const jose = await runnerByDni(request, headers, forms.jose);
  const lucia = await runnerByDni(request, headers, forms.lucia);
  expect(jose).toMatchObject({ nombre: 'Jose', apellido: surnames.jose, fechaNacimiento: '1995-05-20' });
  expect(lucia).toMatchObject({ nombre: 'Lucia', apellido: surnames.lucia, fechaNacimiento: '2001-07-03' });
  expect(await runnerByDni(request, headers, forms.martin)).toBeUndefined();
  const enrolled: InscriptionList = await (
    await request.get(`/api/admin/inscriptions?eventId=${openEvent.id}&limit=100`, { headers })
  ).json();
  expect(enrolled.items.map((i) => [i.runnerId, i.categoria]).sort((x, y) => Number(x[0]) - Number(y[0]))).toEqual(
    [
      [jose!.id, 'PROMOCIONALES A MASC'],
      [lucia!.id, 'PROMOCIONALES A FEM'],
    ].sort((x, y) => Number(x[0]) - Number(y[0])),
  );

  // 3. The championship over the three dates, with the default scoring.
  const championshipName = `Campeonato ${season}`;
  const body: ChampionshipBody = {
    nombre: championshipName,
    anio: Number(organiserDate(0).slice(0, 4)),
    eventIds: [dates[0]!.id, dates[1]!.id, race.event.id],
    publicado: true,
  };
  const created = await request.post('/api/championships', { headers, data: body });
  expect(created.status(), await created.text()).toBe(201);
  const championship: Championship = await created.json();

  const perDate = plans.map(pointsOf);
  const totals = new Map(
    riders.map((r) => [r.key, perDate.reduce((sum, points) => sum + (points.get(r.key) ?? 0), 0)]),
  );
  const ranking = [...riders].sort((x, y) => totals.get(y.key)! - totals.get(x.key)!);
  // The plan gives every rider a different total: no tie-break decides the order.
  expect(new Set(totals.values()).size).toBe(riders.length);

  // 4. A spectator on a phone finds the championship and reads each rider's total.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const spectator = await phone.newPage();
  await spectator.goto('/campeonatos');
  await spectator.getByRole('link', { name: championshipName }).click();
  await expect(spectator).toHaveURL(new RegExp(`/campeonatos/${championship.id}`));
  await spectator.getByLabel('Categoría').selectOption(CATEGORY);
  const standings = spectator.getByRole('table', { name: `Clasificación ${CATEGORY}` });
  await expect(standings).toBeVisible();
  for (const [index, rider] of ranking.entries()) {
    const row = standings.getByRole('row').filter({
      has: spectator.getByRole('rowheader', { name: `${rider.nombre} ${rider.apellido}` }),
    });
    await expect(row.getByRole('cell').nth(0)).toHaveText(String(index + 1));
    await expect(row.getByRole('cell').nth(1)).toHaveText(String(totals.get(rider.key)));
  }
  await phone.close();

  // 5. A rider the first import created signs in with the temporary password, changes it, and sees their line.
  // Third of the season (no date of theirs was a win), so the line's place is not the first by chance.
  const rider = riders.find((r) => r.key === 'd')!;
  const place = ranking.findIndex((r) => r.key === rider.key) + 1;
  const riderContext = await browser.newContext();
  const riderPage = await riderContext.newPage();
  const temporaryPassword = temporaryPasswords.get(rider.dni) ?? '';
  await loginThroughForm(riderPage, 'Corredor', rider.dni, temporaryPassword);
  await expect(riderPage.getByText('Tu contraseña es temporal. Cambiala para seguir usando tu cuenta.')).toBeVisible();
  // A temporary password keeps the rider on 'Mi Perfil' until it is replaced.
  await expect(riderPage).toHaveURL(/\/profile$/);
  await riderPage.getByLabel('Contraseña actual').fill(temporaryPassword);
  await riderPage.getByLabel('Nueva contraseña', { exact: true }).fill('definitiva-2026');
  await riderPage.getByLabel('Confirmar nueva contraseña').fill('definitiva-2026');
  await riderPage.getByRole('button', { name: 'Guardar Contraseña' }).click();
  await expect(riderPage.getByRole('button', { name: 'Editar Perfil' })).toBeVisible();
  await expect(
    riderPage
      .getByRole('region', { name: 'Campeonatos' })
      .getByRole('link', { name: `${championshipName}: ${place}º en ${CATEGORY} con ${totals.get(rider.key)} pts` }),
  ).toBeVisible();
  await riderContext.close();
});
