import { runnerMailsContract as api } from '@carreras/domain/mail/runner-mails.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract-route.ts';
import { requireAdmin } from '../../plugins/principal.ts';
import { getRunnerMails, resendMail } from './runner-mails.service.ts';

/** A runner's emails in the back-office, and 'Reenviar' (docs/decisions/017-mail-outbox.md). */
export const runnerMailsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;
  const mailer = app.mailer;

  route(app, api.list, async (request) => getRunnerMails(db, mailer, request.params.id));

  route(app, api.resend, async (request, reply) =>
    reply.status(201).send(await resendMail(db, mailer, requireAdmin(request).id, request.params.id)),
  );
};
