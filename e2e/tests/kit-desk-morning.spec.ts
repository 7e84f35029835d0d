import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  createOpenEventViaApi,
  expect,
  expectNoAccessibilityViolations,
  loginAdminThroughForm,
  type RegisteredRunner,
  registerRunnerViaApi,
  test,
} from './fixtures.ts';
import { adminHeaders, randomWord } from './seed-race.ts';

// Race morning at the kit desk on the tablet (1024×768): a reported transfer verified, cash collected from an
// unpaid runner, a pair half paid, a payment undone from its toast, a registered walk-up enrolled and paid, and
// someone not registered at all registered, enrolled and paid from one card; then the Caja del día adds up exactly
// what this journey collected. With SHOTS_DIR set, the card of a reported transfer, the walk-up, the registration
// card and the Caja del día are saved there at 1024 and 390 px.

const PAIR_PRICE = 40_000;
const SOLO_PRICE = 28_000;

/** The 1024×768 screen as the volunteer sees it, and the same page on a 390 px phone (whole page). */
async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  await page.screenshot({ path: path.join(dir, `${name}.png`) });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.join(dir, `${name}-390.png`), fullPage: true });
  await page.setViewportSize({ width: 1024, height: 768 });
}

/** Prices per person (66 km for pairs, 33 km alone) and payment by transfer or cash. */
async function saveFees(request: APIRequestContext, eventId: number) {
  const response = await request.put(`/api/admin/events/${eventId}/registration`, {
    headers: await adminHeaders(request),
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
        { distancia: 33, cupo: null, precio: SOLO_PRICE, precioAnticipado: null },
        { distancia: 66, cupo: null, precio: PAIR_PRICE, precioAnticipado: null },
      ],
      categorias: [],
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function eligibleCategory(request: APIRequestContext, eventId: number, runnerId: number, distance: number) {
  const categories = (await (
    await request.get(
      `/api/inscriptions/available-categories?runnerId=${runnerId}&distance=${distance}&eventId=${eventId}`,
      {
        headers: await adminHeaders(request),
      },
    )
  ).json()) as { nombre: string; eligible: boolean }[];
  const own = categories.find((c) => c.eligible && c.nombre !== 'E-BIKE');
  expect(own, `an age category on ${distance} km`).toBeDefined();
  return own?.nombre ?? '';
}

/** The runner enrols (with a partner who accepts, for a pair); answers the inscription id. */
async function enrol(
  request: APIRequestContext,
  eventId: number,
  runner: RegisteredRunner,
  distance: number,
  partner?: RegisteredRunner,
) {
  const categoria = await eligibleCategory(request, eventId, runner.id, distance);
  const created = await request.post('/api/inscriptions', {
    headers: { authorization: `Bearer ${runner.token}` },
    data: { runnerId: runner.id, eventId, distancia: distance, categoria, partnerDni: partner?.dni },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  if (partner) {
    const accepted = await request.post(`/api/inscriptions/${id}/accept-pair`, {
      headers: { authorization: `Bearer ${partner.token}` },
    });
    expect(accepted.status(), await accepted.text()).toBe(200);
  }
  return id;
}

const man = (nombre: string, apellido: string) => ({ nombre, apellido, sexo: 'M', fechaNacimiento: '1990-06-15' });

test.use({ viewport: { width: 1024, height: 768 } });

test('race morning at the kit desk: what the desk collects is what the Caja del día adds up', async ({
  page,
  request,
}) => {
  test.slow();
  const event = await createOpenEventViaApi(request, { nombre: `Rally Caja ${randomWord()}`, permiteParejas: true });
  await saveFees(request, event.id);
  const tag = randomWord(4);
  const herrera = await registerRunnerViaApi(request, man('Facundo', `Herrera${tag}`.slice(0, 12)));
  const herreraPartner = await registerRunnerViaApi(request, man('Bruno', `Sosa${tag}`));
  const unpaid = await registerRunnerViaApi(request, man('Diego', `Molina${tag}`));
  const pairHolder = await registerRunnerViaApi(request, man('Ramiro', `Vera${tag}`));
  const pairPartner = await registerRunnerViaApi(request, man('Tadeo', `Ibarra${tag}`));
  const undone = await registerRunnerViaApi(request, man('Luis', `Ortiz${tag}`));
  // Registered, never enrolled in this event: a walk-up on race morning.
  const walkUp = await registerRunnerViaApi(request, man('Pablo', `Lucero${tag}`));

  const herreraId = await enrol(request, event.id, herrera, 66, herreraPartner);
  await enrol(request, event.id, unpaid, 33);
  await enrol(request, event.id, pairHolder, 66, pairPartner);
  await enrol(request, event.id, undone, 33);
  const reported = await request.post(`/api/inscriptions/${herreraId}/report-payment`, {
    headers: { authorization: `Bearer ${herrera.token}` },
    data: { referencia: '81234567' },
  });
  expect(reported.status(), await reported.text()).toBe(200);

  await loginAdminThroughForm(page);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto(`/admin/check-in?event=${event.id}`);
  const search = page.getByRole('textbox', { name: /DNI, nombre o dorsal/ });
  await expect(search).toBeFocused();
  // Two pairs and two runners alone: six people, six kits.
  await expect(page.getByTestId('kit-counter')).toContainText('Kits retirados: 0 de 6');

  const pick = async (runner: RegisteredRunner) => {
    await search.fill(runner.dni);
    const card = page.getByRole('region', { name: `Inscripción de ${runner.apellido}, ${runner.nombre}` });
    await expect(card).toBeVisible();
    return card;
  };
  /** The card's three steps lie whole on the first screen, without scrolling. */
  const stepsOnFirstScreen = async () => {
    for (const name of [/Confirmar pago|Verificar|Cobrar|Pago confirmado/, /dorsal/i, /Marcar presente|Presente/]) {
      const box = await page.getByRole('button', { name }).first().boundingBox();
      expect(box, 'a step button is shown').not.toBeNull();
      expect((box?.y ?? 0) + (box?.height ?? 0), 'on the first screen').toBeLessThanOrEqual(768);
    }
  };

  // 1. The reported transfer: the card says so, with its operation and amount, and Alt+P verifies it.
  let card = await pick(herrera);
  const money = card.getByTestId('check-in-money');
  await expect(money).toContainText(/Informó transferencia el \d{2}\/\d{2} · op\. 81234567 · \$\s80\.000 — verificar/);
  await stepsOnFirstScreen();
  await expectNoAccessibilityViolations(page);
  await shot(page, 'desk-transfer');
  await page.keyboard.press('Alt+KeyP');
  await expect(money).toContainText('Pagado por transferencia');
  await expect(page.getByRole('alert').filter({ hasText: 'Transferencia verificada' })).toBeVisible();

  // 2. Cash from a runner who had not paid: the amount left is prefilled.
  card = await pick(unpaid);
  await expect(card.getByTestId('check-in-money')).toContainText(/Pendiente: cobrar \$\s28\.000/);
  await stepsOnFirstScreen();
  await expect(card.getByRole('textbox', { name: 'Monto a cobrar ($)' })).toHaveValue(String(SOLO_PRICE));
  await card.getByRole('button', { name: 'Cobrar en efectivo' }).click();
  await expect(card.getByTestId('check-in-money')).toContainText('Pagado en efectivo');
  await card.getByRole('button', { name: /Marcar presente/ }).click();
  await expect(page.getByTestId('kit-counter')).toContainText('Kits retirados: 1 de 6');

  // 3. A pair: the holder pays his share only; the card says who paid and what is left.
  card = await pick(pairHolder);
  await expect(card.getByRole('button', { name: /Cobrar \$\s40\.000 a Vera/ })).toBeVisible();
  await page.keyboard.press('Alt+KeyP');
  const shares = card.getByRole('list', { name: 'Partes de la pareja' });
  await expect(shares).toContainText(/Vera\w*, Ramiro: \$\s40\.000 — pagó/);
  await expect(shares).toContainText(/Ibarra\w*, Tadeo: \$\s40\.000 — no pagó/);
  await expect(card.getByTestId('check-in-money')).toContainText(/Pagó \$\s40\.000 · falta cobrar \$\s40\.000/);

  // 4. Cash recorded by mistake, undone from the toast: the runner owes again. The earlier steps' toasts are let
  // go first, so none closing moves this one under the pointer; the pointer rests on it, which holds it open.
  card = await pick(undone);
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 20_000 });
  await card.getByRole('button', { name: 'Cobrar en efectivo' }).click();
  await expect(card.getByTestId('check-in-money')).toContainText('Pagado en efectivo');
  const toast = page.getByRole('alert').filter({ hasText: `Ortiz${tag}` });
  const undo = toast.getByRole('button', { name: 'Deshacer' });
  await undo.hover();
  await undo.click();
  await expect(card.getByTestId('check-in-money')).toContainText(/Pendiente: cobrar \$\s28\.000/, { timeout: 20_000 });
  await expect(page.getByRole('alert').filter({ hasText: 'Cambio deshecho' })).toBeVisible({ timeout: 20_000 });

  // 5. A walk-up: enrolled from the desk at the price in force (33 km, category by age and sex), then paid.
  await search.fill(walkUp.dni);
  const enrolment = page.getByRole('region', { name: 'Inscribir en el evento' });
  await expect(enrolment).toContainText(`${walkUp.apellido}, ${walkUp.nombre} no está inscripto en este evento`);
  await expect(enrolment.getByLabel('Distancia')).toHaveValue('33');
  await expect(enrolment.getByLabel('Categoría')).not.toHaveValue('');
  await shot(page, 'desk-walk-up');
  await enrolment.getByRole('button', { name: 'Inscribir' }).click();
  card = page.getByRole('region', { name: `Inscripción de ${walkUp.apellido}, ${walkUp.nombre}` });
  await expect(card.getByTestId('check-in-money')).toContainText(/Pendiente: cobrar \$\s28\.000/);
  await page.keyboard.press('Alt+KeyP');
  await expect(card.getByTestId('check-in-money')).toContainText('Pagado en efectivo');

  // 6. Someone not registered at all: the DNI as printed on the card (with dots) finds nobody, and one card
  // registers them (a temporary password to hand over), enrols them at the price in force, then the fee is collected.
  const newDni = String(70_000_000 + Math.floor(Math.random() * 9_000_000));
  const newSurname = `Quiroga${tag}`;
  await search.fill(newDni.replace(/^(\d{2})(\d{3})(\d{3})$/, '$1.$2.$3'));
  const registration = page.getByRole('region', { name: 'Registrar e inscribir' });
  await expect(registration).toContainText(`No hay un corredor registrado con el DNI ${newDni}`);
  await expect(registration.getByLabel(/^DNI/)).toHaveValue(newDni);
  const temporary = await registration.getByLabel(/^Contraseña/).inputValue();
  expect(temporary).toMatch(/^[A-Za-z0-9]{8}$/);
  await registration.getByLabel(/^Nombre/).fill('Martina');
  await registration.getByLabel(/^Apellido/).fill(newSurname);
  await registration.getByLabel(/^Sexo/).selectOption('F');
  await registration.getByLabel(/^Fecha de nacimiento/).fill('15/06/1995');
  await registration.getByLabel(/^Email/).fill(`martina.${tag.toLowerCase()}@example.com`);
  await registration.getByLabel(/^WhatsApp/).fill('381 555-1234');
  await registration.getByLabel(/^Teléfono de emergencia/).fill('381 555-9876');
  await registration.getByLabel(/^Grupo sanguíneo/).selectOption('O+');
  await registration.getByLabel(/^Provincia/).fill('Tucumán');
  await registration.getByLabel('Distancia').selectOption('33');
  await expect(registration.getByLabel('Distancia')).toContainText(/33 km · \$\s28\.000/);
  await expect(registration.getByLabel(/^Categoría/)).toHaveValue(/FEM$/);
  await expectNoAccessibilityViolations(page);
  await shot(page, 'desk-register');
  await registration.getByRole('button', { name: 'Registrar e inscribir' }).click();
  await expect(page.getByTestId('handed-over-password')).toHaveText(temporary);
  card = page.getByRole('region', { name: `Inscripción de ${newSurname}, Martina` });
  await expect(card.getByTestId('check-in-money')).toContainText(/Pendiente: cobrar \$\s28\.000/);
  await shot(page, 'desk-registered');
  await card.getByRole('button', { name: 'Cobrar en efectivo' }).click();
  await expect(card.getByTestId('check-in-money')).toContainText('Pagado en efectivo');
  // The account is theirs: their DNI and the temporary password sign in, and it asks for a new password.
  const signIn = await request.post('/api/auth/login', { data: { dni: newDni, password: temporary, type: 'runner' } });
  expect(signIn.status(), await signIn.text()).toBe(200);
  expect((await signIn.json()).user).toMatchObject({ requiereCambioPassword: true });

  // The inscriptions list reads the same state at once.
  const list = await request.get(`/api/admin/inscriptions?eventId=${event.id}&limit=50`, {
    headers: await adminHeaders(request),
  });
  const states = Object.fromEntries(
    ((await list.json()).items as { runner: { dni: string }; estadoPago: string }[]).map((i) => [
      i.runner.dni,
      i.estadoPago,
    ]),
  );
  expect(states).toEqual({
    [herrera.dni]: 'pagado',
    [unpaid.dni]: 'pagado',
    [pairHolder.dni]: 'parcial',
    [undone.dni]: 'pendiente',
    [walkUp.dni]: 'pagado',
    [newDni]: 'pagado',
  });

  // The Caja del día: what this journey collected, by method, and the undone payment marked.
  await page.goto(`/admin/check-in/caja?event=${event.id}`);
  const table = page.getByRole('table', { name: 'Pagos del día' });
  await expect(table.getByRole('row')).toHaveCount(7);
  await expect(table.getByRole('row').filter({ hasText: 'Deshecho' })).toHaveCount(1);
  // Herrera's pair by transfer, Molina, Vera's share, the walk-up and the new runner in cash; Ortiz's undone.
  const collected = 2 * PAIR_PRICE + SOLO_PRICE + PAIR_PRICE + SOLO_PRICE + SOLO_PRICE;
  await expect(page.getByTestId('cash-collected')).toHaveText(
    `$ ${collected.toLocaleString('es-AR')}`.replace(' ', '\u00a0'),
  );
  const byMethod = page.getByRole('group', { name: 'Por medio de pago' });
  await expect(byMethod).toContainText(/Efectivo \(4\)\$\s124\.000/);
  await expect(byMethod).toContainText(/Transferencia verificada \(1\)\$\s80\.000/);
  await expect(page.getByRole('group', { name: 'Esperado y cobrado' })).toContainText(/Pendiente de cobro\$\s68\.000/);
  await expectNoAccessibilityViolations(page);
  await shot(page, 'caja-del-dia');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar a Excel' }).click();
  expect((await download).suggestedFilename()).toMatch(/^caja_\d{4}-\d{2}-\d{2}\.xlsx$/);
});
