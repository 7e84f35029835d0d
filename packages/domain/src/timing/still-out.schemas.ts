import { z } from '../zod.ts';

/** One rider still out (riders-still-out.ts, decision 013). Instants are epoch ms. */
export const riderStillOutSchema = z.object({
  /** The inscription. */
  id: z.number(),
  dorsal: z.number(),
  runnerName: z.string(),
  categoryName: z.string(),
  distance: z.number(),
  completedLaps: z.number(),
  totalLaps: z.number(),
  /** The last counted passage; null before the first lap. */
  lastPassageAt: z.number().nullable(),
  /** When the next passage is expected; null when there is nothing to go by. */
  expectedNextAt: z.number().nullable(),
  /** OWN_LAPS: from the rider's mean lap; FIELD: from the median first lap of their distance. */
  expectedFrom: z.enum(['OWN_LAPS', 'FIELD']).nullable(),
  /** After this instant the rider is overdue (a client compares it with its corrected clock). */
  overdueAt: z.number().nullable(),
  /** Overdue at `serverTime`. */
  overdue: z.boolean(),
  /**
   * The last control on the course passed on the lap being ridden, by the rider's latest counted read of it
   * (decision 019; repeats, copies and voided reads do not count); null with none.
   */
  lastControl: z.object({ name: z.string(), km: z.number(), at: z.number() }).nullable(),
});

/** 'En carrera': every started rider with neither the finish nor a status, by start group. */
export const stillOutResponseSchema = z.object({
  event: z.object({ id: z.number(), nombre: z.string(), fecha: z.string() }),
  /** The server's clock when it answered: the page measures its offset from it. */
  serverTime: z.number(),
  count: z.number(),
  groups: z.array(
    z.object({
      /** null: riders whose category is in no start group. */
      id: z.number().nullable(),
      name: z.string().nullable(),
      startTime: z.number().nullable(),
      riders: z.array(riderStillOutSchema),
    }),
  ),
});

export type StillOutResponse = z.infer<typeof stillOutResponseSchema>;
export type RiderStillOutRow = z.infer<typeof riderStillOutSchema>;
