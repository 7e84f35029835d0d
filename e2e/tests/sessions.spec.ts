import {
  adminTokenViaApi,
  expect,
  expectNoAccessibilityViolations,
  loginThroughForm,
  registerRunnerViaApi,
  test,
} from './fixtures.ts';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

test('signing out ends the token on the server; Cerrar todas las sesiones ends the others too', async ({
  page,
  request,
}) => {
  const runner = await registerRunnerViaApi(request);
  await loginThroughForm(page, 'Corredor', runner.dni, runner.password);
  await expect(page).toHaveURL(/\/profile$/);
  const first = (await page.evaluate(() => localStorage.getItem('auth_token'))) as string;
  await page.getByRole('button', { name: 'Cerrar Sesión' }).first().click();
  await expect(page.getByRole('link', { name: 'Iniciar Sesión' }).first()).toBeVisible();
  expect((await request.get('/api/auth/profile', { headers: bearer(first) })).status()).toBe(401);

  // runner.token (from the registration) is another device's session.
  await loginThroughForm(page, 'Corredor', runner.dni, runner.password);
  const sessions = page.getByRole('button', { name: 'Cerrar todas las sesiones' });
  await expect(sessions).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await sessions.click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Se cerraron todas las sesiones')).toBeVisible();
  expect((await request.get('/api/auth/profile', { headers: bearer(runner.token) })).status()).toBe(401);
});

test('a runner with a temporary password is kept on the change form until it is replaced', async ({
  page,
  request,
}) => {
  const runner = await registerRunnerViaApi(request);
  const admin = await adminTokenViaApi(request);
  const reset = await request.post(`/api/admin/runners/${runner.id}/reset-password`, {
    headers: bearer(admin),
    data: { password: 'temporal-77' },
  });
  expect(reset.status()).toBe(200);

  await loginThroughForm(page, 'Corredor', runner.dni, 'temporal-77');
  await expect(page.getByText('Tu contraseña es temporal. Cambiala para seguir usando tu cuenta.')).toBeVisible();
  await page.getByRole('link', { name: 'Inscripción Carrera' }).first().click();
  await expect(page).toHaveURL(/\/profile$/);

  await page.getByLabel('Contraseña actual').fill('temporal-77');
  await page.getByLabel('Nueva contraseña', { exact: true }).fill('definitiva-77');
  await page.getByLabel('Confirmar nueva contraseña').fill('definitiva-77');
  await page.getByRole('button', { name: 'Guardar Contraseña' }).click();
  await expect(page.getByRole('button', { name: 'Editar Perfil' })).toBeVisible();
  await page.getByRole('link', { name: 'Inscripción Carrera' }).first().click();
  await expect(page).not.toHaveURL(/\/profile$/);
});
