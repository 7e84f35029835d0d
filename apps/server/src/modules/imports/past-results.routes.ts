import { pastResultsContract as api } from '@carreras/domain/imports/past-results.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract-route.ts';
import { requireAdmin } from '../../plugins/principal.ts';
import { importPastResults, previewPastResults } from './past-results.service.ts';
import { linkResultEntry, listResultEntries } from './result-entries.service.ts';

export const pastResultsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;

  route(app, api.preview, async (request) => previewPastResults(db, request.params.eventId, request.body));

  route(app, api.import, async (request) =>
    importPastResults(db, requireAdmin(request).id, request.params.eventId, request.body),
  );

  route(app, api.entries, async (request) => listResultEntries(db, request.params.eventId));

  route(app, api.linkEntry, async (request) =>
    linkResultEntry(db, requireAdmin(request).id, request.params.entryId, request.body.dni),
  );
};
