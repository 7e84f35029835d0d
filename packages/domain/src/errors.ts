import { z } from './zod.ts';

/** Every error answer of the API. */
export const apiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});

export { errorCodes } from './error-codes.ts';
