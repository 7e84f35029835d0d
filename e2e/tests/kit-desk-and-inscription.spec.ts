import path from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { createOpenEventViaApi, expect, loginAdminThroughForm, registerRunnerViaApi, test } from './fixtures.ts';
import { expectNoSidewaysScroll } from './page-helpers.ts';
import { adminHeaders } from './seed-race.ts';

// The kit desk and a runner's sign-up and inscription on a phone (390 px) and on the kit table's tablet
// (1024×768): the right rider first for a bib, a DNI or an accent-less surname, and a runner who types the
// way runners type signs up and enrols without an error. With SHOTS_DIR set, each screen is also saved there.

const SCREENS = [
  { name: '390', viewport: { width: 390, height: 844 }, phone: true },
  { name: '1024', viewport: { width: 1024, height: 768 }, phone: false },
] as const;

const NOT_INVITABLE =
  'No se puede invitar a ese DNI a esta inscripción. Verificá el DNI con tu compañero/a: tiene que estar registrado/a, sin otra inscripción ni invitación en este evento, y la categoría tiene que corresponder a su sexo y edad.';

/** The whole page from its top (a sticky header would otherwise be drawn where the window was scrolled to). */
async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

const randomDigits = (count: number) => Array.from({ length: count }, () => Math.floor(Math.random() * 10)).join('');

/** A fresh 8-digit DNI; with `part`, one that contains it, otherwise one that contains no '68'. */
function dniContaining(part = ''): string {
  for (;;) {
    const dni = part ? `2${randomDigits(2)}${part}${randomDigits(5 - part.length)}` : `2${randomDigits(7)}`;
    if (part ? dni.includes(part) : !dni.includes('68')) return dni;
  }
}

const dotted = (dni: string) => `${dni.slice(0, 2)}.${dni.slice(2, 5)}.${dni.slice(5)}`;

/** The runner of this DNI: registered now, or signed in when an earlier journey of the run registered them. */
async function runnerWithDni(request: APIRequestContext, dni: string, overrides: Record<string, string>) {
  const password = 'clave-corredor';
  const response = await request.post('/api/auth/login', { data: { dni, password, type: 'runner' } });
  if (response.status() === 200) {
    const body = await response.json();
    return { id: body.user.id as number, token: body.token as string };
  }
  const runner = await registerRunnerViaApi(request, { ...overrides, dni, password });
  return { id: runner.id, token: runner.token };
}

/** Payment by transfer and limited places, so the Panel has payments to verify and places to show. */
async function saveRegistrationSettings(request: APIRequestContext, eventId: number) {
  const headers = await adminHeaders(request);
  const response = await request.put(`/api/admin/events/${eventId}/registration`, {
    headers,
    data: {
      cupoTotal: null,
      promocionAutomatica: true,
      listaPublica: false,
      fechaFinAnticipado: null,
      pagoAlias: 'rally.tucuman.mp',
      pagoCbu: null,
      pagoLink: null,
      pagoEfectivo: true,
      pagoNotas: null,
      whatsappOrganizador: null,
      retiroKit: null,
      plantillaRecordatorio: null,
      distancias: [
        { distancia: 33, cupo: 80, precio: 25_000, precioAnticipado: null },
        { distancia: 66, cupo: 120, precio: 35_000, precioAnticipado: null },
      ],
      categorias: [],
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Enrols the runner, as an admin, in their age category on 66 km; with a bib, gives it too. Answers the id. */
async function enrolWithBib(
  request: APIRequestContext,
  eventId: number,
  runnerId: number,
  bib: number | null,
): Promise<number> {
  const headers = await adminHeaders(request);
  const categories = (await (
    await request.get(`/api/inscriptions/available-categories?runnerId=${runnerId}&distance=66&eventId=${eventId}`, {
      headers,
    })
  ).json()) as { nombre: string; eligible: boolean }[];
  const own = categories.find((c) => c.eligible && c.nombre !== 'E-BIKE');
  expect(own, 'an age category on 66 km').toBeDefined();
  const created = await request.post('/api/inscriptions', {
    headers,
    data: { runnerId, eventId, distancia: 66, categoria: own?.nombre },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  if (bib !== null) {
    const given = await request.patch(`/api/inscriptions/${id}/assign-dorsal/${bib}`, { headers });
    expect(given.status(), await given.text()).toBe(200);
  }
  return id;
}

/** The element lies whole inside the window's width. */
async function expectWithinWidth(page: Page, locator: Locator) {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box, 'a visible element has a box').not.toBeNull();
  if (!box) return;
  expect(box.x, 'starts inside the window').toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, 'ends inside the window').toBeLessThanOrEqual(width + 1);
}

/** The element's own text is not cut off (no ellipsis, nothing hidden past its edge). */
async function expectWhole(locator: Locator) {
  await expect(locator).toBeVisible();
  expect(await locator.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
}

/**
 * No text in the page's main area lies past the edge of a box that hides what overflows it (a card, a table's
 * wrapper) or past the window: text there is cut off, not scrollable. Answers what is cut, to name it.
 */
async function expectNothingCutOff(page: Page) {
  const cut = await page.evaluate(() => {
    const found: string[] = [];
    for (const element of Array.from(document.querySelectorAll('main *'))) {
      const ownText = Array.from(element.childNodes).some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      );
      const box = element.getBoundingClientRect();
      if (!ownText || box.width === 0 || box.height === 0) continue;
      const name = `${element.tagName} "${element.textContent?.trim().slice(0, 40)}"`;
      if (box.left < -1 || box.right > window.innerWidth + 1) {
        found.push(`${name} past the window`);
        continue;
      }
      const style = getComputedStyle(element);
      if (style.overflowX !== 'visible' && element.scrollWidth > element.clientWidth + 1) {
        found.push(`${name} cut inside itself`);
        continue;
      }
      for (let box2 = element.parentElement; box2 && box2 !== document.body; box2 = box2.parentElement) {
        if (!['hidden', 'clip'].includes(getComputedStyle(box2).overflowX)) continue;
        const edge = box2.getBoundingClientRect();
        if (box.left < edge.left - 1 || box.right > edge.right + 1) {
          found.push(`${name} past the edge of ${box2.tagName}.${box2.className}`);
          break;
        }
      }
    }
    return found;
  });
  expect(cut).toEqual([]);
}

/** Every link and button of the page's header lies inside the header: none wrapped past its edge. */
async function expectHeaderHoldsItsLinks(page: Page) {
  const header = page.getByRole('banner');
  const edge = await header.boundingBox();
  expect(edge).not.toBeNull();
  if (!edge) return;
  const controls = header.locator('a:visible, button:visible');
  expect(await controls.count()).toBeGreaterThan(0);
  for (const control of await controls.all()) {
    const box = await control.boundingBox();
    if (!box) continue;
    const name = (await control.textContent()) || (await control.getAttribute('aria-label'));
    expect(box.y, `${name} starts inside the header`).toBeGreaterThanOrEqual(edge.y - 1);
    expect(box.y + box.height, `${name} ends inside the header`).toBeLessThanOrEqual(edge.y + edge.height + 1);
    expect(box.x + box.width, `${name} ends inside the window`).toBeLessThanOrEqual(edge.x + edge.width + 1);
  }
}

for (const screen of SCREENS) {
  test.describe(`at ${screen.name} px`, () => {
    test.use({ viewport: screen.viewport, hasTouch: screen.phone });

    test('the kit desk finds a rider by accent-less surname, bib or dotted DNI with that rider first', async ({
      page,
      request,
    }) => {
      test.slow();
      const event = await createOpenEventViaApi(request, { nombre: `Rally Acreditación ${screen.name}` });
      const riders = [
        { nombre: 'Lucía', apellido: 'Gómez', sexo: 'F', dni: dniContaining('68'), bib: 12 },
        { nombre: 'Ramón', apellido: 'Juárez', sexo: 'M', dni: dniContaining('68'), bib: 6 },
        { nombre: 'Ariel', apellido: 'Acosta', sexo: 'M', dni: dniContaining('68'), bib: 168 },
        { nombre: 'Sofía', apellido: 'Fernández', sexo: 'F', dni: '30123456', bib: 25 },
        { nombre: 'Nahuel', apellido: 'Núñez', sexo: 'M', dni: dniContaining(), bib: 68 },
      ];
      await saveRegistrationSettings(request, event.id);
      for (const rider of riders) {
        const { bib, dni, ...data } = rider;
        const { id } = await runnerWithDni(request, dni, { ...data, fechaNacimiento: '1990-06-15' });
        await enrolWithBib(request, event.id, id, bib);
      }
      const nunez = riders[4];
      // A rider who paid by transfer and said so: the Panel lists the payment to verify.
      const paz = await runnerWithDni(request, dniContaining(), {
        nombre: 'Rocío',
        apellido: 'Paz',
        sexo: 'F',
        fechaNacimiento: '1988-02-11',
      });
      const pazInscription = await enrolWithBib(request, event.id, paz.id, null);
      const reported = await request.post(`/api/inscriptions/${pazInscription}/report-payment`, {
        headers: { authorization: `Bearer ${paz.token}` },
        data: { referencia: 'MP 88123' },
      });
      expect(reported.status(), await reported.text()).toBe(200);

      // The Panel is the back office's home.
      await loginAdminThroughForm(page);
      await expect(page).toHaveURL(/\/admin\/dashboard$/);
      await expect(page.getByRole('heading', { name: 'Panel', level: 1 })).toBeVisible();
      const payments = page.getByRole('region', { name: 'Pagos a verificar' });
      await expect(payments.getByRole('link', { name: 'Paz, Rocío' }).first()).toBeVisible();
      // When the payment was reported, as dd/mm/yyyy and a 24-hour time.
      await expect(payments.getByText(/informado el \d{2}\/\d{2}\/\d{4},? \d{2}:\d{2}\b/).first()).toBeVisible();
      // Which edition the Panel follows (places, inscriptions by day) depends on every open event of the server,
      // which other specs create too: this one checks only what it made, the payment to verify.
      await expect(page.getByLabel('Cargando')).toHaveCount(0);
      await expectNoSidewaysScroll(page);
      await expectNothingCutOff(page);
      await shot(page, `panel-${screen.name}`);

      await page.goto(`/admin/check-in?event=${event.id}`);
      await expect(page.getByRole('heading', { name: 'Acreditación' })).toBeVisible();
      const search = page.getByRole('textbox', { name: /DNI, nombre o dorsal/ });
      await expect(search).toBeFocused();
      await expectWithinWidth(page, search);
      const rows = page.getByRole('list', { name: 'Resultados' }).getByRole('listitem');

      // An accent-less surname.
      await search.fill('gomez');
      await expect(rows.first()).toContainText('Gómez, Lucía');
      await expect(rows).toHaveCount(1);

      // A bib whose digits are also in several DNIs: the bib's holder first, and Enter picks them.
      await search.fill('68');
      await expect(rows.first()).toContainText('Núñez, Nahuel');
      await expect(rows.first()).toContainText('Dorsal 68');
      await expect(rows).toHaveCount(4);
      for (const row of await rows.all()) await expectWithinWidth(page, row);
      await search.press('Enter');
      const card = page.getByRole('region', { name: 'Inscripción de Núñez, Nahuel' });
      await expect(card.getByText(`DNI ${nunez?.dni}`)).toBeVisible();
      await expect(card.getByText('Dorsal 68', { exact: true }).first()).toBeVisible();
      // Paid with a bib is ACREDITADO (admin spec, section 4); the kit handed over is its own fact, 'Presente',
      // shown only once the volunteer marks it.
      const status = card.getByTestId('check-in-status');
      await expect(status).toHaveText('ACREDITADO');
      await expectWhole(status);
      await expect(card.getByText('Presente', { exact: true })).toHaveCount(0);
      for (const button of await card.getByRole('button').all()) await expectWithinWidth(page, button);
      await expectNoSidewaysScroll(page);
      await expectNothingCutOff(page);
      await shot(page, `kit-desk-${screen.name}`);

      await card.getByRole('button', { name: /Marcar presente/ }).click();
      await expect(card.getByText('Presente', { exact: true }).first()).toBeVisible();
      await expect(card.getByRole('button', { name: /Marcar presente/ })).toHaveCount(0);
      await expect(status).toHaveText('ACREDITADO');
      await expectWhole(status);
      await expect(search).toBeFocused();

      // A DNI typed with dots.
      await search.fill('30.123.456');
      await expect(rows.first()).toContainText('Fernández, Sofía');
      const fernandez = page.getByRole('region', { name: 'Inscripción de Fernández, Sofía' });
      await expect(fernandez.getByText('DNI 30123456')).toBeVisible();
      await expect(fernandez.getByText('Dorsal 25', { exact: true }).first()).toBeVisible();
      await expect(fernandez.getByRole('button', { name: /Marcar presente/ })).toBeEnabled();
      await expectNoSidewaysScroll(page);
    });

    test('a runner who types like a runner signs up, enrols as a pair and is told once about a mistyped DNI', async ({
      page,
      request,
    }) => {
      test.slow();
      const event = await createOpenEventViaApi(request, {
        nombre: `Desafío Parejas ${screen.name}`,
        permiteParejas: true,
      });
      const partner = await registerRunnerViaApi(request, {
        nombre: 'Valentina',
        apellido: 'Ferreyra',
        sexo: 'F',
        fechaNacimiento: '1994-05-10',
      });
      // One sign-up per screen in the same run: the phone types the DNI of the issue, the tablet another.
      const dni = screen.phone ? '45.123.456' : '45.223.456';

      await page.goto('/register');
      await page.getByLabel('Nombre').fill('martina');
      await page.getByLabel('Apellido').fill('gómez');
      await page.getByLabel('DNI').fill(dni);
      await page.getByLabel('Sexo').selectOption('F');
      const birth = page.getByLabel('Fecha de nacimiento');
      await birth.pressSequentially('20/03/1995');
      await expect(birth).toHaveValue('20/03/1995');
      await page.getByLabel('Email').fill('martina.gomez@example.com');
      await page.getByLabel('WhatsApp').fill('381 15 4445566');
      await page.getByLabel('Teléfono de emergencia').fill('381 15 4447788');
      await page.getByLabel('Provincia').fill('Tucumán');
      await page.getByLabel('Grupo sanguíneo').selectOption('O+');
      await page.getByLabel(/^Contraseña/).fill('clave-segura');
      await page.getByLabel('Confirmar contraseña').fill('clave-segura');
      await expectNoSidewaysScroll(page);
      const register = page.getByRole('button', { name: 'Registrarme' });
      await register.scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => window.scrollY), 'the form was scrolled down to its button').toBeGreaterThan(0);
      await register.click();

      await expect(page.getByText('Registro exitoso. ¡Bienvenida!')).toBeVisible();
      await expect(page).toHaveURL(/\/races\/register$/);
      await expect(page.getByRole('heading', { name: 'Inscripción Carrera' })).toBeVisible();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await expect(page.getByText(/^Martina, elegí el evento/)).toBeVisible();
      await expectHeaderHoldsItsLinks(page);

      // 66 km also takes E-BIKE: her age category is chosen, E-BIKE offered beside it.
      await page.getByLabel('Evento').selectOption(String(event.id));
      await page.getByLabel('Distancia').selectOption('66');
      await expect(
        page.getByText(
          'Se seleccionó automáticamente la categoría MASTER A1 FEM, la que corresponde a tu edad y sexo. También podés elegir E-BIKE.',
        ),
      ).toBeVisible();
      await expect(page.getByLabel('Categoría')).toHaveValue('MASTER A1 FEM');

      // A partner's DNI with a digit missing: one message, under the field, before and after submitting.
      await page.getByLabel('Inscribirme en pareja').check();
      const partnerDni = page.getByLabel(/DNI de tu compañero/);
      await partnerDni.fill(dotted(partner.dni).slice(0, -1));
      await expect(page.getByText(NOT_INVITABLE)).toBeVisible();
      await expect(page.getByText(NOT_INVITABLE)).toHaveCount(1);
      const refused = page.waitForResponse(
        (response) =>
          response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/inscriptions',
      );
      await page.getByRole('button', { name: 'Inscribirme' }).click();
      expect((await refused).status()).toBe(409);
      await expect(partnerDni).toHaveAccessibleDescription(new RegExp(NOT_INVITABLE.replace(/[.?*+()]/g, '\\$&')));
      await expect(page.getByText(NOT_INVITABLE)).toHaveCount(1);
      // No box or toast repeating it in other words (the welcome toast may still be on its way out).
      await expect(page.getByRole('alert').filter({ hasNotText: 'Registro exitoso' })).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Inscripción Exitosa' })).toHaveCount(0);

      // The right DNI, typed with dots: the partner's short name before submitting.
      await partnerDni.fill(dotted(partner.dni));
      await expect(page.getByText('Vas a invitar a Valentina F.')).toBeVisible();
      await expect(page.getByText(NOT_INVITABLE)).toHaveCount(0);
      await expectWithinWidth(page, page.getByRole('button', { name: 'Inscribirme' }));
      await expectNoSidewaysScroll(page);
      await expectNothingCutOff(page);
      await shot(page, `inscription-form-${screen.name}`);

      await page.getByRole('button', { name: 'Inscribirme' }).click();
      await expect(page.getByRole('heading', { name: 'Inscripción Exitosa' })).toBeVisible();
      await expect(page.getByText(`Invitaste a Valentina F. (DNI ${partner.dni}) a correr en pareja`)).toBeVisible();
      await expect(page.getByText('categoría MASTER A1 FEM', { exact: false })).toBeVisible();
      const notify = page.getByRole('link', { name: 'Avisale por WhatsApp' });
      await expect(notify).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=/);
      await expectWithinWidth(page, notify);
      await expectNoSidewaysScroll(page);
      await expectNothingCutOff(page);
      await shot(page, `inscription-success-${screen.name}`);

      // Stored and shown as a person would write them.
      const toProfile = page.getByRole('link', { name: 'Ir a Mi Perfil' });
      await toProfile.scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => window.scrollY), 'the page was scrolled down to the link').toBeGreaterThan(0);
      await toProfile.click();
      await expect(page).toHaveURL(/\/profile$/);
      await expect(page.getByRole('heading', { name: 'Mi Perfil' })).toBeVisible();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await expect(page.getByText('Martina Gómez', { exact: true }).first()).toBeVisible();
      await expect(page.getByText('+54 9 381 444-5566', { exact: true })).toBeVisible();
      await expect(page.getByText(dni.replaceAll('.', ''), { exact: true })).toBeVisible();
      await expect(page.getByText('20/03/1995', { exact: true })).toBeVisible();
    });
  });
}
