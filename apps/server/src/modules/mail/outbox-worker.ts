import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { MailConfig } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import type { MailTransport } from './mail-transport.ts';
import {
  attachmentsOf,
  claimRow,
  findClaimable,
  nextClaimableAt,
  type OutboxRow,
  settleRow,
} from './outbox.repository.ts';
import type { OutboxWaker } from './outbox.service.ts';

/** Longer than any send can take (mail-transport.ts's timeouts add up to at most a minute). */
export const LEASE_MS = 5 * 60_000;
/** Even with nothing due, the worker looks again this often: another process may have written rows. */
export const IDLE_POLL_MS = 30_000;
const BATCH = 20;

interface Logger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface OutboxWorker extends OutboxWaker {
  /** Finishes the send under way, if any, and stops: what is left stays in the outbox for the next start. */
  stop(): Promise<void>;
}

/** The wait before attempt n + 1 after n failed ones: base, 2 × base, 4 × base… capped at an hour. */
export function retryDelayMs(baseMs: number, failedAttempts: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, failedAttempts - 1), 3_600_000);
}

/** An SMTP reply in the 5xx range is the server's final no (unknown mailbox, refused sender): retrying won't help. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

function describe(error: unknown): string {
  const e = error as { response?: unknown; code?: unknown; message?: unknown };
  if (typeof e.response === 'string' && e.response) return e.response;
  return [e.code, e.message].filter((part) => typeof part === 'string' && part).join(': ') || String(error);
}

/**
 * Sends the outbox in this server process (docs/decisions/017-mail-outbox.md). Each row is claimed by a
 * conditional update with a lease before it is sent, so two processes never send the same row; a failure is
 * retried with exponential back-off until `maxAttempts`, then marked failed with the server's answer. Nothing
 * of this runs inside a request: a failing SMTP server only delays the messages.
 */
export function startOutboxWorker(deps: {
  db: Kysely<Database>;
  transport: MailTransport;
  mail: Pick<MailConfig, 'retryBaseMs' | 'maxAttempts'>;
  log: Logger;
}): OutboxWorker {
  const { db, transport, mail, log } = deps;
  let stopped = false;
  let draining: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | null = null;

  async function deliver(row: OutboxRow, owner: string): Promise<void> {
    try {
      const { response } = await transport.send({
        to: row.recipient,
        subject: row.subject,
        text: row.body,
        html: row.html ?? undefined,
        attachments: attachmentsOf(row),
        messageId: `<outbox-${row.id}-${Date.parse(row.created_at)}@carreras>`,
      });
      const kept = await settleRow(db, row.id, owner, { status: 'sent', response, sentAt: new Date().toISOString() });
      if (!kept) log.warn({ outboxId: row.id }, 'outbox: sent after the lease had ended');
    } catch (error) {
      const response = describe(error);
      const last = row.attempts >= mail.maxAttempts || isPermanent(error);
      await settleRow(
        db,
        row.id,
        owner,
        last
          ? { status: 'failed', response }
          : { status: 'pending', response, nextAttemptAt: Date.now() + retryDelayMs(mail.retryBaseMs, row.attempts) },
      );
      if (last) log.error({ outboxId: row.id, response }, 'outbox: message failed for good');
      else log.warn({ outboxId: row.id, attempt: row.attempts, response }, 'outbox: send failed, will retry');
    }
  }

  async function drainOnce(): Promise<void> {
    for (;;) {
      const ids = await findClaimable(db, Date.now(), BATCH);
      if (ids.length === 0) return;
      for (const id of ids) {
        if (stopped) return;
        const owner = randomUUID();
        const now = Date.now();
        const row = await claimRow(db, id, { owner, now, leaseUntil: now + LEASE_MS });
        if (row) await deliver(row, owner);
      }
    }
  }

  async function schedule(): Promise<void> {
    if (stopped) return;
    const next = await nextClaimableAt(db);
    const wait = next === undefined ? IDLE_POLL_MS : Math.min(IDLE_POLL_MS, Math.max(0, next - Date.now()) + 5);
    if (timer) clearTimeout(timer);
    timer = setTimeout(wake, wait);
    timer.unref();
  }

  function wake(): void {
    if (stopped) return;
    if (draining) {
      again = true;
      return;
    }
    draining = (async () => {
      do {
        again = false;
        try {
          await drainOnce();
          await schedule();
        } catch (error) {
          // A database fault waits for the next poll; the rows stay where they were.
          log.warn({ err: error }, 'outbox: could not read the outbox');
          if (timer) clearTimeout(timer);
          timer = setTimeout(wake, Math.min(IDLE_POLL_MS, mail.retryBaseMs));
          timer.unref();
        }
      } while (again && !stopped);
    })().finally(() => {
      draining = null;
    });
  }

  wake();
  return {
    wake,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await draining;
      transport.close();
    },
  };
}
