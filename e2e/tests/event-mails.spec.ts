import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { request as playwrightRequest } from '@playwright/test';
import type { ParsedMail } from 'mailparser';
import {
  adminTokenViaApi,
  createOpenEventViaApi,
  expect,
  expectNoAccessibilityViolations,
  registerRunnerViaApi,
  test,
} from './fixtures.ts';
import { useMailServer } from './mail-server.ts';
import { expectNoSidewaysScroll } from './page-helpers.ts';
import { enrolEligibleViaApi } from './seed-race.ts';

/**
 * An event's 'Correos' in the back-office (docs/decisions/017-mail-outbox.md, 'Per event'): a switch saved, and a
 * message to all inscribed runners previewed, counted, confirmed and received by a real SMTP server, at 1024 and
 * 390 px. With MAIL_SHOTS_DIR set it also saves the screens and a received message as a mail client shows it.
 */
const SHOTS = process.env.MAIL_SHOTS_DIR ?? '';
if (SHOTS) mkdirSync(SHOTS, { recursive: true });

const mail = useMailServer('event-mails');
const BASE = mail.base;

const shot = async (page: import('@playwright/test').Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, name), fullPage: true });
};

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A received message the way a phone's mail app lays it out: sender, subject, recipient, then its HTML. */
function asMailClient(message: ParsedMail): string {
  const to = Array.isArray(message.to) ? message.to[0]?.text : message.to?.text;
  const body = String(message.html || '').replace(/^[\s\S]*<body[^>]*>|<\/body>[\s\S]*$/g, '');
  return `<!doctype html><html lang="es"><head><meta name="viewport" content="width=device-width"></head>
<body style="margin:0;font-family:Arial,sans-serif;color:#1a1a1a">
<header style="padding:12px 16px;border-bottom:1px solid #ddd;background:#f6f6f6">
<div style="font-size:18px;font-weight:700">${escapeHtml(message.subject ?? '')}</div>
<div style="font-size:13px;margin-top:6px">${escapeHtml(message.from?.text ?? '')}</div>
<div style="font-size:13px;color:#555">para ${escapeHtml(to ?? '')}</div>
${message.attachments.map((a) => `<div style="font-size:13px;margin-top:6px">Adjunto: <u>${escapeHtml(a.filename ?? '')}</u></div>`).join('')}
</header><main style="padding:4px 16px">${body}</main></body></html>`;
}

test('the organiser switches a kind off and writes to every inscribed runner, on a laptop and on a phone', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const api = await playwrightRequest.newContext({ baseURL: BASE });
  const event = await createOpenEventViaApi(api, { nombre: 'Rally de los Correos' });
  const adminToken = await adminTokenViaApi(api);
  const priced = await api.put(`/api/admin/events/${event.id}/registration`, {
    headers: { authorization: `Bearer ${adminToken}` },
    data: {
      cupoTotal: null,
      promocionAutomatica: true,
      listaPublica: false,
      pagoAlias: 'rally.correos',
      pagoEfectivo: true,
      retiroKit: 'Sábado de 10 a 18 en la plaza',
      distancias: [
        { distancia: 33, cupo: null, precio: 25_000, precioAnticipado: null },
        { distancia: 66, cupo: null, precio: 32_000, precioAnticipado: null },
      ],
    },
  });
  expect(priced.status(), await priced.text()).toBe(200);
  const people = [
    ['Lucía', 'lucia.rally@gmail.com'],
    ['Mateo', 'mateo.rally@gmail.com'],
    ['Sofía', 'sofia.rally@gmail.com'],
  ] as const;
  for (const [nombre, email] of people) {
    const runner = await registerRunnerViaApi(api, { nombre, email });
    await enrolEligibleViaApi(api, event.id, runner.id);
  }
  await mail.smtp.waitForMessages(3);
  const token = adminToken;
  await api.dispose();
  await page.addInitScript((value) => {
    localStorage.setItem('admin_token', value);
    localStorage.setItem('user_type', 'admin');
  }, token);

  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto(`${BASE}/admin/events/${event.id}`);
  const mails = page.getByRole('region', { name: 'Correos' });
  const results = mails.getByRole('checkbox', { name: /Resultados publicados/ });
  await expect(results).toBeChecked();
  await results.uncheck();
  await mails.getByRole('button', { name: 'Guardar correos' }).click();
  await expect(page.getByText('Correos del evento guardados.')).toBeVisible();
  await page.reload();
  await expect(mails.getByRole('checkbox', { name: /Resultados publicados/ })).not.toBeChecked();
  await expect(mails.getByRole('checkbox', { name: /Inscripción recibida/ })).toBeChecked();

  await expect(mails.getByText('Se enviará a 3 corredores')).toBeVisible();
  await mails.getByRole('textbox', { name: 'Asunto' }).fill('Cambio de horario de largada');
  await mails
    .getByRole('textbox', { name: 'Mensaje', exact: true })
    .fill('La largada se adelanta a las 8:30.\n\nRetirá tu kit el sábado de 10 a 18 en la plaza.');
  await mails.getByRole('button', { name: 'Vista previa' }).click();
  const preview = mails.getByLabel('Vista previa del mensaje');
  await expect(preview).toContainText('Hola (nombre del corredor):');
  await expect(preview).toContainText('La largada se adelanta a las 8:30.');
  await expectNoAccessibilityViolations(page);
  if (SHOTS) await mails.screenshot({ path: path.join(SHOTS, 'event-mails-1024.png') });

  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page);
  await expectNoAccessibilityViolations(page);
  if (SHOTS) await mails.screenshot({ path: path.join(SHOTS, 'event-mails-390.png') });

  await mails.getByRole('button', { name: 'Enviar a los inscriptos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enviar mensaje a los inscriptos' });
  await expect(dialog).toContainText('Se enviará a 3 corredores con el asunto "Cambio de horario de largada"');
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Mensaje en cola para 3 corredores.')).toBeVisible();

  const received = await mail.smtp.waitForMessages(6);
  const broadcast = received.filter((m) => m.subject === 'Cambio de horario de largada');
  expect(broadcast.map((m) => (Array.isArray(m.to) ? m.to[0]?.text : m.to?.text)).sort()).toEqual(
    people.map(([, email]) => email).sort(),
  );
  const toLucia = broadcast.find((m) => m.text?.includes('Hola Lucía:'));
  expect(toLucia?.text).toContain('Retirá tu kit el sábado de 10 a 18 en la plaza.');

  // A received message as a mail client shows it, on a phone.
  const inscription = received.find((m) => m.subject?.startsWith('Recibimos tu inscripción'));
  expect(inscription?.html).toBeTruthy();
  const client = await page.context().newPage();
  await client.setViewportSize({ width: 390, height: 844 });
  await client.setContent(asMailClient(inscription!));
  await expect(client.getByText('Mirá tu inscripción')).toBeVisible();
  await expectNoSidewaysScroll(client);
  await shot(client, 'mail-inscription-received-390.png');
  await client.close();
});

test("with email off (the suite's own server) the section says so and the message cannot be written", async ({
  page,
  request,
}) => {
  const event = await createOpenEventViaApi(request, { nombre: 'Rally sin Correo' });
  const token = await adminTokenViaApi(request);
  await page.addInitScript((value) => {
    localStorage.setItem('admin_token', value);
    localStorage.setItem('user_type', 'admin');
  }, token);
  for (const [width, height] of [
    [1024, 768],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto(`/admin/events/${event.id}`);
    const mails = page.getByRole('region', { name: 'Correos' });
    await expect(mails.getByText('Correos desactivados')).toBeVisible();
    await expect(mails.getByText(/El envío de correos no está activado en este sitio/)).toBeVisible();
    await expect(mails.getByRole('textbox', { name: 'Asunto' })).toBeDisabled();
    await expect(mails.getByRole('button', { name: 'Enviar a los inscriptos' })).toBeDisabled();
    await expectNoSidewaysScroll(page);
    await expectNoAccessibilityViolations(page);
    if (SHOTS) await mails.screenshot({ path: path.join(SHOTS, `event-mails-off-${width}.png`) });
  }
});
