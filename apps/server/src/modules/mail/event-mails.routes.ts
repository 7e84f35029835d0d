import { eventMailsContract as api } from '@carreras/domain/mail/event-mails.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract-route.ts';
import { requireAdmin } from '../../plugins/principal.ts';
import {
  broadcastToEvent,
  getBroadcastAudience,
  getEventMailSettings,
  saveEventMailSettings,
} from './event-mails.service.ts';

/** An event's email switches and the message to all its inscribed runners (docs/decisions/017-mail-outbox.md). */
export const eventMailsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;
  const mailer = app.mailer;

  route(app, api.getSettings, async (request) => getEventMailSettings(db, mailer, request.params.id));

  route(app, api.saveSettings, async (request) =>
    saveEventMailSettings(db, mailer, requireAdmin(request).id, request.params.id, request.body),
  );

  route(app, api.broadcastAudience, async (request) => getBroadcastAudience(db, mailer, request.params.id));

  route(app, api.broadcast, async (request, reply) =>
    reply
      .status(201)
      .send(await broadcastToEvent(db, mailer, requireAdmin(request).id, request.params.id, request.body)),
  );
};
