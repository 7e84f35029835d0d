import { defineEndpoint } from '../api/define-endpoint.ts';
import { errorCodes as e } from '../error-codes.ts';
import { importParamsSchema } from './import.schemas.ts';
import { pastResultsPreviewSchema, pastResultsRequestSchema, pastResultsResultSchema } from './past-results.schemas.ts';
import {
  linkResultEntrySchema,
  resultEntriesResponseSchema,
  resultEntryParamsSchema,
  resultEntrySchema,
} from './result-entries.schemas.ts';

/**
 * Importing a past edition's results from a spreadsheet (a timing company's export): a preview that writes
 * nothing, and the import that checks everything again and writes in one transaction. 404 for a missing event;
 * 409 when the edition already has times (timed, or imported before); 413 for a sheet with too many rows.
 * The riders it kept by name only (result entries, decision 018) are listed and linked to runners by DNI: 404
 * for no runner with that DNI, 409 when the runner already has a result in the edition.
 */
export const pastResultsContract = {
  preview: defineEndpoint({
    method: 'POST',
    path: '/admin/events/:eventId/results-import/preview',
    access: 'admin',
    params: importParamsSchema,
    body: pastResultsRequestSchema,
    responses: { 200: pastResultsPreviewSchema },
    errors: { 404: [e.notFound], 409: [e.conflict], 413: [e.bodyTooLarge] },
  }),
  import: defineEndpoint({
    method: 'POST',
    path: '/admin/events/:eventId/results-import',
    access: 'admin',
    params: importParamsSchema,
    body: pastResultsRequestSchema,
    responses: { 200: pastResultsResultSchema },
    errors: { 404: [e.notFound], 409: [e.conflict], 413: [e.bodyTooLarge] },
  }),
  entries: defineEndpoint({
    method: 'GET',
    path: '/admin/events/:eventId/result-entries',
    access: 'admin',
    params: importParamsSchema,
    responses: { 200: resultEntriesResponseSchema },
    errors: { 404: [e.notFound] },
  }),
  linkEntry: defineEndpoint({
    method: 'POST',
    path: '/admin/result-entries/:entryId/link',
    access: 'admin',
    params: resultEntryParamsSchema,
    body: linkResultEntrySchema,
    responses: { 200: resultEntrySchema },
    errors: { 404: [e.notFound], 409: [e.conflict] },
  }),
};
