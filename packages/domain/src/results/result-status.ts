// No zod here: the public results page imports these without the schema modules.
export const RESULT_STATUSES = ['COMPLETED', 'IN_PROGRESS', 'DNF', 'DISQUALIFIED', 'PENDING'] as const;
export type ResultStatus = (typeof RESULT_STATUSES)[number];

/**
 * The one status of each rider, as the results screen and the exports write it (spec 4, D12).
 * PENDING is a rider with a bib and no passage yet: 'Sin pasadas', never 'En curso'.
 */
export const RESULT_STATUS_LABELS: Record<ResultStatus, string> = {
  COMPLETED: 'Completado',
  IN_PROGRESS: 'En curso',
  DNF: 'No finalizó (DNF)',
  DISQUALIFIED: 'Descalificado (DSQ)',
  PENDING: 'Sin pasadas',
};

/**
 * What a results screen shows beside a rider: nothing for a finisher (the time and the position say it),
 * the status label otherwise.
 */
export function resultStatusBadge(status: ResultStatus): string | null {
  return status === 'COMPLETED' ? null : RESULT_STATUS_LABELS[status];
}
