import type { ImportRequestInput } from '@carreras/domain/imports/import.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/call.ts';
import { importsApi } from '../../../api/imports.ts';
import { invalidateInscriptions } from '../../../api/inscriptions.ts';
import { runnerKeys } from '../../../api/runners.ts';
import { IMPORT_TIMEOUT_MS } from './preview-import.ts';

/** Imports the sheet's accepted rows into the event, in one transaction on the server. */
export function useRunImport(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ImportRequestInput) =>
      call(importsApi.import, { params: { eventId }, body, timeoutMs: IMPORT_TIMEOUT_MS }),
    onSuccess: () =>
      Promise.all([invalidateInscriptions(queryClient), queryClient.invalidateQueries({ queryKey: runnerKeys.all })]),
  });
}
