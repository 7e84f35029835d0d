import { todayInOrganiserZone } from '@carreras/domain/dates';
import { REPORT_FILE_NAMES, type ReportKind } from '@carreras/domain/reports/report.schemas';
import { useMutation } from '@tanstack/react-query';
import { download } from '../../../api/call.ts';
import { reportsApi } from '../../../api/reports.ts';

/** Spec 001 section 9: exports give up after 30 s. */
export const EXPORT_TIMEOUT_MS = 30_000;

/** The file name the spec gives, plus the day: lista_dorsales_2025-04-13.xlsx. */
export const exportFileName = (kind: ReportKind) => `${REPORT_FILE_NAMES[kind]}_${todayInOrganiserZone()}.xlsx`;

/** Downloads one export as .xlsx, for one event or all; resolves with the saved file name. */
export function useExportReport(eventId: number | undefined) {
  return useMutation({
    mutationFn: (kind: ReportKind) =>
      download(reportsApi.export, exportFileName(kind), {
        params: { kind },
        query: { eventId },

        timeoutMs: EXPORT_TIMEOUT_MS,
      }),
  });
}
