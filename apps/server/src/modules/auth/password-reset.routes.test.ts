import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, nextAddress, registerRunner, type TestApp, uniqueDni } from '../../../test/test-app.ts';
import { mailEnv, startTestSmtp, type TestSmtp } from '../mail/mail-test-helpers.ts';
import { readOutbox } from '../mail/outbox.service.ts';

const ask = (t: TestApp, dni: string, remoteAddress = nextAddress()) =>
  t.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { dni }, remoteAddress });
const confirm = (t: TestApp, token: string, newPassword: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/password-reset/confirm',
    payload: { token, newPassword },
    remoteAddress: nextAddress(),
  });
const login = (t: TestApp, dni: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { dni, password, type: 'runner' },
    remoteAddress: nextAddress(),
  });

/** The token of the link in a reset email. */
function tokenOf(text: string | undefined): string {
  const match = /https:\/\/inscripciones\.example\.com\/restablecer-contrasena\?token=([\w-]+)/.exec(text ?? '');
  if (!match?.[1]) throw new Error(`no reset link in: ${text}`);
  return match[1];
}

describe('password reset by email, against a real SMTP server', () => {
  let smtp: TestSmtp;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp({ env: mailEnv(smtp) });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('says email is on', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/auth/password-reset' });
    expect(answer.json()).toEqual({ email: true });
  });

  it('mails a single-use link that sets a new password and signs out every session', async () => {
    const runner = await registerRunner(t.app, { email: 'maria.nunez@gmail.com', password: 'vieja-clave' });
    const before = smtp.received.length;
    const answer = await ask(t, runner.user.dni);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      maskedEmail: 'm•••@gmail.com',
      message:
        'Si hay una cuenta con ese DNI, le mandamos un enlace a su correo (m•••@gmail.com). Vale 30 minutos y sirve una sola vez.',
    });

    const [mail] = (await smtp.waitForMessages(before + 1)).slice(before);
    expect(mail?.to).toMatchObject({ text: 'maria.nunez@gmail.com' });
    expect(mail?.from?.value).toEqual([{ name: 'Carreras', address: 'no-responder@example.com' }]);
    expect(mail?.subject).toBe('Restablecé tu contraseña');
    expect(mail?.text).toContain('Hola María José:');
    const token = tokenOf(mail?.text);

    const done = await confirm(t, token, 'nueva-clave');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({
      message: 'Listo: tu contraseña nueva ya funciona. Cerramos todas tus sesiones abiertas.',
    });
    expect((await login(t, runner.user.dni, 'vieja-clave')).statusCode).toBe(401);
    expect((await login(t, runner.user.dni, 'nueva-clave')).statusCode).toBe(200);
    // The session opened at registration ended.
    const profile = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(runner.token) });
    expect(profile.statusCode).toBe(401);

    const again = await confirm(t, token, 'otra-clave-1');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      error: 'VALIDATION_ERROR',
      message: 'El enlace no es válido o ya venció. Pedí uno nuevo desde "¿Olvidaste tu contraseña?".',
    });
    expect((await login(t, runner.user.dni, 'nueva-clave')).statusCode).toBe(200);
  });

  it('kills every earlier link when a newer one is sent', async () => {
    const runner = await registerRunner(t.app, { email: `dos.${uniqueDni()}@example.com` });
    const before = smtp.received.length;
    await ask(t, runner.user.dni);
    await ask(t, runner.user.dni);
    const mails = (await smtp.waitForMessages(before + 2)).slice(before);
    const tokens = mails.map((mail) => tokenOf(mail.text));
    // The outbox sends in order of writing: the second message holds the newer link.
    expect((await confirm(t, tokens[0]!, 'primera-1')).statusCode).toBe(400);
    expect((await confirm(t, tokens[1]!, 'segunda-2')).statusCode).toBe(200);
    expect((await login(t, runner.user.dni, 'segunda-2')).statusCode).toBe(200);
  });

  it('kills a link once the password changes another way', async () => {
    const runner = await registerRunner(t.app, { email: `cambio.${uniqueDni()}@example.com`, password: 'clave-uno' });
    const before = smtp.received.length;
    await ask(t, runner.user.dni);
    const [mail] = (await smtp.waitForMessages(before + 1)).slice(before);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: bearer(runner.token),
      payload: { currentPassword: 'clave-uno', newPassword: 'clave-dos' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await confirm(t, tokenOf(mail?.text), 'clave-tres')).statusCode).toBe(400);
    expect((await login(t, runner.user.dni, 'clave-dos')).statusCode).toBe(200);
  });

  it('refuses a link past its 30 minutes', async () => {
    const runner = await registerRunner(t.app, { email: `vence.${uniqueDni()}@example.com` });
    const before = smtp.received.length;
    await ask(t, runner.user.dni);
    const [mail] = (await smtp.waitForMessages(before + 1)).slice(before);
    await t.db.db
      .updateTable('password_reset_tokens')
      .set({ expires_at: Date.now() - 1 })
      .where('runner_id', '=', runner.user.id)
      .execute();
    expect((await confirm(t, tokenOf(mail?.text), 'tarde-123')).statusCode).toBe(400);
  });

  it('answers an unknown DNI the same way and writes nothing to send', async () => {
    const outboxBefore = (await readOutbox(t.db.db)).length;
    const unknown = '41999888';
    const first = await ask(t, unknown);
    expect(first.statusCode).toBe(200);
    const body = first.json() as { message: string; maskedEmail: string };
    expect(body.maskedEmail).toMatch(/^[a-z]•••@[a-z.]+$/);
    expect(body.message).toBe(
      `Si hay una cuenta con ese DNI, le mandamos un enlace a su correo (${body.maskedEmail}). Vale 30 minutos y sirve una sola vez.`,
    );
    // The same made-up address every time, like a real account's.
    expect((await ask(t, unknown)).json()).toEqual(body);
    expect((await readOutbox(t.db.db)).length).toBe(outboxBefore);

    // A known DNI asked next is the only message that arrives.
    const runner = await registerRunner(t.app, { email: `unico.${uniqueDni()}@example.com` });
    const before = smtp.received.length;
    await ask(t, runner.user.dni);
    const [mail] = (await smtp.waitForMessages(before + 1)).slice(before);
    expect(mail?.to).toMatchObject({ text: runner.payload.email });
    expect((await readOutbox(t.db.db)).length).toBe(outboxBefore + 1);
  });

  it('limits requests per DNI whatever the address, and per address', async () => {
    const dni = uniqueDni();
    for (let i = 0; i < 3; i += 1) expect((await ask(t, dni)).statusCode).toBe(200);
    const fourth = await ask(t, dni);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({ error: 'TOO_MANY_REQUESTS' });
    expect((await ask(t, uniqueDni())).statusCode).toBe(200);

    const address = nextAddress();
    for (let i = 0; i < 20; i += 1) expect((await ask(t, uniqueDni(), address)).statusCode).toBe(200);
    expect((await ask(t, uniqueDni(), address)).statusCode).toBe(429);
  });

  it('answers bad input with 400, never 5xx', async () => {
    expect((await ask(t, '12')).statusCode).toBe(400);
    expect((await confirm(t, '', 'clave-123')).statusCode).toBe(400);
    expect((await confirm(t, 'x'.repeat(43), 'corta')).statusCode).toBe(400);
    expect((await confirm(t, 'x'.repeat(43), 'clave-larga')).statusCode).toBe(400);
  });
});

describe('password reset without SMTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('says email is off, refuses to claim a send, and writes nothing', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/password-reset' })).json()).toEqual({ email: false });
    const runner = await registerRunner(t.app);
    const answer = await ask(t, runner.user.dni);
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toEqual({
      error: 'CONFLICT',
      message:
        'El envío de correos no está activado en este sitio: pedile a la organización que te restablezca la contraseña.',
    });
    expect(await readOutbox(t.db.db)).toEqual([]);
    expect(await t.db.db.selectFrom('password_reset_tokens').selectAll().execute()).toEqual([]);
  });
});
