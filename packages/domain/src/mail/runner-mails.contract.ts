import { defineEndpoint } from '../api/define-endpoint.ts';
import { errorCodes as e } from '../error-codes.ts';
import {
  mailIdParamsSchema,
  runnerIdParamsSchema,
  runnerMailSchema,
  runnerMailsSchema,
} from './runner-mails.schemas.ts';

/** A runner's emails in the back-office (docs/decisions/017-mail-outbox.md, 'Messages that matter'); admins only. */
export const runnerMailsContract = {
  /** The runner's messages, newest first (up to RUNNER_MAILS_LIMIT), with their state and the SMTP answer. */
  list: defineEndpoint({
    method: 'GET',
    path: '/admin/runners/:id/mails',
    access: 'admin',
    params: runnerIdParamsSchema,
    responses: { 200: runnerMailsSchema },
    errors: { 404: [e.notFound] },
  }),
  /** 'Reenviar': writes a copy of the message to the outbox, audited; 409 with email off. */
  resend: defineEndpoint({
    method: 'POST',
    path: '/admin/mails/:id/resend',
    access: 'admin',
    params: mailIdParamsSchema,
    responses: { 201: runnerMailSchema },
    errors: { 404: [e.notFound], 409: [e.conflict] },
  }),
};
