import { DNI_PATTERN } from '../limits.ts';
import { messages } from '../messages.ts';
import { z } from '../zod.ts';

export { loginDelayedMessage, sessionMessages } from './session-messages.ts';

export const messageResponseSchema = z.object({ message: z.string() });

/** Params of DELETE /api/admin/login-failures/{dni}: runner and admin DNIs alike. */
export const loginFailuresParamsSchema = z.object({
  dni: z.string().regex(DNI_PATTERN, messages.loginDniFormat),
});
export const clearLoginFailuresResponseSchema = z.object({ message: z.string(), cleared: z.number() });
