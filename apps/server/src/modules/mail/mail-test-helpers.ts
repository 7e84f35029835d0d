import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';
import {
  type AdminSuite,
  apiCaller,
  createTestApp,
  loginAdmin,
  registerRunner,
  type TestApp,
} from '../../../test/test-app.ts';
import { readOutbox } from './outbox.service.ts';

/** A real SMTP server on a free local port, started by a test: what it accepted, and a switch to refuse. */
export interface TestSmtp {
  url: string;
  received: ParsedMail[];
  /** Connections answered 421 (service not available, try later) while on. */
  refuse(on: boolean): void;
  /** Connections refused so far. */
  refusals(): number;
  /** Resolves once `count` messages have arrived in all. */
  waitForMessages(count: number): Promise<ParsedMail[]>;
  /** Resolves once `count` connections have been refused in all. */
  waitForRefusals(count: number): Promise<void>;
  close(): Promise<void>;
}

export async function startTestSmtp(): Promise<TestSmtp> {
  const received: ParsedMail[] = [];
  let refusing = false;
  let refused = 0;
  const waiters: (() => void)[] = [];
  const notify = () => {
    for (const waiter of waiters.splice(0)) waiter();
  };
  const until = async (done: () => boolean) => {
    while (!done()) await new Promise<void>((resolve) => waiters.push(resolve));
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      if (!refusing) return callback();
      refused += 1;
      notify();
      return callback(Object.assign(new Error('Servicio no disponible, probá más tarde'), { responseCode: 421 }));
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          callback();
          notify();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuse: (on) => {
      refusing = on;
    },
    refusals: () => refused,
    async waitForMessages(count) {
      await until(() => received.length >= count);
      return received.slice(0, count);
    },
    waitForRefusals: (count) => until(() => refused >= count),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The environment of a test app that sends through `smtp`, retrying after 50 ms, 100 ms… */
export function mailEnv(smtp: TestSmtp): Record<string, string> {
  return {
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Carreras <no-responder@example.com>',
    PUBLIC_URL: 'https://inscripciones.example.com',
    MAIL_RETRY_BASE_MS: '50',
  };
}

/** The address a received message was sent to. */
export const addressOf = (mail: ParsedMail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value[0]?.address;

export interface MailSuite extends AdminSuite {
  smtp: TestSmtp;
  /** ELITE MASC on 66 km (27 in this year's events), with an address of their own. */
  eliteMan(email: string, nombre?: string): ReturnType<typeof registerRunner>;
  /** The messages the SMTP server received for `address`, once the outbox has settled every row as sent. */
  mailsTo(address: string, count: number): Promise<ParsedMail[]>;
}

/**
 * The opening of a mail test file: a real SMTP server and an app that sends through it, with the administrator
 * signed in, before the tests of the enclosing `describe`; both closed after them. Read the fields inside tests.
 */
export function mailSuite(): MailSuite {
  const suite: MailSuite = {
    smtp: undefined as unknown as TestSmtp,
    t: undefined as unknown as TestApp,
    adminToken: '',
    call: apiCaller(() => suite.t.app),
    eliteMan: (email, nombre = 'Juan Pablo') =>
      registerRunner(suite.t.app, {
        sexo: 'M',
        fechaNacimiento: `${new Date().getFullYear() - 27}-06-15`,
        email,
        nombre,
        apellido: 'Pérez',
      }),
    async mailsTo(address, count) {
      for (;;) {
        const rows = await readOutbox(suite.t.db.db);
        const mine = rows.filter((row) => row.recipient === address);
        if (mine.length >= count && rows.every((row) => row.status === 'sent')) {
          await suite.smtp.waitForMessages(rows.length);
          return suite.smtp.received.filter((mail) => addressOf(mail) === address);
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  };
  beforeAll(async () => {
    suite.smtp = await startTestSmtp();
    suite.t = await createTestApp({ env: mailEnv(suite.smtp) });
    suite.adminToken = await loginAdmin(suite.t.app);
  });
  afterAll(async () => {
    await suite.t?.close();
    await suite.smtp?.close();
  });
  return suite;
}
