import type { SheetFormat } from './import-plan.ts';

/**
 * Refused rows handed back to the organiser (docs/decisions/016-imports-that-protect.md): the rows as the file
 * had them, every column, plus this one saying why, in the file's format, to fix and import again.
 */
export const REFUSED_ROWS_REASON_HEADER = 'Motivo';

/** 'inscriptos.xlsx' → 'inscriptos_rechazadas.xlsx'; the extension follows the format the rows go back in. */
export function refusedRowsFileName(original: string, source: SheetFormat): string {
  const dot = original.lastIndexOf('.');
  const base = (dot > 0 ? original.slice(0, dot) : original).replace(/_rechazadas$/, '') || 'planilla';
  return `${base}_rechazadas.${source.format}`;
}

/** A row's reasons as one cell. */
export const refusedRowReason = (motivos: readonly string[]) => motivos.join(' · ');
