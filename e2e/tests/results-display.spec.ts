import type { APIRequestContext, Page } from '@playwright/test';
import { createOpenEventViaApi, expect, expectNoAccessibilityViolations, test } from './fixtures.ts';
import { randomWord, seedRace } from './seed-race.ts';

/**
 * An event timed over 33 km (one lap) with one start group that started ten minutes ago, and three riders
 * with bibs, one of them with a long name, all set up through the admin API.
 */
async function raceUnderWay(request: APIRequestContext) {
  const suffix = randomWord();
  const race = await seedRace(request, {
    riders: ['Aráoz', 'Fernández de la Vega Altamirano', 'Cisneros'].map((apellido) => ({
      nombre: `Ciclista ${suffix}`,
      apellido,
    })),
    firstBib: 201,
    laps: 1,
    wave: { name: 'Largada única', startedAgoMs: 600_000 },
  });
  const record = async (bib: number) => {
    await race.record({ dorsal: bib, timestamp: Date.now(), groupId: race.wave!.id });
  };
  return { event: race.event, category: race.category, riders: race.riders, record };
}

/** How far the page can be scrolled sideways (0 when everything fits). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('each rider is one block with the time in view; the page turns to final results when the last rider is in', async ({
    page,
    request,
  }) => {
    const { event, category, riders, record } = await raceUnderWay(request);
    await record(riders[1]!.bib);
    await record(riders[0]!.bib);

    await page.goto(`/results/${event.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Resultados en vivo' })).toBeVisible();
    await expect(page.getByText('En vivo', { exact: true })).toBeVisible();
    await expect(page.getByText(/^Actualizado ([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/)).toBeVisible();

    const list = page.getByRole('list', { name: `Resultados de ${category.nombre}` });
    const longName = list.getByRole('listitem').filter({ hasText: riders[1]!.name });
    await expect(longName).toContainText('Posición 1');
    await expect(longName).toContainText(`#${riders[1]!.bib}`);
    const time = longName.getByText(/^\d+:\d\d:\d\d\.\d\d$/);
    await expect(time).toBeVisible();
    const box = await time.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(390);
    await expect(longName).not.toContainText('Completado');
    const waiting = list.getByRole('listitem').filter({ hasText: riders[2]!.name });
    await expect(waiting).toContainText('Sin pasadas');
    await expect(waiting).not.toContainText(/En curso|Pendiente/i);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await expectNoAccessibilityViolations(page);

    // The last rider in: every rider has a final status, so the results are final, live on the page.
    await record(riders[2]!.bib);
    await expect(page.getByRole('heading', { level: 1, name: 'Resultados finales' })).toBeVisible();
    await expect(waiting.getByText(/^\d+:\d\d:\d\d\.\d\d$/)).toBeVisible();
    await expect(page.getByText(/en vivo/i)).toHaveCount(0);
    const [year, month, day] = (await (await request.get(`/api/events/${event.id}`)).json()).fecha.split('-');
    await expect(page.getByText(`${day}/${month}/${year}`, { exact: true })).toBeVisible();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });
});

test.describe('on a tablet', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test('results are a table with the start group, and its scrolling region takes keyboard focus', async ({
    page,
    request,
  }) => {
    const { event, riders, record } = await raceUnderWay(request);
    for (const rider of riders) await record(rider.bib);

    await page.goto(`/results/${event.id}?view=general`);
    await expect(page.getByRole('heading', { level: 1, name: 'Resultados finales' })).toBeVisible();
    const region = page.getByRole('region', { name: 'Clasificación general 33 KM' });
    const table = region.getByRole('table');
    await expect(table.getByRole('columnheader', { name: 'Grupo' })).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: riders[0]!.name })).toContainText('Largada única');
    await region.focus();
    await expect(region).toBeFocused();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await expectNoAccessibilityViolations(page);
  });
});

test('an event without timing has no results yet; an unknown event is not found', async ({ page, request }) => {
  const event = await createOpenEventViaApi(request);
  await page.goto(`/results/${event.id}`);
  await expect(page.getByText('Todavía no hay resultados')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);

  await page.goto('/results/987654');
  await expect(page.getByRole('alert')).toContainText('Evento no encontrado');
});
