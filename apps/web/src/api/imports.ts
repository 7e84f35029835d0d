import type { importsContract } from '@carreras/domain/imports/imports.contract';
import { routes } from './call.ts';

/** The spreadsheet import's endpoints (packages/domain/src/imports/imports.contract.ts). */
export const importsApi = routes<typeof importsContract>({
  preview: 'admin POST /admin/events/:eventId/import/preview',
  import: 'admin POST /admin/events/:eventId/import',
  template: 'admin GET /admin/import/template.xlsx',
});
