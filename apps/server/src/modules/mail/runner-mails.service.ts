import { inscriptionMessages } from '@carreras/domain/inscriptions/inscription.messages';
import { MAIL_KINDS, type MailKind } from '@carreras/domain/mail/inscription-mails';
import {
  runnerMailMessages as m,
  RUNNER_MAILS_LIMIT,
  type RunnerMail,
  type RunnerMails,
} from '@carreras/domain/mail/runner-mails.schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { audit } from '../../lib/audit.ts';
import { findRunnerById } from '../runners/runners.service.ts';
import type { Mailer } from './mailer.service.ts';
import { findOutboxMessage, listOutboxOfRunner, type OutboxMessage } from './outbox.repository.ts';
import { enqueueMail } from './outbox.service.ts';

type Db = Kysely<Database>;

const isKind = (kind: string): kind is MailKind => (MAIL_KINDS as readonly string[]).includes(kind);

function toRunnerMail(message: OutboxMessage): RunnerMail {
  return {
    id: message.id,
    // Kinds written before this list existed are shown as the only one there was.
    kind: isKind(message.kind) ? message.kind : 'password-reset',
    recipient: message.recipient,
    subject: message.subject,
    createdAt: message.createdAt,
    status: message.status,
    attempts: message.attempts,
    lastResponse: message.lastResponse,
    sentAt: message.sentAt,
    resentFrom: message.resentFrom,
  };
}

/** The runner's messages, newest first, and whether this site sends email now. */
export async function getRunnerMails(db: Db, mailer: Mailer | null, runnerId: number): Promise<RunnerMails> {
  if (!(await findRunnerById(db, runnerId))) throw notFound(inscriptionMessages.runnerNotFound);
  const rows = await listOutboxOfRunner(db, runnerId, RUNNER_MAILS_LIMIT);
  return { email: mailer !== null, items: rows.map(toRunnerMail) };
}

/**
 * 'Reenviar': a copy of the message (same content and attachments; a new row with its own Message-ID, so a mail
 * system that dropped duplicates delivers it) written with its audit in one transaction. To the runner's address
 * as it is now: an address corrected since is what a resend is usually for.
 */
export async function resendMail(db: Db, mailer: Mailer | null, adminId: number, id: number): Promise<RunnerMail> {
  if (!mailer) throw conflict(m.mailOff);
  const row = await findOutboxMessage(db, id);
  if (!row || row.runnerId === null) throw notFound(m.mailNotFound);
  const runner = await findRunnerById(db, row.runnerId);
  if (!runner) throw notFound(m.mailNotFound);
  const copyId = await db.transaction().execute(async (trx) => {
    const newId = await enqueueMail(trx, {
      kind: row.kind,
      recipient: runner.email || row.recipient,
      subject: row.subject,
      body: row.body,
      html: row.html,
      attachments: row.attachments,
      runnerId: runner.id,
      eventId: row.eventId,
      inscriptionId: row.inscriptionId,
      resentFrom: row.id,
    });
    // A resend carries no dedupe key and no event switch applies to it: it is always written.
    if (newId === null) throw new Error('outbox: a resend was not written');
    await audit(trx, {
      actorType: 'admin',
      actorId: adminId,
      action: 'resend-mail',
      entity: 'runner',
      entityId: runner.id,
      detail: { mailId: row.id, copyId: newId, kind: row.kind },
    });
    return newId;
  });
  mailer.outbox.wake();
  const copy = await findOutboxMessage(db, copyId);
  if (!copy) throw notFound(m.mailNotFound);
  return toRunnerMail(copy);
}
