import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { request as playwrightRequest } from '@playwright/test';
import { startTestSmtp, type TestSmtp } from '../../apps/server/src/modules/mail/mail-test-helpers.ts';
import { E2E_ADMIN, E2E_PORT, E2E_WEB_DIST } from '../e2e-env.ts';
import { expect, expectNoAccessibilityViolations, registerRunnerViaApi, test } from './fixtures.ts';

/**
 * '¿Olvidaste tu contraseña?' by email on a phone (390 px), against a server of its own that sends through an
 * SMTP server this spec starts (the suite's server has no SMTP: email is off there).
 */
const PORT = E2E_PORT + 1;
const BASE = `http://127.0.0.1:${PORT}`;
const ROOT = path.resolve(import.meta.dirname, '../..');
const SHOTS = process.env.MAIL_SHOTS_DIR ?? '';

let smtp: TestSmtp;
let server: ChildProcess;

test.use({ viewport: { width: 390, height: 844 } });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  smtp = await startTestSmtp();
  const dataDir = path.join(ROOT, `e2e/.tmp/data-mail-${PORT}`);
  rmSync(dataDir, { recursive: true, force: true });
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_DNI: E2E_ADMIN.dni,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'warn',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Carreras MTB Tucumán <no-responder@example.com>',
      PUBLIC_URL: BASE,
      ...(E2E_WEB_DIST ? { WEB_DIST: E2E_WEB_DIST } : {}),
    },
  });
  // Ready when health answers (migrations and the seed ran).
  for (;;) {
    const ok = await fetch(`${BASE}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    if (server.exitCode !== null) throw new Error(`the mail server exited with ${server.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await smtp?.close();
});

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

  const [mail] = await smtp.waitForMessages(1);
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
