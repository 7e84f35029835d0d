import { formatElapsed } from '@carreras/domain/timing/time-format';

/** h:mm:ss.hh, as the clock and the results screens show a time. */
export const formatTime = formatElapsed;

/** A gap behind someone: '+0:00:04.00'. */
export const formatGap = (ms: number) => `+${formatElapsed(ms)}`;

/** '2º' (Spanish ordinal). */
export const ordinal = (position: number) => `${position}º`;
