// No zod here: the public results page imports these without the schema modules.
export const RESULT_STATUSES = ['COMPLETED', 'IN_PROGRESS', 'DNF', 'DISQUALIFIED', 'PENDING'] as const;
export type ResultStatus = (typeof RESULT_STATUSES)[number];

/** Labels of each status as the results screen and the exports show them. */
export const RESULT_STATUS_LABELS: Record<ResultStatus, string> = {
  COMPLETED: 'Completado',
  IN_PROGRESS: 'En curso',
  DNF: 'No finalizó (DNF)',
  DISQUALIFIED: 'Descalificado (DSQ)',
  PENDING: 'Pendiente',
};
