import type { Page } from '@playwright/test';
import {
  createOpenEventViaApi,
  expect,
  expectNoAccessibilityViolations,
  loginThroughForm,
  registerRunnerViaApi,
  test,
} from './fixtures.ts';

let dniCounter = Math.floor(Math.random() * 1_000_000);
function freshDni(): string {
  dniCounter += 1;
  return String(30_000_000 + (dniCounter % 9_000_000));
}

async function fillRegistration(page: Page, dni: string) {
  await page.getByLabel('Nombre').fill('Martina');
  await page.getByLabel('Apellido').fill('Ibáñez');
  await page.getByLabel('DNI').fill(dni);
  await page.getByLabel('Sexo').selectOption('F');
  await page.getByLabel('Fecha de nacimiento').fill('20/03/1995');
  await page.getByLabel('Email').fill('martina@example.com');
  await page.getByLabel('WhatsApp').fill('+54 381 444-5566');
  await page.getByLabel('Teléfono de emergencia').fill('+54 381 444-7788');
  await page.getByLabel('Provincia').fill('Tucumán');
  await page.getByLabel('Grupo sanguíneo').selectOption('O+');
  await page.getByLabel(/^Contraseña/).fill('clave-segura');
  await page.getByLabel('Confirmar contraseña').fill('clave-segura');
}

test('the landing shows the current event from the database and no accessibility violations', async ({ page }) => {
  // The page arrives with the event and its categories: a phone waits for no further API round trip.
  const eventCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/events')) eventCalls.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Próximo evento' })).toBeVisible();
  await expect(page.getByText(/Inscripciones: del/)).toBeVisible();
  await expect(page.getByRole('heading', { name: /Categorías 33 km/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Categorías 66 km/ })).toBeVisible();
  // The how-to's payment step follows the open edition's ways to pay; its last sentence is always the same.
  await expect(page.getByText('Presentá tu DNI para retirar el kit.', { exact: false }).first()).toBeVisible();
  expect(eventCalls).toEqual([]);
  await expectNoAccessibilityViolations(page);
});

test('register with a mistake, then register, enrol with the automatic category and see it in the profile', async ({
  page,
  request,
}) => {
  const event = await createOpenEventViaApi(request);
  await page.goto('/register');
  await expectNoAccessibilityViolations(page);
  await fillRegistration(page, '123');
  await page.getByRole('button', { name: 'Registrarme' }).click();
  await expect(page.getByText('El DNI debe tener 7 u 8 dígitos')).toBeVisible();
  await expect(page.getByLabel('Nombre')).toHaveValue('Martina');

  await page.getByLabel('DNI').fill(freshDni());
  await page.getByRole('button', { name: 'Registrarme' }).click();
  await expect(page).toHaveURL(/\/races\/register$/);
  await expect(page.getByRole('heading', { name: 'Inscripción Carrera' })).toBeVisible();
  await expectNoAccessibilityViolations(page);

  await page.getByLabel('Evento').selectOption(String(event.id));
  await page.getByLabel('Distancia').selectOption('33');
  await expect(page.getByText(/Se seleccionó automáticamente la categoría PROMOCIONALES A FEM/)).toBeVisible();
  await page.getByRole('button', { name: 'Inscribirme' }).click();
  await expect(page.getByRole('heading', { name: 'Inscripción Exitosa' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Compartir en WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/\?text=/,
  );
  await expect(page.getByRole('link', { name: 'Compartir en Facebook' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=/,
  );
  await expect(page.getByRole('link', { name: 'Compartir en X' })).toHaveAttribute(
    'href',
    /^https:\/\/twitter\.com\/intent\/tweet\?text=/,
  );

  // The success page stays until the runner leaves it.
  await page.getByRole('link', { name: 'Ir a Mi Perfil' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  const card = page.getByRole('listitem').filter({ hasText: event.nombre });
  await expect(card.getByText('Inscripción Registrada - Pago Pendiente')).toBeVisible();
  await expect(card.getByText('Pendiente', { exact: true })).toBeVisible();
  await card.getByRole('link', { name: /Ver detalle/ }).click();
  await expect(page).toHaveURL(/\/races\/register\?inscriptionId=\d+$/);
  await expect(page.getByText('PROMOCIONALES A FEM')).toBeVisible();
});

test('a second inscription in the same event says "Ya estás inscrito en este evento"', async ({ page, request }) => {
  const event = await createOpenEventViaApi(request);
  const runner = await registerRunnerViaApi(request);
  const headers = { authorization: `Bearer ${runner.token}` };
  const enrol = await request.post('/api/inscriptions', {
    headers,
    data: { runnerId: runner.id, eventId: event.id, distancia: 33, categoria: 'PROMOCIONALES A MASC' },
  });
  expect(enrol.status(), await enrol.text()).toBe(201);

  await loginThroughForm(page, 'Corredor', runner.dni, runner.password);
  await expect(page).toHaveURL(/\/profile$/);
  await page.goto('/races/register');
  await page.getByLabel('Evento').selectOption(String(event.id));
  await page.getByLabel('Distancia').selectOption('33');
  await page.getByRole('button', { name: 'Inscribirme' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Ya estás inscrito en este evento' }).first()).toBeVisible();
  await expect(page.getByLabel('Distancia')).toHaveValue('33');
});

test('a closed event is not offered for inscriptions', async ({ page, request }) => {
  const closed = await createOpenEventViaApi(request, {
    fechaAperturaInscripciones: '2024-01-01',
    fechaCierreInscripciones: '2024-01-10',
  });
  const runner = await registerRunnerViaApi(request);
  await loginThroughForm(page, 'Corredor', runner.dni, runner.password);
  await expect(page).toHaveURL(/\/profile$/);
  await page.goto('/races/register');
  await expect(page.getByRole('heading', { name: 'Inscripción Carrera' })).toBeVisible();
  await expect(page.getByText(closed.nombre)).toHaveCount(0);
});

test('registering a DNI that exists puts the message on the DNI field', async ({ page, request }) => {
  const runner = await registerRunnerViaApi(request);
  await page.goto('/register');
  await fillRegistration(page, runner.dni);
  await page.getByRole('button', { name: 'Registrarme' }).click();
  await expect(page.getByLabel('DNI')).toHaveAccessibleDescription('Ya existe un corredor registrado con este DNI');
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByLabel('Nombre')).toHaveValue('Martina');
});

test('someone else inscription is refused and the runner goes back to the profile', async ({ page, request }) => {
  const event = await createOpenEventViaApi(request);
  const owner = await registerRunnerViaApi(request);
  const created = await request.post('/api/inscriptions', {
    headers: { authorization: `Bearer ${owner.token}` },
    data: { runnerId: owner.id, eventId: event.id, distancia: 33, categoria: 'PROMOCIONALES A MASC' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const other = await registerRunnerViaApi(request);
  await loginThroughForm(page, 'Corredor', other.dni, other.password);
  await expect(page).toHaveURL(/\/profile$/);
  await page.goto(`/races/register?inscriptionId=${(await created.json()).id}`);
  await expect(page.getByText('No tenés permiso para ver esta inscripción').first()).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
});

test('the runner edits the profile and changes the password twice until the option disappears', async ({
  page,
  request,
}) => {
  const runner = await registerRunnerViaApi(request);
  await loginThroughForm(page, 'Corredor', runner.dni, runner.password);
  await expect(page).toHaveURL(/\/profile$/);
  // Axe reads the profile once it is drawn, not the page between the sign-in and the profile.
  await expect(page.getByRole('button', { name: 'Editar Perfil' })).toBeVisible();
  await expectNoAccessibilityViolations(page);

  await page.getByRole('button', { name: 'Editar Perfil' }).click();
  await expect(page.getByText(/tu categoría en la carrera puede cambiar/)).toBeVisible();
  await expect(page.getByLabel('Fecha de nacimiento')).toHaveValue('14/08/1992');
  await page.getByLabel('Provincia').fill('Salta');
  await page.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(page.getByText('Perfil actualizado correctamente')).toBeVisible();
  await expect(page.getByText('Salta, Argentina')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Salta, Argentina')).toBeVisible();
  await expect(page.getByText('14/08/1992')).toBeVisible();

  let current = runner.password;
  for (const [next, after] of [
    ['nueva-clave-1', '1/2'],
    ['nueva-clave-2', '2/2'],
  ] as const) {
    await expect(page.getByText(after === '1/2' ? '0/2' : '1/2')).toBeVisible();
    await page.getByRole('button', { name: 'Cambiar Contraseña' }).click();
    await page.getByLabel('Contraseña actual').fill(current);
    await page.getByLabel('Nueva contraseña', { exact: true }).fill(next);
    await page.getByLabel('Confirmar nueva contraseña').fill(next);
    await page.getByRole('button', { name: 'Guardar Contraseña' }).click();
    await expect(page.getByText(after)).toBeVisible();
    current = next;
  }
  await expect(page.getByText('Has alcanzado el límite de cambios de contraseña (2)')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cambiar Contraseña' })).toHaveCount(0);
  // The session continues with the adopted token.
  await page.reload();
  await expect(page.getByText('2/2')).toBeVisible();
});
