import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoAccessibilityViolations, loginAdminThroughForm, test } from './fixtures.ts';
import { randomWord, seedRace } from './seed-race.ts';

/** What the bib field's feedback says of a passage recorded: '#84 Juan Pérez · Vuelta 2/3 · 1:02:10.3' or '… · Llegada · …'. */
const passageSaid = (bib: number | string) => new RegExp(`^#${bib} .*· (Vuelta \\d|Llegada)`);

const RIDERS = ['Aráoz', 'Bulacio', 'Cisneros', 'Díaz', 'Espinoza'];

/** An event with five riders of one 33 km category, each with a bib, set up through the admin API. */
async function eventWithBibs(request: APIRequestContext) {
  const suffix = randomWord();
  const { event, category, riders, headers } = await seedRace(request, {
    riders: RIDERS.map((apellido) => ({ nombre: `Ciclista ${suffix}`, apellido })),
    firstBib: 101,
  });
  return { event, category, riders, headers };
}

async function recordBib(page: Page, bib: number) {
  const input = page.getByLabel('Número de dorsal');
  await input.fill(String(bib));
  await input.press('Enter');
  await expect(page.getByText(passageSaid(bib))).toBeVisible();
}

const counter = (page: Page) => page.getByRole('status').filter({ hasText: /de envío|registros enviados/ });

test('race day: configure, start a group, record by keyboard, lose the connection, reload, and get every record once', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { event, category, riders, headers } = await eventWithBibs(request);
  await loginAdminThroughForm(page);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // Timing setup: 33 km timed with one lap.
  // It opens on the current event; with none chosen it asks for one.
  await page.goto('/admin/timing-setup');
  await page.getByLabel('Evento').selectOption('');
  await page.getByRole('button', { name: 'Guardar y Continuar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Seleccione un evento' })).toBeVisible();
  await page.getByLabel('Evento').selectOption(String(event.id));
  await page.getByLabel('Cronometrar 33 KM').check();
  await page.getByLabel('Vueltas 33 KM').fill('0');
  await page.getByLabel('Vueltas 33 KM').fill('1');
  await expectNoAccessibilityViolations(page);
  await page.getByRole('button', { name: 'Guardar y Continuar' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/timing/${event.id}$`));
  await expect(page.getByRole('heading', { name: 'Cronometraje de Carrera' })).toBeVisible();

  // Recording before any start is refused.
  await page.getByLabel('Número de dorsal').fill('101');
  await page.getByLabel('Número de dorsal').press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'El cronómetro no está activo' })).toBeVisible();

  // One start group with the category.
  await page.getByRole('button', { name: 'Configurar Grupos de Largada' }).click();
  const dialog = page.getByRole('dialog', { name: 'Configurar Grupos de Largada' });
  await dialog.getByRole('button', { name: 'Agregar Grupo' }).click();
  await expect(dialog.getByText('Ingrese un nombre para el grupo')).toBeVisible();
  await dialog.getByLabel('Nombre del nuevo grupo').fill('Largada única');
  await dialog.getByRole('button', { name: 'Agregar Grupo' }).click();
  await dialog.getByRole('button', { name: 'Guardar Grupos' }).click();
  await expect(dialog.getByText('Todos los grupos deben tener nombre y hora de inicio')).toBeVisible();
  // A 24-hour time of day on the event's date (the fixture's event is weeks ahead: the group waits for its start).
  await dialog.getByLabel('Hora de inicio del grupo 1').fill('10:00:00');
  await dialog.getByLabel('Categorías del grupo 1').click();
  await page.getByRole('option', { name: new RegExp(category.nombre) }).click();
  await dialog.getByRole('button', { name: 'Guardar Grupos' }).click();
  await expect(page.getByText('Grupos de largada guardados correctamente')).toBeVisible();

  // Start it now and record two riders by keyboard.
  await page.getByLabel('Grupo de largada').selectOption({ label: 'Largada única' });
  await page.getByRole('button', { name: 'Iniciar Ahora' }).click();
  await expect(page.getByText('En carrera', { exact: true })).toBeVisible();
  await recordBib(page, riders[0]!.bib);
  await recordBib(page, riders[1]!.bib);
  await expect(counter(page)).toHaveText('Todos los registros enviados');
  await expect(page.getByRole('table', { name: 'Últimos registros' }).getByText(`#${riders[1]!.bib}`)).toBeVisible();

  // The connection drops: records wait on the device.
  await page.context().setOffline(true);
  await recordBib(page, riders[2]!.bib);
  await expect(counter(page)).toHaveText('1 registro pendiente de envío');

  // A reload while the server still cannot be reached keeps them (the page itself comes from the server
  // that is up, the API calls fail: the same as a finish line with no signal after the page was opened).
  await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
  await page.context().setOffline(false);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Cronometraje de Carrera' })).toBeVisible();
  await expect(counter(page)).toHaveText('1 registro pendiente de envío');
  await expect(page.getByText('En carrera', { exact: true })).toBeVisible();
  await recordBib(page, riders[3]!.bib);
  await expect(counter(page)).toHaveText('2 registros pendientes de envío');
  await expect(page.getByText('Pendiente de envío')).toHaveCount(2);
  await expectNoAccessibilityViolations(page);

  // Back online: everything is sent, once.
  await page.context().setOffline(true);
  await page.unroute('**/api/**');
  await page.context().setOffline(false);
  await expect(counter(page)).toHaveText('Todos los registros enviados');

  // A rider crosses with an unreadable bib: recorded without one, then corrected.
  await page.getByRole('button', { name: 'Registrar sin dorsal' }).click();
  const records = page.getByRole('table', { name: 'Últimos registros' });
  const unnamed = records.getByRole('row').filter({ hasText: 'Sin dorsal' });
  await unnamed.getByRole('button', { name: 'Dorsal' }).click();
  const bibDialog = page.getByRole('dialog', { name: 'Corregir Dorsal' });
  await expect(bibDialog.getByText('Ingrese al menos 3 caracteres para buscar')).toBeVisible();
  await bibDialog.getByRole('button', { name: 'Guardar Dorsal' }).click();
  await expect(bibDialog.getByText('Debes ingresar un nuevo número de dorsal o seleccionar un corredor')).toBeVisible();
  await bibDialog.getByLabel('Nuevo número de dorsal').fill(String(riders[4]!.bib));
  await bibDialog.getByRole('button', { name: 'Guardar Dorsal' }).click();
  await expect(page.getByText('Dorsal actualizado correctamente')).toBeVisible();
  await expect(records.getByRole('row').filter({ hasText: `#${riders[4]!.bib}` })).toContainText(
    'registrado como Sin dorsal',
  );

  const times = await (await request.get(`/api/timing/${event.id}/times`, { headers })).json();
  expect(times.times.map((t: { dorsal: number }) => t.dorsal).sort()).toEqual(riders.map((r) => r.bib));

  // Results show every rider, the first to cross first.
  await page.getByRole('link', { name: 'Ver Resultados' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/results/${event.id}`));
  await page
    .locator('label')
    .filter({ hasText: /^General$/ })
    .click();
  const firstRow = page.getByRole('row').filter({ hasText: riders[0]!.name });
  for (const rider of riders) await expect(page.getByRole('row').filter({ hasText: rider.name })).toBeVisible();
  await expect(firstRow.getByRole('cell').first()).toHaveText('1');
  // Every rider is in, so the results are final (no 'En vivo').
  await expect(page.getByText('Resultados finales', { exact: true })).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await page.getByRole('button', { name: '33 KM', exact: true }).click();
  await expect(page).toHaveURL(/distance=33/);
  await expect(page).toHaveURL(/view=general/);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar a Excel' }).click();
  expect((await download).suggestedFilename()).toMatch(/^resultados_33km_.*\.xlsx$/);
  await expect(page.getByText('Resultados exportados correctamente')).toBeVisible();

  // A 10-minute penalty on the winner moves them to last.
  await page.getByRole('link', { name: 'Volver al Cronometraje' }).click();
  const winnerRow = page
    .getByRole('table', { name: 'Últimos registros' })
    .getByRole('row')
    .filter({ hasText: `#${riders[0]!.bib}` });
  await winnerRow.getByRole('button', { name: 'Tiempos' }).click();
  const timesDialog = page.getByRole('dialog');
  await timesDialog.getByLabel('Penalización (segundos)').fill('600');
  await timesDialog.getByRole('button', { name: 'Guardar Tiempos' }).click();
  await expect(page.getByText('Tiempos actualizados correctamente')).toBeVisible();
  await page.getByRole('link', { name: 'Ver Resultados' }).click();
  await page
    .locator('label')
    .filter({ hasText: /^General$/ })
    .click();
  await expect(firstRow.getByText(/penalización/)).toBeVisible();
  await expect(firstRow.getByRole('cell').first()).toHaveText('5');
});

/** Timing for 33 km (one lap) and one group starting at `startTime` (a minute ago by default), through the API. */
async function startedEvent(request: APIRequestContext, startTime = Date.now() - 60_000) {
  const suffix = randomWord();
  const { event, category, riders, headers, wave } = await seedRace(request, {
    riders: RIDERS.map((apellido) => ({ nombre: `Ciclista ${suffix}`, apellido })),
    firstBib: 101,
    laps: 1,
    wave: { name: 'Única', startTime },
  });
  return { event, category, riders, headers, group: wave! };
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the timing screen fits the screen, has big targets and records by keyboard', async ({ page, request }) => {
    const { event, riders } = await startedEvent(request);
    await loginAdminThroughForm(page);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.goto(`/admin/timing/${event.id}`);
    await expect(page.getByText('En carrera', { exact: true })).toBeVisible();
    await recordBib(page, riders[0]!.bib);
    await expect(counter(page)).toHaveText('Todos los registros enviados');
    await expectFitsWidth(page, TIMING_PARTS);
    await expect(page.getByRole('region', { name: 'Registros a revisar' })).toBeVisible();
    // The longest counter text still reads in full.
    await page.context().setOffline(true);
    for (const rider of riders.slice(1)) await recordBib(page, rider.bib);
    await expect(counter(page)).toHaveText('4 registros pendientes de envío');
    await expectFitsWidth(page, TIMING_PARTS);
    await page.context().setOffline(false);
    await expect(counter(page)).toHaveText('Todos los registros enviados');
    for (const name of ['Registrar', 'Registrar sin dorsal']) {
      const box = await page.getByRole('button', { name, exact: true }).boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    }
    await expectNoAccessibilityViolations(page);
  });
});

/** Nothing wider than the window, and these elements wholly inside it (no scrolling sideways). */
async function expectFitsWidth(page: Page, names: string[]) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const width = page.viewportSize()!.width;
  for (const name of names) {
    const box = await page.locator(name).first().boundingBox();
    expect(box, name).not.toBeNull();
    expect(box!.x, name).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, name).toBeLessThanOrEqual(width);
  }
  // The outbox counter is read in full, never cut short.
  const cut = await counter(page).evaluate((badge) => {
    const label = badge.querySelector('span') ?? badge;
    return label.scrollWidth - label.clientWidth;
  });
  expect(cut).toBeLessThanOrEqual(0);
}

const TIMING_PARTS = [
  '#bib-input',
  'output[aria-label="Tiempo de carrera"]',
  'section[aria-labelledby="review-title"]',
];

test('a bib nobody holds is recorded, flagged red and listed to review until fixed; a refused bib is typed over, not joined', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  const { event, riders } = await startedEvent(request);
  await loginAdminThroughForm(page);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto(`/admin/timing/${event.id}`);
  await expect(page.getByText('En carrera', { exact: true })).toBeVisible();
  const review = page.getByRole('region', { name: 'Registros a revisar' });
  await expect(review.getByText('Nada para revisar')).toBeVisible();
  const records = page.getByRole('table', { name: 'Últimos registros' });

  // A known rider first: their name in the table shows the event's bibs are on the device.
  await recordBib(page, riders[0]!.bib);
  const first = records.getByRole('row').filter({ hasText: `#${riders[0]!.bib}` });
  await expect(first).toContainText(riders[0]!.name);
  await expect(first).toContainText('Única');
  await expect(first.getByRole('cell').nth(4)).toHaveText(/^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/);

  // A typo: nobody holds 999. Recorded, red at once, listed to review.
  await page.keyboard.insertText('999');
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('alert').filter({ hasText: 'ningún corredor del evento tiene ese dorsal' }),
  ).toBeVisible();
  const typo = records.getByRole('row').filter({ hasText: '#999' });
  await expect(typo).toContainText('Dorsal sin corredor');
  await expect(typo).toHaveAttribute('data-review', 'UNKNOWN_BIB');
  await expect(counter(page)).toHaveText('Todos los registros enviados');
  const item = review.getByRole('listitem').filter({ hasText: 'Dorsal #999 sin corredor en este evento' });
  await expect(item).toBeVisible();
  await expectFitsWidth(page, TIMING_PARTS);
  await expectNoAccessibilityViolations(page);

  // Fixed from the panel: the right bib, and the list empties.
  await item.getByRole('button', { name: 'Dorsal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Corregir Dorsal' });
  await dialog.getByLabel('Nuevo número de dorsal').fill(String(riders[2]!.bib));
  await dialog.getByRole('button', { name: 'Guardar Dorsal' }).click();
  await expect(page.getByText('Dorsal actualizado correctamente')).toBeVisible();
  await expect(review.getByText('Nada para revisar')).toBeVisible();
  await expect(records.getByRole('row').filter({ hasText: `#${riders[2]!.bib}` })).toContainText(
    'registrado como #999',
  );

  // The same rider again: told loudly and kept to review (a repeat within the minimum lap, else beyond the laps;
  // decision 014); the next bib typed replaces the text left selected.
  const input = page.getByLabel('Número de dorsal');
  await input.fill(String(riders[0]!.bib));
  await input.press('Enter');
  // Told at once on the device (every lap done), then by the server's answer (a repeat): either may be on screen.
  await expect(
    page.getByRole('alert').filter({ hasText: /ya ha completado todas las vueltas|pasada repetida/ }),
  ).toBeVisible();
  await page.keyboard.insertText(String(riders[1]!.bib));
  await page.keyboard.press('Enter');
  await expect(page.getByText(passageSaid(riders[1]!.bib))).toBeVisible();
  const again = review
    .getByRole('listitem')
    .filter({ hasText: new RegExp(`Dorsal #${riders[0]!.bib}: (pasada repetida|fuera de vueltas)`) });
  await expect(again).toBeVisible();
});

test('a record the server refuses is listed to review with its message, and resent corrected with the same instant', async ({
  page,
  request,
}) => {
  const { event, riders, headers } = await startedEvent(request);
  await loginAdminThroughForm(page);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto(`/admin/timing/${event.id}`);
  await expect(page.getByText('En carrera', { exact: true })).toBeVisible();
  // The server refuses the next record for good (as it would a rider another device already finished).
  await page.route(
    `**/api/timing/${event.id}/record`,
    (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'CONFLICT', message: 'El corredor #104 ya ha completado todas las vueltas' }),
      }),
    { times: 1 },
  );
  // The refusal can replace 'registrado' before a busy machine sees it: the loud refusal at the field is what stays.
  const input = page.getByLabel('Número de dorsal');
  await input.fill(String(riders[3]!.bib));
  await input.press('Enter');
  await expect(
    page.getByRole('alert').filter({ hasText: 'El corredor #104 ya ha completado todas las vueltas' }),
  ).toBeVisible();
  const review = page.getByRole('region', { name: 'Registros a revisar' });
  const item = review.getByRole('listitem').filter({ hasText: `Dorsal #${riders[3]!.bib}: rechazado por el servidor` });
  await expect(item).toContainText('El corredor #104 ya ha completado todas las vueltas');
  await expect(page.getByText('Registros rechazados por el servidor')).toHaveCount(0);

  await item.getByRole('button', { name: 'Corregir' }).click();
  const dialog = page.getByRole('dialog', { name: 'Registro rechazado por el servidor' });
  await expectNoAccessibilityViolations(page);
  await dialog.getByLabel('Número de dorsal').fill(String(riders[4]!.bib));
  await dialog.getByRole('button', { name: 'Reenviar' }).click();
  await expect(dialog).toBeHidden();
  await expect(review.getByText('Nada para revisar')).toBeVisible();
  await expect(counter(page)).toHaveText('Todos los registros enviados');

  const times = await (await request.get(`/api/timing/${event.id}/times`, { headers })).json();
  expect(times.times.map((t: { dorsal: number }) => t.dorsal)).toEqual([riders[4]!.bib]);
});

test('a scheduled start counts down and starts by itself', async ({ page, request }) => {
  const { event, riders } = await startedEvent(request, Date.now() + 3_600_000);
  await loginAdminThroughForm(page);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto(`/admin/timing/${event.id}`);
  await expect(page.getByText('Largada programada')).toBeVisible();
  await expect(page.getByRole('status', { name: 'Cuenta regresiva' })).toBeVisible();

  // 'Hora de inicio' is a time of day on the organiser's 24-hour clock (D9), today.
  const clockInput = (offsetMs: number) =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'America/Argentina/Buenos_Aires',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    }).format(Date.now() + offsetMs);
  await page.getByLabel('Hora de inicio').fill(clockInput(-60_000));
  await page.getByRole('button', { name: 'Programar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'La hora de inicio debe ser futura' })).toBeVisible();

  await page.getByLabel('Hora de inicio').fill(clockInput(6_000));
  await page.getByRole('button', { name: 'Programar' }).click();
  await expect(page.getByText('En carrera', { exact: true })).toBeVisible({ timeout: 20_000 });
  await recordBib(page, riders[0]!.bib);
  await expect(counter(page)).toHaveText('Todos los registros enviados');
});

test('two timekeepers on the same event see each other’s records', async ({ page, browser, request }) => {
  // Two browsers, each signing in and opening the timing screen.
  test.slow();
  const { event, riders } = await startedEvent(request);
  const firstReads = watchTimesReads(page, event.id);
  await loginAdminThroughForm(page);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto(`/admin/timing/${event.id}`);
  await expect(page.getByText('En carrera', { exact: true })).toBeVisible();

  const other = await browser.newContext();
  const second = await other.newPage();
  const secondReads = watchTimesReads(second, event.id);
  await loginAdminThroughForm(second);
  await expect(second).toHaveURL(/\/admin\/dashboard$/);
  await second.goto(`/admin/timing/${event.id}`);
  await expect(second.getByText('En carrera', { exact: true })).toBeVisible();

  await recordBib(page, riders[0]!.bib);
  await recordBib(second, riders[1]!.bib);
  for (const screen of [page, second]) {
    const table = screen.getByRole('table', { name: 'Últimos registros' });
    await expect(table.getByText(`#${riders[0]!.bib}`)).toBeVisible();
    await expect(table.getByText(`#${riders[1]!.bib}`)).toBeVisible();
  }

  // Once each screen hears the changes stream (and has read everything once since it opened), a passage
  // costs each screen a read of its bib's records only, never of every record of the event.
  for (const reads of [firstReads, secondReads]) {
    await expect.poll(() => reads.log.lastIndexOf('full') > reads.log.indexOf('open')).toBe(true);
    reads.log.length = 0;
  }
  await recordBib(page, riders[2]!.bib);
  await recordBib(second, riders[3]!.bib);
  await recordBib(page, riders[4]!.bib);
  for (const screen of [page, second]) {
    const table = screen.getByRole('table', { name: 'Últimos registros' });
    for (const rider of riders.slice(2)) await expect(table.getByText(`#${rider.bib}`)).toBeVisible();
  }
  const passages = riders.slice(2).map((rider) => rider.bib);
  for (const reads of [firstReads, secondReads]) {
    expect(reads.log.filter((read) => !read.startsWith('dorsals='))).toEqual([]);
    const asked = reads.log.flatMap((read) => read.slice('dorsals='.length).split(',').map(Number));
    expect([...new Set(asked)].sort()).toEqual(passages);
  }
  await other.close();
});

/** A screen's reads of the event's passages: `open` when its changes stream opens, `full`, or the bibs asked. */
function watchTimesReads(page: Page, eventId: number) {
  const log: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === `/api/timing/${eventId}/changes`) log.push('open');
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname !== `/api/timing/${eventId}/times`) return;
    log.push(url.search === '' ? 'full' : decodeURIComponent(url.search.slice(1)));
  });
  return { log };
}

test('public live results show a new record without reloading', async ({ page, request }) => {
  const { event, riders, headers, group } = await startedEvent(request);

  await page.goto(`/results/${event.id}`);
  await expect(page.getByRole('heading', { name: 'Resultados en vivo' })).toBeVisible();
  await expect(page.getByText('En vivo', { exact: true })).toBeVisible();
  await expectNoAccessibilityViolations(page);

  const recorded = await request.post(`/api/timing/${event.id}/record`, {
    headers,
    data: { clientId: crypto.randomUUID(), dorsal: riders[0]!.bib, timestamp: Date.now(), groupId: group.id },
  });
  expect(recorded.status(), await recorded.text()).toBe(201);
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: riders[0]!.name })
      .getByText(/^\d+:\d\d:\d\d\.\d\d$/),
  ).toBeVisible();
});
