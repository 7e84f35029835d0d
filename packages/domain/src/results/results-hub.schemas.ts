import { bibParamSchema } from '../bib.ts';
import { z } from '../zod.ts';
import { RESULT_STATUSES } from './result-status.ts';
import { PODIUM_SIZE_MAX } from './results-hub.limits.ts';

/**
 * Public answers of the results hub (docs/product-choices.md, 'After the race'): editions, the riders of one edition, one rider's
 * result, the podium and the finish-line screen. Name, category, group and times only: never a DNI,
 * contact or health field.
 */

const MAX_ID = 2_147_483_647;

export const riderParamsSchema = z.object({
  eventId: z.coerce.number().int().positive().max(MAX_ID),
  dorsal: bibParamSchema,
});

export const podiumQuerySchema = z.object({
  size: z.coerce.number().int().min(1).max(PODIUM_SIZE_MAX).optional(),
});

export const editionSchema = z.object({
  eventId: z.number(),
  nombre: z.string(),
  /** yyyy-mm-dd */
  fecha: z.string(),
  lugar: z.string(),
  /** Riders who completed their distance (every distance together). */
  finishers: z.number(),
  /** Results are final (the date is past or everyone has a final status); otherwise the race is on. */
  finished: z.boolean(),
});

export const editionsResponseSchema = z.object({ editions: z.array(editionSchema) });

const statusSchema = z.enum(RESULT_STATUSES);

export const riderIndexEntrySchema = z.object({
  dorsal: z.number(),
  runnerName: z.string(),
  categoryName: z.string(),
  distance: z.number(),
  status: statusSchema,
  position: z.number().nullable(),
  overallPosition: z.number().nullable(),
  finalTime: z.number().nullable(),
});

export const ridersResponseSchema = z.object({
  eventId: z.number(),
  eventName: z.string(),
  riders: z.array(riderIndexEntrySchema),
});

const placeSchema = z.object({ position: z.number().nullable(), of: z.number() });
const gapsSchema = z.object({ toFirst: z.number().nullable(), toAhead: z.number().nullable() });

export const riderResultSchema = z.object({
  eventId: z.number(),
  eventName: z.string(),
  eventDate: z.string(),
  eventPlace: z.string(),
  /** Who signs the diploma: the race's name. */
  organizer: z.string(),
  /** The results of the distance are final. */
  finished: z.boolean(),
  generatedAt: z.number(),
  dorsal: z.number(),
  /** The rider's inscription: their row's `id` in the results, by which a live delta names them. */
  inscriptionId: z.number(),
  /** The runner holding the inscription (a pair's first rider), whose championship standings the page shows. */
  runnerId: z.number().nullable(),
  runnerName: z.string(),
  /** The runner's club, null when none (the results row's `club`). */
  club: z.string().nullable().optional(),
  categoryName: z.string(),
  groupName: z.string().nullable(),
  distance: z.number(),
  laps: z.number(),
  status: statusSchema,
  finalTime: z.number().nullable(),
  penaltyTime: z.number(),
  completedLaps: z.number(),
  overall: placeSchema.extend({ gaps: gapsSchema }),
  category: placeSchema.extend({ gaps: gapsSchema }),
  /** Among the riders of the same sex of the distance ('General femenina'); null for pairs. */
  sex: placeSchema.extend({ label: z.string() }).nullable(),
  lapDetails: z.array(
    z.object({
      lap: z.number(),
      time: z.number(),
      cumulative: z.number(),
      /** Null on every lap of a disqualified rider: out of every ranking (rider-standing.ts). */
      position: z.number().nullable(),
      categoryPosition: z.number().nullable(),
      riders: z.number(),
      categoryAverage: z.number(),
    }),
  ),
});

const podiumRiderSchema = z.object({
  position: z.number(),
  dorsal: z.number(),
  runnerName: z.string(),
  finalTime: z.number(),
});

export const podiumResponseSchema = z.object({
  eventId: z.number(),
  eventName: z.string(),
  eventDate: z.string(),
  eventPlace: z.string(),
  size: z.number(),
  finished: z.boolean(),
  generatedAt: z.number(),
  distances: z.array(
    z.object({
      distance: z.number(),
      categories: z.array(
        z.object({
          name: z.string(),
          /** Finishers placed 1 … size (a tie can make it longer); empty until someone finishes. */
          podium: z.array(podiumRiderSchema),
        }),
      ),
    }),
  ),
});

export const finishLineResponseSchema = z.object({
  eventId: z.number(),
  eventName: z.string(),
  finished: z.boolean(),
  generatedAt: z.number(),
  /** Newest first: each crossing of the line that counts (flagged records wait for review). */
  arrivals: z.array(
    z.object({
      id: z.number(),
      dorsal: z.number(),
      runnerName: z.string(),
      categoryName: z.string(),
      distance: z.number(),
      lap: z.number(),
      laps: z.number(),
      /** Epoch ms of the crossing. */
      at: z.number(),
      /** Time since the rider's own start at this crossing (no penalty). */
      elapsed: z.number(),
      /**
       * Place in the category on the rider's latest counted crossing: a finisher's on their finish, a rider on
       * course's place now (decision 012); null on earlier crossings and for riders out of the race.
       */
      categoryPosition: z.number().nullable(),
      /** The rider's status now: a DNF or DSQ set after a crossing shows beside it. */
      status: statusSchema,
    }),
  ),
  distances: z.array(
    z.object({
      distance: z.number(),
      laps: z.number(),
      finishers: z.number(),
      /** The distance's riders but those who never started (DNS). */
      riders: z.number(),
      leaders: z.array(
        z.object({
          categoryName: z.string(),
          dorsal: z.number(),
          runnerName: z.string(),
          finalTime: z.number(),
        }),
      ),
    }),
  ),
});

export type EditionsResponse = z.infer<typeof editionsResponseSchema>;
export type RiderIndexEntry = z.infer<typeof riderIndexEntrySchema>;
export type RidersResponse = z.infer<typeof ridersResponseSchema>;
export type RiderResult = z.infer<typeof riderResultSchema>;
export type PodiumResponse = z.infer<typeof podiumResponseSchema>;
export type FinishLineResponse = z.infer<typeof finishLineResponseSchema>;
