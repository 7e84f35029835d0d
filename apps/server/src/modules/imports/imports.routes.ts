import { importsContract as api } from '@carreras/domain/imports/imports.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract-route.ts';
import { attachmentHeader, XLSX_CONTENT_TYPE } from '../../lib/xlsx.ts';
import { requireAdmin } from '../../plugins/principal.ts';
import { importTemplate, previewImport, runImport } from './imports.service.ts';

export const importsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;

  route(app, api.preview, async (request) => previewImport(db, request.params.eventId, request.body));

  route(app, api.import, async (request) =>
    runImport(db, requireAdmin(request).id, request.params.eventId, request.body),
  );

  route(app, api.template, async (_request, reply) => {
    const { fileName, stream } = importTemplate();
    return reply
      .header('content-type', XLSX_CONTENT_TYPE)
      .header('content-disposition', attachmentHeader(fileName))
      .header('cache-control', 'no-store')
      .send(stream);
  });
};
