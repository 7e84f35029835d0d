import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, nextAddress, registerRunner, type TestApp } from '../../../test/test-app.ts';
import { mailEnv, startTestSmtp, type TestSmtp } from './mail-test-helpers.ts';
import { readOutbox } from './outbox.service.ts';
import { retryDelayMs } from './outbox-worker.ts';

const ask = (t: TestApp, dni: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { dni }, remoteAddress: nextAddress() });

/** Resolves once every row of the outbox is settled as `status` (the worker marks a row after the server's answer). */
async function outboxSettled(t: TestApp, count: number, status: 'sent' | 'failed') {
  for (;;) {
    const rows = await readOutbox(t.db.db);
    if (rows.length === count && rows.every((row) => row.status === status)) return rows;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The recipients the SMTP server received, sorted. */
const recipients = (smtp: TestSmtp) => smtp.received.map((mail) => JSON.stringify(mail.to)).sort();

describe('the outbox', () => {
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
  });
  afterAll(async () => {
    await smtp?.close();
  });

  it('backs off exponentially', () => {
    expect([1, 2, 3, 4, 5].map((n) => retryDelayMs(30_000, n))).toEqual([30_000, 60_000, 120_000, 240_000, 480_000]);
    expect(retryDelayMs(30_000, 20)).toBe(3_600_000);
  });

  it('answers at once while SMTP refuses, then delivers every message exactly once when it recovers', async () => {
    smtp.received.length = 0;
    const t = await createTestApp({ env: mailEnv(smtp) });
    try {
      smtp.refuse(true);
      const runners = [];
      for (let i = 0; i < 4; i += 1) runners.push(await registerRunner(t.app, { email: `r${i}@example.com` }));
      for (const runner of runners) expect((await ask(t, runner.user.dni)).statusCode).toBe(200);
      // Refused at least twice each, so back-off retries happened; the answers above came meanwhile.
      await smtp.waitForRefusals(8);
      expect(smtp.received).toHaveLength(0);
      const pending = await readOutbox(t.db.db);
      expect(pending.every((row) => row.status !== 'sent')).toBe(true);
      expect(pending.some((row) => row.last_response?.includes('421'))).toBe(true);

      smtp.refuse(false);
      const rows = await outboxSettled(t, 4, 'sent');
      expect(smtp.received).toHaveLength(4);
      expect(recipients(smtp)).toEqual([0, 1, 2, 3].map((i) => expect.stringContaining(`r${i}@example.com`)));
      expect(rows.every((row) => row.attempts >= 2 && /^250/.test(row.last_response ?? ''))).toBe(true);
    } finally {
      smtp.refuse(false);
      await t.close();
    }
  });

  it('loses nothing and sends nothing twice across a restart between enqueue and send', async () => {
    smtp.received.length = 0;
    const first = await createTestApp({ env: mailEnv(smtp) });
    let second: TestApp | undefined;
    try {
      smtp.refuse(true);
      const refusedBefore = smtp.refusals();
      const runner = await registerRunner(first.app, { email: 'reinicio@example.com' });
      expect((await ask(first, runner.user.dni)).statusCode).toBe(200);
      await smtp.waitForRefusals(refusedBefore + 1);
      await first.app.close(); // the process stops; its database stays
      smtp.refuse(false);
      second = await createTestApp({ env: mailEnv(smtp), shareDatabaseOf: first });
      const [row] = await outboxSettled(second, 1, 'sent');
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]?.to).toMatchObject({ text: 'reinicio@example.com' });
      expect(row?.attempts).toBeGreaterThanOrEqual(2);
    } finally {
      smtp.refuse(false);
      await second?.close();
      await first.close(); // its app already closed: this drops the database
    }
  });

  it('with two server processes on one database, sends each message once', async () => {
    smtp.received.length = 0;
    const a = await createTestApp({ env: mailEnv(smtp) });
    const b = await createTestApp({ env: mailEnv(smtp), shareDatabaseOf: a });
    try {
      const runners = [];
      for (let i = 0; i < 12; i += 1) runners.push(await registerRunner(a.app, { email: `p${i}@example.com` }));
      await Promise.all(runners.map((runner, i) => ask(i % 2 === 0 ? a : b, runner.user.dni)));
      await outboxSettled(a, 12, 'sent');
      expect(smtp.received).toHaveLength(12);
      expect(new Set(recipients(smtp)).size).toBe(12);
    } finally {
      await b.close();
      await a.close();
    }
  });

  it('marks a message failed with the server answer after its last attempt', async () => {
    smtp.received.length = 0;
    const t = await createTestApp({ env: { ...mailEnv(smtp), MAIL_MAX_ATTEMPTS: '2' } });
    try {
      smtp.refuse(true);
      const runner = await registerRunner(t.app, { email: 'nunca@example.com' });
      await ask(t, runner.user.dni);
      const [row] = await outboxSettled(t, 1, 'failed');
      expect(row?.attempts).toBe(2);
      expect(row?.last_response).toContain('421');
      expect(smtp.received).toHaveLength(0);
    } finally {
      smtp.refuse(false);
      await t.close();
    }
  });
});
