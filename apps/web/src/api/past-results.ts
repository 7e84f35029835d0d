import type { pastResultsContract } from '@carreras/domain/imports/past-results.contract';
import { routes } from './call.ts';

/** Importing a past edition's results (packages/domain/src/imports/past-results.contract.ts). */
export const pastResultsApi = routes<typeof pastResultsContract>({
  preview: 'admin POST /admin/events/:eventId/results-import/preview',
  import: 'admin POST /admin/events/:eventId/results-import',
  entries: 'admin GET /admin/events/:eventId/result-entries',
  linkEntry: 'admin POST /admin/result-entries/:entryId/link',
});
