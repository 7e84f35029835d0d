import { todayInOrganiserZone } from '@carreras/domain/dates';
import { REPORT_FILE_NAMES } from '@carreras/domain/reports/report.schemas';
import { reportsContract as api } from '@carreras/domain/reports/reports.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract-route.ts';
import { attachmentHeader, streamXlsx, XLSX_CONTENT_TYPE } from '../../lib/xlsx.ts';
import { requireEventExists } from '../events/events.service.ts';
import { reportSheets } from './report-sheets.ts';
import { reportByCategory, reportByDistance } from './reports.repository.ts';

export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;

  async function checkEvent(eventId: number | undefined) {
    if (eventId !== undefined) await requireEventExists(db, eventId);
  }

  route(app, api.byDistance, async (request) => {
    await checkEvent(request.query.eventId);
    return reportByDistance(db, request.query.eventId);
  });

  route(app, api.byCategory, async (request) => {
    await checkEvent(request.query.eventId);
    return reportByCategory(db, request.query.eventId);
  });

  // 200 is an .xlsx stream, sent as it is written.
  route(app, api.export, async (request, reply) => {
    const { kind } = request.params;
    await checkEvent(request.query.eventId);
    const sheets = await reportSheets(db, kind, request.query.eventId);
    const fileName = `${REPORT_FILE_NAMES[kind]}_${todayInOrganiserZone()}.xlsx`;
    return reply
      .header('content-type', XLSX_CONTENT_TYPE)
      .header('content-disposition', attachmentHeader(fileName))
      .header('cache-control', 'no-store')
      .send(streamXlsx(sheets));
  });
};
