import { defineEndpoint } from '../api/define-endpoint.ts';
import { errorCodes as e } from '../error-codes.ts';
import { z } from '../zod.ts';
import { importParamsSchema, importPreviewSchema, importRequestSchema, importResultSchema } from './import.schemas.ts';

/**
 * Importing runners and their inscriptions into an event from a spreadsheet (a Google Forms export as it
 * comes): a preview that writes nothing, the import that checks everything again and writes in one
 * transaction, and the template. 404 for a missing event; 413 for a sheet with too many rows.
 */
export const importsContract = {
  preview: defineEndpoint({
    method: 'POST',
    path: '/admin/events/:eventId/import/preview',
    access: 'admin',
    params: importParamsSchema,
    body: importRequestSchema,
    responses: { 200: importPreviewSchema },
    errors: { 404: [e.notFound], 413: [e.bodyTooLarge] },
  }),
  import: defineEndpoint({
    method: 'POST',
    path: '/admin/events/:eventId/import',
    access: 'admin',
    params: importParamsSchema,
    body: importRequestSchema,
    responses: { 200: importResultSchema },
    errors: { 404: [e.notFound], 409: [e.conflict], 413: [e.bodyTooLarge] },
  }),
  /** An .xlsx file with the headers and one example row. */
  template: defineEndpoint({
    method: 'GET',
    path: '/admin/import/template.xlsx',
    access: 'admin',
    responses: { 200: z.unknown() },
  }),
};
