import { z } from '../zod.ts';

import { RESULT_STATUSES } from './result-status.ts';
import { RESULTS_VERSION_MAX_LENGTH, RESULTS_VERSION_PATTERN } from './results-version-format.ts';

export { RESULT_STATUS_LABELS, type ResultStatus } from './result-status.ts';

export const resultRowSchema = z.object({
  id: z.number(),
  dorsal: z.number(),
  runnerName: z.string(),
  /** The runner's club as they gave it (docs/product-choices.md, 'Clubs'); null when none. */
  club: z.string().nullable().optional(),
  categoryName: z.string(),
  /** The rider's start group, when their category has one. */
  groupName: z.string().nullable().optional(),
  /** Sum of the laps plus the penalty, in ms; null until every lap is in. */
  finalTime: z.number().nullable(),
  penaltyTime: z.number(),
  completedLaps: z.number(),
  totalLaps: z.number(),
  /**
   * Position in the category: finishers, and riders on course by laps then elapsed time at their last counted
   * passage (live, decision 012); null for riders with no passage, DNF, DNS and DSQ. Level riders share one.
   */
  position: z.number().nullable(),
  /** The same over the whole distance (or the start group asked for). */
  overallPosition: z.number().nullable(),
  status: z.enum(RESULT_STATUSES),
  lapTimes: z.array(z.object({ lap: z.number(), time: z.number() })),
  /** Epoch ms of the passage that closed the rider's last counted lap; null before their first. */
  lastPassageAt: z.number().nullable().optional(),
});

export const resultsQuerySchema = z.object({
  distance: z.coerce.number().positive().optional(),
  group: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});

/**
 * The live stream's query: the view, and optionally the version (resultsVersion) of the results the page already
 * holds for it. When it is the current one, the stream does not send them again.
 */
export const resultsStreamQuerySchema = resultsQuerySchema.extend({
  version: z.string().max(RESULTS_VERSION_MAX_LENGTH).regex(RESULTS_VERSION_PATTERN).optional(),
  /** `1`: after the first snapshot, changes come as `delta` events (results-delta.ts) instead of whole snapshots. */
  deltas: z.enum(['1']).optional(),
  /**
   * `0`, with `deltas=1`: the client follows the changes without holding the results (a rider's page, which reads
   * its own endpoint): the stream never sends a `results` event. It opens with `unchanged` naming the current
   * version, and where a snapshot would be sent (a delta the client cannot be given) it says `changed`.
   */
  snapshots: z.enum(['0']).optional(),
});

export const resultsExportQuerySchema = resultsQuerySchema.extend({ format: z.enum(['excel']).optional() });

export const resultsResponseSchema = z.object({
  eventId: z.number(),
  eventName: z.string(),
  /** yyyy-mm-dd */
  eventDate: z.string(),
  /** The event's date is past, or every rider of the distance has a final status: 'Resultados finales'. */
  finished: z.boolean(),
  /** When these results were computed (epoch ms): 'Actualizado hh:mm:ss'. */
  generatedAt: z.number(),
  distance: z.number(),
  laps: z.number(),
  overall: z.array(resultRowSchema),
  categories: z.array(z.object({ name: z.string(), runners: z.array(resultRowSchema) })),
  /** Timed distances with their laps, for the distance buttons. */
  distances: z.array(z.object({ distance: z.number(), laps: z.number() })),
  groups: z.array(z.object({ id: z.number(), name: z.string() })),
});

export type ResultRow = z.infer<typeof resultRowSchema>;
export type ResultsResponse = z.infer<typeof resultsResponseSchema>;
