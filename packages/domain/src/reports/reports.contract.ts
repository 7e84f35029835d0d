import { defineEndpoint } from '../api/define-endpoint.ts';
import { errorCodes as e } from '../error-codes.ts';
import { z } from '../zod.ts';
import {
  categoryReportRowSchema,
  distanceReportRowSchema,
  reportExportParamsSchema,
  reportQuerySchema,
} from './report.schemas.ts';

/** Reports of the back-office (spec 001 section 9), for one event (`eventId`) or all; 404 for a missing event. */
export const reportsContract = {
  byDistance: defineEndpoint({
    method: 'GET',
    path: '/admin/reports/by-distance',
    access: 'admin',
    query: reportQuerySchema,
    responses: { 200: z.array(distanceReportRowSchema) },
    errors: { 404: [e.notFound] },
  }),
  byCategory: defineEndpoint({
    method: 'GET',
    path: '/admin/reports/by-category',
    access: 'admin',
    query: reportQuerySchema,
    responses: { 200: z.array(categoryReportRowSchema) },
    errors: { 404: [e.notFound] },
  }),
  /**
   * An xlsx file (Content-Disposition names it). Results and lap times need an event (400) with timing
   * configured (404).
   */
  export: defineEndpoint({
    method: 'GET',
    path: '/admin/reports/export/:kind',
    access: 'admin',
    params: reportExportParamsSchema,
    query: reportQuerySchema,
    responses: { 200: z.unknown() },
    errors: { 404: [e.notFound] },
  }),
};
