import {
  createOpenEventViaApi,
  expect,
  expectNoAccessibilityViolations,
  loginThroughForm,
  registerRunnerViaApi,
  test,
} from './fixtures.ts';

test('on a phone the menu toggle opens the runner links', async ({ page, request }) => {
  const runner = await registerRunnerViaApi(request);
  await loginThroughForm(page, 'Corredor', runner.dni, runner.password);
  await expect(page).toHaveURL(/\/profile$/);
  await page.getByRole('button', { name: /men[uú]/i }).click();
  await expect(page.getByRole('link', { name: 'Mi Perfil' }).last()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Inscripción Carrera' }).last()).toBeVisible();
});

test('on a phone a runner registers, enrols and sees the inscription in one column', async ({ page, request }) => {
  const event = await createOpenEventViaApi(request);
  await page.goto('/');
  await expectNoAccessibilityViolations(page);
  await page.getByRole('link', { name: 'Registro Corredor' }).first().click();
  await expect(page).toHaveURL(/\/register$/);
  await expectNoAccessibilityViolations(page);
  const dni = String(50_000_000 + Math.floor(Math.random() * 9_000_000));
  await page.getByLabel('Nombre').fill('Lucía');
  await page.getByLabel('Apellido').fill('Pérez');
  await page.getByLabel('DNI').fill(dni);
  await page.getByLabel('Sexo').selectOption('F');
  await page.getByLabel('Fecha de nacimiento').fill('02/05/1990');
  await page.getByLabel('Email').fill('lucia@example.com');
  await page.getByLabel('WhatsApp').fill('+54 381 444-5566');
  await page.getByLabel('Teléfono de emergencia').fill('+54 381 444-7788');
  // One column: the surname sits below the name, not beside it.
  const name = await page.getByLabel('Nombre').boundingBox();
  const surname = await page.getByLabel('Apellido').boundingBox();
  expect(surname && name && surname.y > name.y).toBe(true);
  await page.getByLabel('Provincia').fill('Tucumán');
  await page.getByLabel('Grupo sanguíneo').selectOption('A-');
  await page.getByLabel(/^Contraseña/).fill('clave-segura');
  await page.getByLabel('Confirmar contraseña').fill('clave-segura');
  await page.getByRole('button', { name: 'Registrarme' }).click();
  await expect(page).toHaveURL(/\/races\/register$/);
  await expectNoAccessibilityViolations(page);
  await page.getByLabel('Evento').selectOption(String(event.id));
  await page.getByLabel('Distancia').selectOption('66');
  await page.getByLabel('Categoría').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Inscribirme' }).click();
  await expect(page.getByRole('heading', { name: 'Inscripción Exitosa' })).toBeVisible();
  // The success page stays until the runner leaves it.
  await page.getByRole('link', { name: 'Ir a Mi Perfil' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Inscripción Registrada - Pago Pendiente')).toBeVisible();
});
