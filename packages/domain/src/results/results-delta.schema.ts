import { z } from '../zod.ts';
import { resultRowSchema, resultsResponseSchema } from './results.schemas.ts';

/** The members of a results answer besides its rows; a delta carries those that changed. */
const resultsMetaSchema = resultsResponseSchema.omit({ overall: true, categories: true });

/**
 * What changed between two results answers of one view (the live stream's `delta` event): `from` is the version
 * (resultsVersion) the client must hold to apply it, `version` the one it holds after. Only what changed is
 * carried: rows new or changed other than in their positions (whole), rows gone (ids), rows whose only change is
 * a position (`[id, position, overallPosition]`), and the members besides the rows that differ. The order of the
 * rows is not carried: applyResultsDelta sorts them as the server ranks them.
 */
export const resultsDeltaSchema = z.object({
  from: z.string(),
  version: z.string(),
  meta: resultsMetaSchema.partial().optional(),
  rows: z.array(resultRowSchema).optional(),
  removed: z.array(z.number()).optional(),
  moved: z.array(z.tuple([z.number(), z.number().nullable(), z.number().nullable()])).optional(),
});

export type ResultsDelta = z.infer<typeof resultsDeltaSchema>;
export type ResultsMeta = z.infer<typeof resultsMetaSchema>;
