import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { startTestSmtp, type TestSmtp } from '../../apps/server/src/modules/mail/mail-test-helpers.ts';
import { E2E_ADMIN, E2E_PORT, E2E_WEB_DIST } from '../e2e-env.ts';
import { test } from './fixtures.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The server of a spec that sends email, and the SMTP server it sends through. */
export interface MailServer {
  readonly base: string;
  readonly smtp: TestSmtp;
}

/**
 * Starts, for the spec that calls it, a server of its own (one port above the suite's) that sends through an SMTP
 * server started here: the suite's server has no SMTP, so email is off there. Stopped after the spec.
 */
export function useMailServer(name: string): MailServer {
  const port = E2E_PORT + 1;
  const base = `http://127.0.0.1:${port}`;
  let smtp: TestSmtp | undefined;
  let server: ChildProcess | undefined;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    smtp = await startTestSmtp();
    const dataDir = path.join(ROOT, `e2e/.tmp/data-${name}-${port}`);
    rmSync(dataDir, { recursive: true, force: true });
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: ROOT,
      stdio: 'inherit',
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        ADMIN_DNI: E2E_ADMIN.dni,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        LOG_LEVEL: 'warn',
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Carreras MTB Tucumán <no-responder@example.com>',
        PUBLIC_URL: base,
        ...(E2E_WEB_DIST ? { WEB_DIST: E2E_WEB_DIST } : {}),
      },
    });
    server = child;
    // Ready when health answers (migrations and the seed ran).
    for (;;) {
      const ok = await fetch(`${base}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) break;
      if (child.exitCode !== null) throw new Error(`the mail server exited with ${child.exitCode}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  });

  test.afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server?.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    await smtp?.close();
  });

  return {
    base,
    get smtp() {
      if (!smtp) throw new Error('the SMTP server has not started');
      return smtp;
    },
  };
}
