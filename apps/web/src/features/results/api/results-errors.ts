import { errorCodes } from '@carreras/domain/errors';
import { timingMessages } from '@carreras/domain/timing/timing.messages';
import { ApiError } from '../../../lib/api-client.ts';

/**
 * The event exists but has no timing configured yet, so it has no results (not a failure). The server
 * answers 404 NOT_FOUND for this and for an unknown event alike; only the message tells them apart.
 */
export function isTimingNotConfigured(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 404 &&
    (error.code === 'TIMING_NOT_CONFIGURED' ||
      (error.code === errorCodes.notFound && error.message === timingMessages.timingNotConfigured))
  );
}
