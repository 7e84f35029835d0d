import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { request as playwrightRequest } from '@playwright/test';
import { startTestSmtp, type TestSmtp } from '../../apps/server/src/modules/mail/mail-test-helpers.ts';
import { E2E_ADMIN, E2E_PORT, E2E_WEB_DIST } from '../e2e-env.ts';
import { adminTokenViaApi, expect, expectNoAccessibilityViolations, registerRunnerViaApi, test } from './fixtures.ts';
import { expectNoSidewaysScroll } from './page-helpers.ts';

/**
 * A runner's emails on the back-office's runner page, at 1024 and 390 px, against a server of its own that sends
 * through an SMTP server this spec starts (the suite's server has no SMTP: email is off there).
 */
const PORT = E2E_PORT + 1;
const BASE = `http://127.0.0.1:${PORT}`;
const ROOT = path.resolve(import.meta.dirname, '../..');
const SHOTS = process.env.MAIL_SHOTS_DIR ?? '';

let smtp: TestSmtp;
let server: ChildProcess;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  smtp = await startTestSmtp();
  const dataDir = path.join(ROOT, `e2e/.tmp/data-runner-mails-${PORT}`);
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

test("the admin sees a runner's emails and resends one, on a laptop and on a phone", async ({ page }) => {
  test.setTimeout(120_000);
  const api = await playwrightRequest.newContext({ baseURL: BASE });
  const runner = await registerRunnerViaApi(api, { email: 'lucia.correos@gmail.com' });
  const asked = await api.post('/api/auth/password-reset', { data: { dni: runner.dni } });
  expect(asked.status()).toBe(200);
  await smtp.waitForMessages(1);
  const token = await adminTokenViaApi(api);
  await api.dispose();
  await page.addInitScript((value) => {
    localStorage.setItem('admin_token', value);
    localStorage.setItem('user_type', 'admin');
  }, token);

  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto(`${BASE}/admin/runners/${runner.id}`);
  const mails = page.getByRole('region', { name: 'Correos' });
  const first = mails.getByRole('article', { name: 'Restablecé tu contraseña' });
  await expect(first).toContainText('Enviado');
  await expect(first).toContainText('Respuesta del servidor: 250');
  await first.getByRole('button', { name: 'Reenviar: Restablecé tu contraseña' }).click();
  await expect(page.getByText('Mensaje reenviado: se envía en unos segundos.')).toBeVisible();
  await smtp.waitForMessages(2);
  await page.reload();
  await expect(mails.getByRole('article')).toHaveCount(2);
  await expect(mails.getByText('Enviado')).toHaveCount(2);
  await expect(mails.getByText('Reenvío')).toHaveCount(1);
  await expectNoAccessibilityViolations(page);
  await shot(page, 'runner-mails-1024.png');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(mails.getByRole('article')).toHaveCount(2);
  await expectNoSidewaysScroll(page);
  await expectNoAccessibilityViolations(page);
  await shot(page, 'runner-mails-390.png');
});
