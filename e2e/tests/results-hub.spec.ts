import type { APIRequestContext } from '@playwright/test';
import {
  expect,
  expectNoAccessibilityViolations,
  loginThroughForm,
  organiserDate,
  type RegisteredRunner,
  test,
} from './fixtures.ts';
import { adminHeaders, openRace, randomWord } from './seed-race.ts';

/**
 * An edition held today becomes the landing's current event (D17), and other journeys expect their own:
 * once a test is over its edition is made inactive (it has inscriptions, so it cannot be deleted).
 */
const editionsOfToday: number[] = [];
test.afterEach(async ({ request }) => {
  const headers = await adminHeaders(request);
  for (const id of editionsOfToday.splice(0)) {
    const event = (await (await request.get(`/api/events/${id}`, { headers })).json()) as Record<string, unknown>;
    const updated = await request.put(`/api/events/${id}`, { headers, data: { ...event, activo: false } });
    expect(updated.status(), await updated.text()).toBe(200);
  }
});

interface Rider {
  bib: number;
  name: string;
  category: string;
  runner: RegisteredRunner;
}

/**
 * An edition held today over 33 km in two laps, one start group that left 20 minutes ago, and six riders
 * in two categories, whose passages are recorded at set instants so their order is known:
 * PROMOCIONALES A MASC finishes 301, 302, 303, 304; PROMOCIONALES A FEM finishes 306, 305.
 */
async function finishedEdition(request: APIRequestContext) {
  const race = await openRace(request, {
    fecha: organiserDate(0),
    fechaAperturaInscripciones: organiserDate(-5),
    fechaCierreInscripciones: organiserDate(0),
  });
  editionsOfToday.push(race.event.id);
  const byName = (nombre: string) => {
    const found = race.of(33).find((c) => c.nombre === nombre);
    if (!found) throw new Error(`no category ${nombre}`);
    return found;
  };
  const men = byName('PROMOCIONALES A MASC');
  const women = byName('PROMOCIONALES A FEM');
  const suffix = randomWord(5);
  const people: [string, string, 'M' | 'F', typeof men][] = [
    ['Aráoz', 'Martín', 'M', men],
    ['Barrionuevo', 'Pablo', 'M', men],
    ['Cisneros', 'Diego', 'M', men],
    ['Díaz', 'Tomás', 'M', men],
    ['Fernández', 'Lucía', 'F', women],
    ['Gutiérrez', 'Carla', 'F', women],
  ];
  const enrolled = await race.enrol(
    people.map(([apellido, nombre, sexo, category], index) => ({
      bib: 301 + index,
      category,
      person: { nombre, apellido: `${apellido} ${suffix}`, sexo },
    })),
  );
  const riders: Rider[] = enrolled.map(({ bib, name, category, runner }) => ({
    bib,
    name,
    category: category.nombre,
    runner,
  }));
  await race.timing({ 33: { laps: 2 } });
  const start = Date.now() - 20 * 60_000;
  const [group] = await race.waves([{ name: 'Largada única', startTime: start, categories: [men, women] }]);
  const record = async (bib: number, instant: number) => {
    await race.record({ dorsal: bib, timestamp: instant, groupId: group!.id });
  };
  return { event: race.event, riders, start, record };
}

/** Both laps of every rider, in the finishing order of the description above. */
async function raceEveryone(edition: Awaited<ReturnType<typeof finishedEdition>>) {
  const order = [301, 302, 306, 303, 305, 304];
  for (const [index, bib] of order.entries()) await edition.record(bib, edition.start + 4 * 60_000 + index * 5_000);
  for (const [index, bib] of order.entries()) await edition.record(bib, edition.start + 9 * 60_000 + index * 7_000);
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the hub lists the edition, the search finds a rider by surname and their page shows their laps', async ({
    page,
    request,
  }) => {
    test.slow();
    const edition = await finishedEdition(request);
    await raceEveryone(edition);
    const lucia = edition.riders[4]!;

    await page.goto('/');
    await page.getByRole('link', { name: 'Resultados de todas las ediciones' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Resultados' })).toBeVisible();
    await page.getByRole('link', { name: new RegExp(edition.event.nombre) }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Resultados finales' })).toBeVisible();
    const surname = lucia.name.split(' ').slice(1).join(' ');
    await page.getByLabel('Buscá tu resultado').fill(surname.toLowerCase().replace('á', 'a'));
    const matches = page.getByRole('list', { name: 'Corredores encontrados' });
    await expect(matches.getByRole('link')).toHaveCount(1);
    await matches.getByRole('link', { name: new RegExp(lucia.name) }).click();

    await expect(page).toHaveURL(new RegExp(`/resultados/${edition.event.id}/${lucia.bib}$`));
    await expect(page.getByRole('heading', { level: 1, name: lucia.name })).toBeVisible();
    await expect(page.getByText('#305 · PROMOCIONALES A FEM · 33 km · Largada única')).toBeVisible();
    const laps = page.getByRole('table', { name: 'Tus vueltas' });
    await expect(laps.getByRole('row')).toHaveCount(3);
    // Lap 1 at 4:20 from the start (fifth of six); lap 2 at 9:28 in all, 2nd in her category.
    await expect(laps.getByRole('row').nth(1)).toContainText('0:04:20.00');
    await expect(laps.getByRole('row').nth(1)).toContainText('5º de 6');
    await expect(laps.getByRole('row').nth(2)).toContainText('0:09:28.00');
    await expect(laps.getByRole('row').nth(2)).toContainText('2º en categoría');
    await expect(page.getByText('Al ganador de tu categoría: +0:00:14.00')).toBeVisible();
    await expect(page.getByRole('img', { name: /Tiempos por vuelta frente al promedio/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Descargar diploma' })).toHaveAttribute(
      'href',
      `/api/results/${edition.event.id}/riders/${lucia.bib}/diploma.pdf`,
    );
    await expect(page.getByRole('link', { name: 'Compartir en WhatsApp' })).toHaveAttribute('href', /wa\.me/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
      0,
    );
    await expectNoAccessibilityViolations(page);

    // The diploma downloads from the page's own link.
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Descargar diploma' }).click();
    expect((await download).suggestedFilename()).toMatch(/^diploma_.+\.pdf$/);
  });

  test("'Ver mi resultado' in Mi Perfil opens the runner's own result", async ({ page, request }) => {
    const edition = await finishedEdition(request);
    await raceEveryone(edition);
    const martin = edition.riders[0]!;
    await loginThroughForm(page, 'Corredor', martin.runner.dni, martin.runner.password);
    await expect(page).toHaveURL(/\/profile$/);
    await page.getByRole('link', { name: 'Ver mi resultado' }).click();
    await expect(page.getByRole('heading', { level: 1, name: martin.name })).toBeVisible();
    await expect(page.getByText(`Ganaste ${martin.category}.`)).toBeVisible();
  });
});

test('the podium sheet lists the first three of each category in order, and prints without the menu', async ({
  page,
  request,
}) => {
  const edition = await finishedEdition(request);
  await raceEveryone(edition);
  await page.goto(`/resultados/${edition.event.id}/podio`);
  await expect(page.getByRole('heading', { level: 1, name: 'Podio por categoría' })).toBeVisible();
  const names = (bibs: number[]) => bibs.map((bib) => edition.riders.find((r) => r.bib === bib)!.name);
  const men = page.getByRole('list', { name: 'Podio de PROMOCIONALES A MASC' }).getByRole('listitem');
  await expect(men).toHaveCount(3);
  for (const [index, name] of names([301, 302, 303]).entries()) await expect(men.nth(index)).toContainText(name);
  await expect(page.getByText(edition.riders[3]!.name)).toHaveCount(0);
  const women = page.getByRole('list', { name: 'Podio de PROMOCIONALES A FEM' }).getByRole('listitem');
  await expect(women).toHaveCount(2);
  for (const [index, name] of names([306, 305]).entries()) await expect(women.nth(index)).toContainText(name);
  // MASC before FEM, as the default-by-age table orders them.
  const headings = await page.getByRole('heading', { level: 3 }).allTextContents();
  expect(headings.indexOf('PROMOCIONALES A MASC')).toBeLessThan(headings.indexOf('PROMOCIONALES A FEM'));

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Imprimir' })).toBeHidden();
  await expect(men.first()).toBeVisible();
});

test('the finish-line screen shows a passage recorded from another browser within seconds', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const edition = await finishedEdition(request);
  await edition.record(301, edition.start + 4 * 60_000);
  await page.goto(`/resultados/${edition.event.id}/pantalla`);
  const arrivals = page.getByRole('region', { name: 'Últimas llegadas' });
  await expect(arrivals).toContainText('#301');
  await expect(arrivals).toContainText('Vuelta 1 de 2');

  // A timekeeper elsewhere records a passage through the API from their own browser context.
  const timekeeper = await browser.newContext();
  try {
    const headers = await adminHeaders(timekeeper.request);
    const groups = await (
      await timekeeper.request.get(`/api/timing/${edition.event.id}/start-groups`, { headers })
    ).json();
    const recorded = await timekeeper.request.post(`/api/timing/${edition.event.id}/record`, {
      headers,
      data: { clientId: crypto.randomUUID(), dorsal: 306, timestamp: Date.now(), groupId: groups[0].id },
    });
    expect(recorded.status(), await recorded.text()).toBe(201);
  } finally {
    await timekeeper.close();
  }
  await expect(arrivals.getByRole('listitem').first()).toContainText('#306', { timeout: 10_000 });
  await expect(arrivals.getByRole('listitem').first()).toContainText(edition.riders[5]!.name);
  await expect(page.getByRole('region', { name: 'Líderes 33 KM' })).toContainText('0 de 6 llegaron');
});
