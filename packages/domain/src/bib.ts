import { BIB_MAX, BIB_MIN } from './limits.ts';
import { z } from './zod.ts';

export const BIB_INVALID = 'Número de dorsal inválido';

/** A bib as typed, assigned or looked up: a whole number from BIB_MIN to BIB_MAX. */
export const bibSchema = z
  .number({ error: BIB_INVALID })
  .int(BIB_INVALID)
  .min(BIB_MIN, BIB_INVALID)
  .max(BIB_MAX, BIB_INVALID);

/** A bib in an address (path or query): its text read as a number, then checked as bibSchema. */
export const bibParamSchema = z.coerce.number({ error: BIB_INVALID }).pipe(bibSchema);
