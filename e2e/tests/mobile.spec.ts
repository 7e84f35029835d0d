import { expect, loginThroughForm, registerRunnerViaApi, test } from './fixtures.ts';

test('on a phone the menu toggle opens the runner links', async ({ page, request }) => {
  const runner = await registerRunnerViaApi(request);
  await loginThroughForm(page, 'Corredor', runner.dni, runner.password);
  await expect(page).toHaveURL(/\/profile$/);
  await page.getByRole('button', { name: /men[uú]/i }).click();
  await expect(page.getByRole('link', { name: 'Mi Perfil' }).last()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Inscripción Carrera' }).last()).toBeVisible();
});
