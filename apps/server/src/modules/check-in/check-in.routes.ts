import { checkInContract as api } from '@carreras/domain/check-in/check-in.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract-route.ts';
import { attachmentHeader, streamXlsx, XLSX_CONTENT_TYPE } from '../../lib/xlsx.ts';
import { requireAdmin } from '../../plugins/principal.ts';
import { cashDaySheets, getCashDay, getKitProgress, recordDeskPayment, voidDeskPayment } from './cash-desk.service.ts';
import { assignNextBib, deskInscription, nextFreeBib, searchCheckIn } from './check-in.service.ts';

/** Race-morning check-in (kit pick-up): search, bibs, payments and the Caja del día, for admins only (D15). */
export const checkInRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;

  route(app, api.search, async (request) => searchCheckIn(db, request.params.eventId, request.query.q));

  route(app, api.nextBib, async (request) => nextFreeBib(db, request.params.eventId));

  route(app, api.assignNextBib, async (request) => assignNextBib(db, requireAdmin(request).id, request.params.id));

  route(app, api.deskInscription, async (request) => deskInscription(db, request.params.id));

  route(app, api.recordPayment, async (request, reply) =>
    reply.status(201).send(await recordDeskPayment(db, requireAdmin(request).id, request.params.id, request.body)),
  );

  route(app, api.voidPayment, async (request) =>
    voidDeskPayment(db, requireAdmin(request).id, request.params.paymentId),
  );

  route(app, api.cashDay, async (request) => getCashDay(db, request.params.eventId, request.query.fecha));

  // 200 is an .xlsx stream, sent as it is written.
  route(app, api.cashExport, async (request, reply) => {
    const { fecha, sheets } = await cashDaySheets(db, request.params.eventId, request.query.fecha);
    return reply
      .header('content-type', XLSX_CONTENT_TYPE)
      .header('content-disposition', attachmentHeader(`caja_${fecha}.xlsx`))
      .header('cache-control', 'no-store')
      .send(streamXlsx(sheets));
  });

  route(app, api.kitProgress, async (request) => getKitProgress(db, request.params.eventId));
};
