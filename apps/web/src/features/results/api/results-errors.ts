import { errorCodes } from '@carreras/domain/error-codes';
import { ApiError } from '../../../lib/api-client.ts';

/** The event exists but has no timing configured yet, so it has no results (not a failure). */
export function isTimingNotConfigured(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404 && error.code === errorCodes.timingNotConfigured;
}
