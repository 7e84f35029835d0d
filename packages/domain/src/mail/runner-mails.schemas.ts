import { z } from '../zod.ts';
import { MAIL_KINDS } from './inscription-mails.ts';

/** How many of a runner's messages the back-office shows, newest first. */
export const RUNNER_MAILS_LIMIT = 50;

/** What the back-office reads about mail (usted). */
export const runnerMailMessages = {
  mailNotFound: 'Mensaje no encontrado',
  mailOff: 'El envío de correos no está activado en este sitio (SMTP_URL): no se puede reenviar.',
  resent: 'Mensaje reenviado: se envía en unos segundos.',
} as const;

export const mailIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const runnerIdParamsSchema = mailIdParamsSchema;

/** One message of the outbox as the back-office lists it: what, when, and what the SMTP server answered. */
export const runnerMailSchema = z.object({
  id: z.number(),
  kind: z.enum(MAIL_KINDS),
  recipient: z.string(),
  subject: z.string(),
  createdAt: z.string(),
  /** 'sending' is shown as pending: a worker holds it right now. */
  status: z.enum(['pending', 'sending', 'sent', 'failed']),
  attempts: z.number(),
  /** The SMTP server's last answer, or the connection's error. */
  lastResponse: z.string().nullable(),
  sentAt: z.string().nullable(),
  /** The message this one sends again. */
  resentFrom: z.number().nullable(),
});
export type RunnerMail = z.infer<typeof runnerMailSchema>;

export const runnerMailsSchema = z.object({
  /** Whether this site sends email: without it the list is what was written while it did, and 'Reenviar' is off. */
  email: z.boolean(),
  items: z.array(runnerMailSchema),
});
export type RunnerMails = z.infer<typeof runnerMailsSchema>;
