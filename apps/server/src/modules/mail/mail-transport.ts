import nodemailer from 'nodemailer';
import type { MailConfig } from '../../config.ts';
import type { MailAttachment } from './outbox.repository.ts';

/** One message as the outbox hands it to SMTP. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
  attachments?: readonly MailAttachment[] | undefined;
  /** Stable per outbox row: a message sent again after a crash carries the same Message-ID. */
  messageId: string;
}

/** What sending answered: the SMTP server's final reply ('250 2.0.0 OK …'). */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<{ response: string }>;
  close(): void;
}

/**
 * Timeouts well inside the outbox's lease (outbox-worker.ts), so a send still running when its lease ends
 * cannot happen: a slow or silent server is cut and the message retried later.
 */
export const SMTP_TIMEOUTS_MS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };

/** nodemailer over SMTP_URL (smtp:// upgrades with STARTTLS when the server offers it; smtps:// is TLS from the start). */
export function smtpTransport(config: MailConfig): MailTransport {
  const transporter = nodemailer.createTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS_MS });
  return {
    async send(mail) {
      const info = await transporter.sendMail({
        from: config.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        ...(mail.attachments?.length ? { attachments: mail.attachments.map((a) => ({ ...a })) } : {}),
        messageId: mail.messageId,
      });
      return { response: String(info.response ?? '') };
    },
    close: () => transporter.close(),
  };
}
