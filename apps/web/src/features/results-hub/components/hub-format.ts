import {
  isRiderStatus,
  RESULT_STATUS_LABELS,
  type ResultStatus,
  riderStatusCode,
} from '@carreras/domain/results/result-status';
import { formatElapsed } from '@carreras/domain/timing/time-format';

/** h:mm:ss.hh, as the clock and the results screens show a time. */
export const formatTime = formatElapsed;

/** A gap behind someone: '+0:00:04.00'. */
export const formatGap = (ms: number) => `+${formatElapsed(ms)}`;

/** '2º' (Spanish ordinal). */
export const ordinal = (position: number) => `${position}º`;

/**
 * What stands where a position would be: the code of a rider out of the race ('DSQ'), the state of one
 * still on course ('En curso'), as the results and their sheets write them.
 */
export const placeless = (status: ResultStatus) =>
  isRiderStatus(status) ? riderStatusCode(status) : RESULT_STATUS_LABELS[status];

/** How many completed the race, beside a rider who has no position among them. */
export const finishers = (count: number) => (count === 1 ? '1 llegó' : `${count} llegaron`);
