import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { request as playwrightRequest } from '@playwright/test';
import { expect, expectNoAccessibilityViolations, registerRunnerViaApi, test } from './fixtures.ts';
import { useMailServer } from './mail-server.ts';

/**
 * '¿Olvidaste tu contraseña?' by email on a phone (390 px), against a server of its own that sends through an
 * SMTP server this spec starts (the suite's server has no SMTP: email is off there).
 */
const SHOTS = process.env.MAIL_SHOTS_DIR ?? '';
if (SHOTS) mkdirSync(SHOTS, { recursive: true });

test.use({ viewport: { width: 390, height: 844 } });

const mailServer = useMailServer('mail');
const BASE = mailServer.base;

const shot = async (page: import('@playwright/test').Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, name), fullPage: true });
};

test('on a phone a runner gets a reset link by email, sets a new password and signs in with it', async ({ page }) => {
  test.setTimeout(120_000);
  const api = await playwrightRequest.newContext({ baseURL: BASE });
  const runner = await registerRunnerViaApi(api, { email: 'lucia.reset@gmail.com', password: 'clave-vieja' });
  await api.dispose();

  await page.goto(`${BASE}/login`);
  await page.getByText('Corredor', { exact: true }).click();
  await page.getByLabel('DNI').fill(runner.dni);
  await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '¿Olvidaste tu contraseña?' })).toBeVisible();
  await expect(page.getByLabel('Tu DNI').first()).toHaveValue(runner.dni);
  await page.getByRole('button', { name: 'Enviarme el enlace' }).click();
  await expect(page.getByText(/le mandamos un enlace a su correo \(l•••@gmail\.com\)/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '¿No te llega el correo?' })).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await shot(page, 'olvide-390.png');

  const [mail] = await mailServer.smtp.waitForMessages(1);
  const link = /https?:\/\/\S+\/restablecer-contrasena\?token=[\w-]+/.exec(mail?.text ?? '')?.[0];
  expect(link, mail?.text).toBeTruthy();
  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Elegí tu contraseña nueva' })).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await shot(page, 'restablecer-390.png');
  await page.setViewportSize({ width: 1024, height: 768 });
  await shot(page, 'restablecer-1024.png');
  await page.setViewportSize({ width: 390, height: 844 });

  await page.getByLabel('Contraseña nueva', { exact: true }).fill('clave-nueva');
  await page.getByLabel('Repetí la contraseña nueva').fill('clave-nueva');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByText('Listo: tu contraseña nueva ya funciona.', { exact: false })).toBeVisible();
  await shot(page, 'restablecida-390.png');
  await page.getByRole('link', { name: 'Ingresar' }).click();

  await page.getByText('Corredor', { exact: true }).click();
  await page.getByLabel('DNI').fill(runner.dni);
  await page.getByLabel('Contraseña', { exact: true }).fill('clave-nueva');
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(page).toHaveURL(/\/profile$/);

  // The link was used: opening it again says so when saving.
  await page.goto(link!);
  await page.getByLabel('Contraseña nueva', { exact: true }).fill('otra-clave');
  await page.getByLabel('Repetí la contraseña nueva').fill('otra-clave');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByRole('alert')).toContainText('El enlace no es válido o ya venció');
  await expect(page.getByRole('link', { name: 'Pedir un enlace nuevo' })).toBeVisible();
});
