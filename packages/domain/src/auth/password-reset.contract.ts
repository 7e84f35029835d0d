import { defineEndpoint } from '../api/define-endpoint.ts';
import { errorCodes as e } from '../error-codes.ts';
import {
  passwordResetAvailabilitySchema,
  passwordResetConfirmSchema,
  passwordResetDoneSchema,
  passwordResetRequestedSchema,
  passwordResetRequestSchema,
} from './password-reset.ts';

/**
 * '¿Olvidaste tu contraseña?' by email (docs/decisions/017-mail-outbox.md): a single-use link valid 30 minutes
 * sent to the account's address through the outbox. Without SMTP configured, email is off and says so.
 */
export const passwordResetContract = {
  /** Whether this site sends email (SMTP configured). */
  availability: defineEndpoint({
    method: 'GET',
    path: '/auth/password-reset',
    access: 'public',
    responses: { 200: passwordResetAvailabilitySchema },
  }),
  /**
   * The same answer whether or not the DNI has an account (an unknown DNI gets a made-up masked address and no
   * email); every earlier link of the account dies. 429 past the requests per address or per DNI; 409 with
   * email off.
   */
  request: defineEndpoint({
    method: 'POST',
    path: '/auth/password-reset',
    access: 'public',
    body: passwordResetRequestSchema,
    responses: { 200: passwordResetRequestedSchema },
    errors: { 409: [e.conflict], 429: [e.tooManyRequests] },
  }),
  /** Sets the new password and ends every session; 400 for a link unknown, used, replaced or expired. */
  confirm: defineEndpoint({
    method: 'POST',
    path: '/auth/password-reset/confirm',
    access: 'public',
    body: passwordResetConfirmSchema,
    responses: { 200: passwordResetDoneSchema },
    errors: { 429: [e.tooManyRequests] },
  }),
};
