import type { APIRequestContext, Locator } from '@playwright/test';
import { createOpenEventViaApi, expect, organiserDate, registerRunnerViaApi, test } from './fixtures.ts';
import { expectNoSidewaysScroll, signInAdmin } from './page-helpers.ts';
import { adminHeaders, enrolEligibleViaApi } from './seed-race.ts';

// At the kit table's 1024 px tablet: the current event by default, decision columns in view,
// feedback with 'Deshacer' on every toggle, and the race-day landing.

const TABLET = { width: 1024, height: 768 };

interface ApiEvent {
  id: number;
  nombre: string;
  fecha: string;
}

const ddmmyyyy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const optionLabel = (event: ApiEvent) => `${event.nombre} (${ddmmyyyy(event.fecha)})`;

/** The server's current event (D17): the first of the active events. */
async function serverCurrentEvent(request: APIRequestContext): Promise<ApiEvent> {
  const events = (await (await request.get('/api/events?active=true&limit=1')).json()) as ApiEvent[];
  expect(events[0]).toBeDefined();
  return events[0] as ApiEvent;
}

/** The element lies whole inside the window's width: nothing to scroll sideways to reach it. */
async function expectWithinViewport(locator: Locator) {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  if (!box) return;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(TABLET.width);
}

test.describe('at 1024 px', () => {
  test.use({ viewport: TABLET });

  test('every back-office screen opens on the current event, and a reload or the next visit keeps the choice', async ({
    page,
    request,
  }) => {
    await createOpenEventViaApi(request);
    const current = await serverCurrentEvent(request);
    await signInAdmin(page);

    for (const path of ['/admin/inscriptions', '/admin/inscriptions-grid', '/admin/reports']) {
      await page.goto(path);
      await expect(page.getByRole('combobox', { name: 'Evento' })).toHaveValue(optionLabel(current));
      await expect(page).toHaveURL(new RegExp(`[?&]event=${current.id}(&|$)`));
    }
    await page.goto('/admin/check-in');
    await expect(page.getByRole('combobox', { name: 'Evento' })).toHaveValue(String(current.id));
    await expect(page).toHaveURL(new RegExp(`[?&]event=${current.id}(&|$)`));

    // 'Todos' is one click away, survives a reload and is what the next screen opens on.
    await page.goto('/admin/inscriptions');
    await page.getByRole('combobox', { name: 'Evento' }).click();
    await page.getByRole('option', { name: 'Todos', exact: true }).click();
    await expect(page).toHaveURL(/[?&]event=all(&|$)/);
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Evento' })).toHaveValue('Todos');
    await page.goto('/admin/reports');
    await expect(page.getByRole('combobox', { name: 'Evento' })).toHaveValue('Todos los eventos');

    // Back to the current edition, so the next visit opens on it again.
    await page.getByRole('combobox', { name: 'Evento' }).click();
    await page.getByRole('option', { name: optionLabel(current) }).click();
    await page.goto('/admin/inscriptions-grid');
    await expect(page.getByRole('combobox', { name: 'Evento' })).toHaveValue(optionLabel(current));
  });

  test('no decision column lies outside the window on inscriptions, grid, events and check-in', async ({
    page,
    request,
  }) => {
    const event = await createOpenEventViaApi(request, { nombre: `Rally Tablet ${Date.now() % 100000}` });
    const runner = await registerRunnerViaApi(request, { nombre: 'Maximiliano', apellido: 'Santillán Rodríguez' });
    const other = await registerRunnerViaApi(request, { nombre: 'Florencia', apellido: 'Paz', sexo: 'F' });
    await enrolEligibleViaApi(request, event.id, runner.id);
    await enrolEligibleViaApi(request, event.id, other.id);
    await signInAdmin(page);

    await page.goto(`/admin/inscriptions?event=${event.id}`);
    await expect(page.getByText('2 inscripciones')).toBeVisible();
    for (const header of ['Pago', 'Asistencia', 'Dorsal', 'Estado', 'Acciones']) {
      await expectWithinViewport(page.getByRole('columnheader', { name: header, exact: true }));
    }
    const row = page.getByRole('row', { name: /Santillán Rodríguez, Maximiliano/ });
    await expectWithinViewport(row.getByRole('switch', { name: 'Pago confirmado de Maximiliano Santillán Rodríguez' }));
    await expectWithinViewport(row.getByRole('button', { name: /Editar Categoría de Maximiliano/ }));
    await expectNoSidewaysScroll(page);

    await page.goto(`/admin/inscriptions-grid?event=${event.id}`);
    await expect(page.getByText('2 inscripciones')).toBeVisible();
    for (const tab of ['Gestión de Inscripciones', 'Datos Personales', 'Gestión de Estados']) {
      await page.getByRole('tab', { name: tab }).click();
      const panel = page.getByRole('tabpanel', { name: tab });
      const headers = tab === 'Gestión de Estados' ? ['Pago', 'Dorsal', 'Estado', 'Acciones'] : ['Acciones'];
      for (const header of headers) {
        await expectWithinViewport(panel.getByRole('columnheader', { name: header, exact: true }));
      }
      await expectNoSidewaysScroll(page);
    }

    await page.goto('/admin/events');
    const eventRow = page.getByRole('row', { name: new RegExp(event.nombre) });
    await expectWithinViewport(page.getByRole('columnheader', { name: 'Estado' }));
    const badge = eventRow.getByText('Activo', { exact: true });
    await expectWithinViewport(badge);
    // The whole word, never 'ACT…'.
    expect(await badge.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    for (const action of ['Gestionar', 'Editar', 'Duplicar', 'Eliminar']) {
      const button = eventRow
        .getByRole('button', { name: `${action} ${event.nombre}` })
        .or(eventRow.getByRole('link', { name: `${action} ${event.nombre}` }));
      await expectWithinViewport(button);
      expect(await button.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    }
    await expectNoSidewaysScroll(page);

    await page.goto(`/admin/check-in?event=${event.id}`);
    await page.getByRole('textbox', { name: /DNI, nombre o dorsal/ }).fill(runner.dni);
    const card = page.getByRole('region', { name: 'Inscripción de Santillán Rodríguez, Maximiliano' });
    await expect(card).toBeVisible();
    for (const button of await card.getByRole('button').all()) await expectWithinViewport(button);
    await expectNoSidewaysScroll(page);
  });

  test("a payment toggle answers with the row's new state and a toast whose 'Deshacer' restores the server state", async ({
    page,
    request,
  }) => {
    const event = await createOpenEventViaApi(request);
    const runner = await registerRunnerViaApi(request, { nombre: 'Lautaro', apellido: 'Quiroga' });
    const inscriptionId = (await enrolEligibleViaApi(request, event.id, runner.id)).id;
    const headers = await adminHeaders(request);
    const serverPaid = async () =>
      (await (await request.get(`/api/inscriptions/${inscriptionId}`, { headers })).json()).pagoConfirmado as boolean;
    await signInAdmin(page);

    await page.goto(`/admin/inscriptions?event=${event.id}`);
    const row = page.getByRole('row', { name: /Quiroga, Lautaro/ });
    const payment = row.getByRole('switch', { name: 'Pago confirmado de Lautaro Quiroga' });
    await expect(payment).not.toBeChecked();
    await expect(row.getByText('INSCRIPTO')).toBeVisible();

    // Mantine draws the track over the input: the click lands on the track, as a finger would.
    await payment.click({ force: true });
    await expect(page.getByText('Pago confirmado: Lautaro Quiroga')).toBeVisible();
    await expect(payment).toBeChecked();
    await expect(row.getByText('CONFIRMADO')).toBeVisible();
    await expect.poll(serverPaid).toBe(true);

    await page.getByRole('button', { name: 'Deshacer' }).click();
    await expect(page.getByText('Cambio deshecho')).toBeVisible();
    await expect(payment).not.toBeChecked();
    await expect(row.getByText('INSCRIPTO')).toBeVisible();
    await expect.poll(serverPaid).toBe(false);
  });

  test('a search the server refuses says what to fix, never a bare validation error', async ({ page }) => {
    await signInAdmin(page);
    await page.goto('/admin/inscriptions');
    await page.getByRole('textbox', { name: 'Buscar' }).fill('x'.repeat(101));
    await expect(page.getByText('Búsqueda demasiado larga (máximo 100 caracteres)')).toBeVisible();
    await expect(page.getByText('Error de validación')).toHaveCount(0);
  });
});

test.describe('race-day landing', () => {
  test('on the day of the current event the landing leads with it and live results; after it, the results stay one tap away', async ({
    page,
    request,
  }) => {
    const headers = await adminHeaders(request);
    await createOpenEventViaApi(request, { nombre: `Desafío Próximo ${Date.now() % 100000}` });
    const seeded = (await (await request.get('/api/events', { headers })).json()) as {
      race_id: number;
      categorias: unknown;
    }[];
    const template = seeded[seeded.length - 1];
    const created = await request.post('/api/events', {
      headers,
      data: {
        nombre: `Rally de Hoy ${Date.now() % 100000}`,
        race_id: template?.race_id,
        fecha: organiserDate(0),
        lugar: 'San Javier, Tucumán',
        activo: true,
        permiteParejas: false,
        fechaAperturaInscripciones: organiserDate(-20),
        fechaCierreInscripciones: organiserDate(-2),
        categorias: template?.categorias,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const today = (await created.json()) as ApiEvent;
    try {
      const current = await serverCurrentEvent(request);
      expect(current.fecha).toBe(organiserDate(0));

      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/');
      await expect(page.getByRole('heading', { name: `Hoy: ${current.nombre}` })).toBeVisible();
      const live = page.getByRole('link', { name: 'Ver resultados en vivo' }).first();
      await expect(live).toHaveAttribute('href', `/results/${current.id}`);
      // The equal card goes to the first edition open for inscriptions, in the server's order.
      const active = (await (await request.get('/api/events?active=true')).json()) as (ApiEvent & {
        fechaAperturaInscripciones: string;
        fechaCierreInscripciones: string;
      })[];
      const day = organiserDate(0);
      const firstOpen = active.find(
        (e) => e.id !== current.id && e.fechaAperturaInscripciones <= day && day <= e.fechaCierreInscripciones,
      );
      expect(firstOpen).toBeDefined();
      await expect(page.getByRole('heading', { level: 2, name: firstOpen?.nombre })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Inscribirme', exact: true })).toBeVisible();
      // The lead is what a phone shows first.
      const liveBox = await live.boundingBox();
      expect(liveBox && liveBox.y + liveBox.height).toBeLessThanOrEqual(844);
      await page.screenshot({ path: test.info().outputPath('race-day-390.png') });

      // The next morning (the browser's clock a day later): today's race is the last edition.
      await page.clock.setFixedTime(new Date(`${organiserDate(1)}T12:00:00-03:00`));
      await page.goto('/');
      await expect(page.getByRole('heading', { name: /^Hoy:/ })).toHaveCount(0);
      await expect(page.getByRole('link', { name: `Resultados ${today.nombre}` })).toHaveAttribute(
        'href',
        `/results/${today.id}`,
      );
    } finally {
      // Other journeys expect their own events to be the current one.
      await request.delete(`/api/events/${today.id}`, { headers });
    }
  });
});
