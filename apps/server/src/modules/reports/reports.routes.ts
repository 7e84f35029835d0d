import { todayInOrganiserZone } from '@carreras/domain/dates';
import { REPORT_FILE_NAMES } from '@carreras/domain/reports/report.schemas';
import { reportsContract as api } from '@carreras/domain/reports/reports.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract-route.ts';
import { attachmentHeader, streamXlsx, XLSX_CONTENT_TYPE } from '../../lib/xlsx.ts';
import { getReportByCategory, getReportByDistance, getReportSheets } from './reports.service.ts';

export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;

  route(app, api.byDistance, async (request) => getReportByDistance(db, request.query.eventId));

  route(app, api.byCategory, async (request) => getReportByCategory(db, request.query.eventId));

  // 200 is an .xlsx stream, sent as it is written.
  route(app, api.export, async (request, reply) => {
    const { kind } = request.params;
    const sheets = await getReportSheets(db, kind, request.query.eventId);
    const fileName = `${REPORT_FILE_NAMES[kind]}_${todayInOrganiserZone()}.xlsx`;
    return reply
      .header('content-type', XLSX_CONTENT_TYPE)
      .header('content-disposition', attachmentHeader(fileName))
      .header('cache-control', 'no-store')
      .send(streamXlsx(sheets));
  });
};
