import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { request as playwrightRequest } from '@playwright/test';
import { adminTokenViaApi, expect, expectNoAccessibilityViolations, registerRunnerViaApi, test } from './fixtures.ts';
import { useMailServer } from './mail-server.ts';
import { expectNoSidewaysScroll } from './page-helpers.ts';

/**
 * A runner's emails on the back-office's runner page, at 1024 and 390 px, against a server of its own that sends
 * through an SMTP server this spec starts (the suite's server has no SMTP: email is off there).
 */
const SHOTS = process.env.MAIL_SHOTS_DIR ?? '';
if (SHOTS) mkdirSync(SHOTS, { recursive: true });

const mail = useMailServer('runner-mails');
const BASE = mail.base;

const shot = async (page: import('@playwright/test').Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, name), fullPage: true });
};

test("the admin sees a runner's emails and resends one, on a laptop and on a phone", async ({ page }) => {
  test.setTimeout(120_000);
  const api = await playwrightRequest.newContext({ baseURL: BASE });
  const runner = await registerRunnerViaApi(api, { email: 'lucia.correos@gmail.com' });
  const asked = await api.post('/api/auth/password-reset', { data: { dni: runner.dni } });
  expect(asked.status()).toBe(200);
  await mail.smtp.waitForMessages(1);
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
  await mail.smtp.waitForMessages(2);
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
