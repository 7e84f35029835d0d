import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

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
