import { E2E_ADMIN } from '../e2e-env.ts';
import {
  expect,
  expectNoAccessibilityViolations,
  loginAdminThroughForm,
  loginThroughForm,
  registerRunnerViaApi,
  test,
} from './fixtures.ts';

test('a runner registered through the API logs in, lands on the profile and logs out', async ({ page, request }) => {
  const runner = await registerRunnerViaApi(request);
  await loginThroughForm(page, 'Corredor', runner.dni, runner.password);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText(`${runner.nombre} ${runner.apellido}`).first()).toBeVisible();
  expect(
    await page.evaluate(() => [localStorage.getItem('auth_token') !== null, localStorage.getItem('user_type')]),
  ).toEqual([true, 'runner']);

  await expect(page.getByRole('link', { name: 'Inscripción Carrera' }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Cerrar Sesión' }).first().click();
  await expect(page.getByRole('link', { name: 'Iniciar Sesión' }).first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();

  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
});

test('a wrong password shows the server message in Spanish and stores nothing', async ({ page, request }) => {
  const runner = await registerRunnerViaApi(request);
  await loginThroughForm(page, 'Corredor', runner.dni, 'otra-clave');
  await expect(page.getByText('DNI o contraseña incorrectos')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
});

test('the login form validates with the spec messages before calling the server', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('DNI').fill('123');
  await page.getByLabel('Contraseña').fill('123');
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(page.getByText('El DNI debe tener entre 7 y 8 dígitos')).toBeVisible();
  await expect(page.getByText('La contraseña debe tener al menos 6 caracteres')).toBeVisible();
  await expectNoAccessibilityViolations(page);
});

test('the first admin, created from ADMIN_DNI and ADMIN_PASSWORD, reaches the dashboard and logs out', async ({
  page,
}) => {
  await loginAdminThroughForm(page);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByText(E2E_ADMIN.nombre).first()).toBeVisible();
  await expect(page.getByText('Super Admin').first()).toBeVisible();
  for (const item of ['Panel', 'Corredores', 'Categorías', 'Eventos']) {
    await expect(page.getByRole('link', { name: item }).first()).toBeVisible();
  }
  await page.getByRole('button', { name: 'Cerrar Sesión' }).first().click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByText('Sesión cerrada correctamente')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('admin_token'))).toBeNull();
});

test('an admin can also log in from /login choosing Administrador', async ({ page }) => {
  await loginThroughForm(page, 'Administrador', E2E_ADMIN.dni, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test('guards send visitors to the right login page', async ({ page, request }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/login$/);

  // A runner session does not open the admin area.
  const runner = await registerRunnerViaApi(request);
  await loginThroughForm(page, 'Corredor', runner.dni, runner.password);
  await expect(page).toHaveURL(/\/profile$/);
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('an unknown path shows the 404 page with a link home', async ({ page }) => {
  await page.goto('/esta/ruta/no/existe');
  await expect(page.getByRole('heading', { name: 'Página No Encontrada' })).toBeVisible();
  await page
    .getByRole('link', { name: /inicio/i })
    .last()
    .click();
  await expect(page).toHaveURL(/\/$/);
});

test('public pages never download the admin area', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(req.url());
  });
  await page.goto('/');
  await page.goto('/login');
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((url) => /admin/i.test(url))).toEqual([]);
});

test('the landing page has no accessibility violations', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Registro Corredor' }).first()).toBeVisible();
  await expectNoAccessibilityViolations(page);
});
