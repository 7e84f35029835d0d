import type { ResultStatus } from '@carreras/domain/results/results.schemas';

/**
 * The status labels of the results screen (spec 4). A copy of the domain's RESULT_STATUS_LABELS so the
 * public results page does not load zod with the domain's schema module; the type keeps them in step.
 */
export const STATUS_LABELS: Record<ResultStatus, string> = {
  COMPLETED: 'Completado',
  IN_PROGRESS: 'En curso',
  DNF: 'No finalizó (DNF)',
  DISQUALIFIED: 'Descalificado (DSQ)',
  PENDING: 'Pendiente',
};
