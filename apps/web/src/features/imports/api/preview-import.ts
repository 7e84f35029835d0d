import type { ImportRequestInput } from '@carreras/domain/imports/import.schemas';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../api/call.ts';
import { importsApi } from '../../../api/imports.ts';

/** Sheets take a moment to read on the server: a 5,000-row file is checked row by row. */
export const IMPORT_TIMEOUT_MS = 60_000;

/** What the sheet would do in the event; nothing is written. */
export function usePreviewImport(eventId: number) {
  return useMutation({
    mutationFn: (body: ImportRequestInput) =>
      call(importsApi.preview, { params: { eventId }, body, timeoutMs: IMPORT_TIMEOUT_MS }),
  });
}
