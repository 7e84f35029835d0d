import type { APIRequestContext, Page } from '@playwright/test';
import {
  adminTokenViaApi,
  createOpenEventViaApi,
  expect,
  expectNoAccessibilityViolations,
  registerRunnerViaApi,
  test,
} from './fixtures.ts';

/**
 * An event timed over 33 km (one lap) with one start group that started ten minutes ago, and three riders
 * with bibs, one of them with a long name, all set up through the admin API.
 */
async function raceUnderWay(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${await adminTokenViaApi(request)}` };
  const event = await createOpenEventViaApi(request);
  const categories: { id: number; nombre: string; distancia: number }[] = await (
    await request.get(`/api/events/${event.id}/categories`, { headers })
  ).json();
  const category = categories.find((c) => c.distancia === 33);
  if (!category) throw new Error('the seeded race has no 33 km category');
  const suffix = Array.from({ length: 6 }, () => 'abcdefghijklmnopqrstuvwxyz'[Math.floor(Math.random() * 26)])
    .join('')
    .replace(/^./, (c) => c.toUpperCase());
  const riders: { bib: number; name: string }[] = [];
  for (const [index, apellido] of ['Aráoz', 'Fernández de la Vega Altamirano', 'Cisneros'].entries()) {
    const runner = await registerRunnerViaApi(request, { nombre: `Ciclista ${suffix}`, apellido });
    const bib = 201 + index;
    const enrolled = await request.post('/api/inscriptions', {
      headers,
      data: {
        runnerId: runner.id,
        eventId: event.id,
        distancia: 33,
        categoria: category.nombre,
        pagoConfirmado: true,
        inscripcionConfirmada: true,
        numeroDorsalAsignado: bib,
      },
    });
    expect(enrolled.status(), await enrolled.text()).toBe(201);
    riders.push({ bib, name: `Ciclista ${suffix} ${apellido}` });
  }
  const configured = await request.post('/api/timing-config', {
    headers,
    data: { eventId: event.id, config: { '33': { laps: 1, enabled: true } } },
  });
  expect(configured.status(), await configured.text()).toBe(200);
  const saved = await request.post(`/api/timing/${event.id}/start-groups`, {
    headers,
    data: { groups: [{ name: 'Largada única', startTime: Date.now() - 600_000, categories: [category.id] }] },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const [group] = await saved.json();
  const record = async (bib: number) => {
    const response = await request.post(`/api/timing/${event.id}/record`, {
      headers,
      data: { clientId: crypto.randomUUID(), dorsal: bib, timestamp: Date.now(), groupId: group.id },
    });
    expect(response.status(), await response.text()).toBe(201);
  };
  return { event, category, riders, record };
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
