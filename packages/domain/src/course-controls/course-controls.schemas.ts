import { bibSchema } from '../bib.ts';
import { z } from '../zod.ts';
import { cutoffClockMs } from './control-rules.ts';
import { courseControlMessages as m } from './course-controls.messages.ts';

const MAX_INT = 2_147_483_647;
/** Passages a volunteer's phone sends in one request (its outbox sends in batches, as the finish line does). */
export const MAX_CONTROL_PASSAGES_PER_BATCH = 64;

export const controlEventParamsSchema = z.object({ eventId: z.coerce.number().int().positive().max(MAX_INT) });
export const controlPointParamsSchema = controlEventParamsSchema.extend({
  pointId: z.coerce.number().int().positive().max(MAX_INT),
});
export const controlLinkParamsSchema = controlEventParamsSchema.extend({
  linkId: z.coerce.number().int().positive().max(MAX_INT),
});
/** A volunteer link's token as it appears in `/control/<token>`: 43 characters of base64url. */
export const controlTokenParamsSchema = z.object({ token: z.string().min(20).max(100) });

/** A cut-off: a clock time 'HH:mm' on the event's day (D9), or minutes after the rider's own start (decision 003). */
export const controlCutoffSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('clock'),
    time: z.string().refine((value) => cutoffClockMs(value) !== null, m.cutoffClockInvalid),
  }),
  z.object({
    kind: z.literal('after_start'),
    minutes: z
      .number({ error: m.cutoffMinutesInvalid })
      .int(m.cutoffMinutesInvalid)
      .min(1, m.cutoffMinutesInvalid)
      .max(2880, m.cutoffMinutesInvalid),
  }),
]);

const kmSchema = z.number({ error: m.kmInvalid }).gt(0, m.kmInvalid).max(1000, m.kmInvalid);
const orderSchema = z
  .number({ error: m.orderInvalid })
  .int(m.orderInvalid)
  .min(1, m.orderInvalid)
  .max(1000, m.orderInvalid);
const lapSchema = z.number({ error: m.lapInvalid }).int(m.lapInvalid).min(1, m.lapInvalid).max(100, m.lapInvalid);

/** A control as the organiser writes it; its distance's finish is not one (the finish line times it). */
export const controlPointInputSchema = z.object({
  name: z.string().trim().min(1, m.nameRequired).max(60),
  km: kmSchema,
  mandatory: z.boolean(),
  cutoff: controlCutoffSchema.nullable().default(null),
  /** A lap race: the lap the control is on; null when it is passed on every lap. */
  lap: lapSchema.nullable().default(null),
});

export const createControlPointSchema = controlPointInputSchema.extend({
  distancia: z.number().positive().max(1000),
  /** Where along the course; the next free place when absent. */
  order: orderSchema.optional(),
});

export const reorderControlPointsSchema = z.object({
  distancia: z.number().positive().max(1000),
  /** Every control of the distance, in course order. */
  pointIds: z.array(z.number().int().positive().max(MAX_INT)).min(1).max(100),
});

export const controlPointSchema = z.object({
  id: z.number(),
  eventId: z.number(),
  distancia: z.number(),
  order: z.number(),
  name: z.string(),
  km: z.number(),
  mandatory: z.boolean(),
  cutoff: controlCutoffSchema.nullable(),
  lap: z.number().nullable(),
});

export const createControlLinkSchema = z.object({
  /** Who or which phone it is for ('Puesto 1 – Juan'); optional. */
  label: z.string().trim().max(60, m.labelTooLong).default(''),
});

export const controlLinkSchema = z.object({
  id: z.number(),
  pointId: z.number(),
  eventId: z.number(),
  label: z.string(),
  /** Epoch ms: the end of the event's day in the organiser's zone (D9). */
  expiresAt: z.number(),
  revokedAt: z.number().nullable(),
  createdAt: z.number(),
});

/** A new link: the only answer that carries its token (the server keeps its hash). */
export const newControlLinkSchema = controlLinkSchema.extend({
  token: z.string(),
  /** The web's path that opens the control screen: `/control/<token>`. */
  path: z.string(),
});

export const controlPassageInputSchema = z.object({
  // A uuid from the phone (any short id of letters, digits, - and _ is accepted).
  clientId: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[\w-]+$/, m.clientIdInvalid),
  dorsal: bibSchema,
  /** Epoch ms when it was typed: the phone's clock corrected by its measured offset to the server. */
  recordedAt: z.number().int().min(0).max(8_640_000_000_000),
  device: z.enum(['primary', 'backup']).default('primary'),
});

export const recordControlPassagesSchema = z.object({
  passages: z.array(controlPassageInputSchema).min(1).max(MAX_CONTROL_PASSAGES_PER_BATCH, m.batchTooLarge),
});

/**
 * What a passage at a control is, as answered to the phone: COUNTS, REPEAT (within the minimum interval, same
 * role: stored, not counted), COPY (the other role's copy of a counted read), UNKNOWN_BIB (nobody of the event
 * holds it: stored, for review).
 */
export const CONTROL_PASSAGE_STATUSES = ['COUNTS', 'REPEAT', 'COPY', 'UNKNOWN_BIB'] as const;

export const controlPassageSchema = z.object({
  id: z.number(),
  clientId: z.string(),
  dorsal: z.number(),
  recordedAt: z.number(),
  device: z.enum(['primary', 'backup']),
  status: z.enum(CONTROL_PASSAGE_STATUSES),
  runnerName: z.string().nullable(),
  /** Time from the rider's own wave; null for an unknown bib or a wave not started. */
  splitMs: z.number().nullable(),
  lap: z.number().nullable(),
  /** Strictly after the control's cut-off: 'fuera de tiempo' (the organiser decides the DNF). */
  pastCutoff: z.boolean(),
  /** Earlier than the rider's passage at a control before this one on the same lap: kept, flagged. */
  outOfOrder: z.boolean(),
});

export const recordControlPassagesResponseSchema = z.object({
  /** One per passage sent, in the order sent; `created` false when its client id was already stored. */
  passages: z.array(controlPassageSchema.extend({ created: z.boolean() })),
  serverTime: z.number(),
});

/** What a volunteer's phone reads on opening: its control, the start list, its own latest passages. */
export const controlScreenSchema = z.object({
  event: z.object({ id: z.number(), nombre: z.string(), fecha: z.string() }),
  point: controlPointSchema,
  linkLabel: z.string(),
  expiresAt: z.number(),
  minIntervalMs: z.number(),
  startList: z.array(
    z.object({
      dorsal: z.number(),
      runnerName: z.string(),
      groupName: z.string().nullable(),
      groupStart: z.number().nullable(),
    }),
  ),
  /** The latest passages taken with this link, newest first. */
  passages: z.array(controlPassageSchema),
  serverTime: z.number(),
});

export type ControlPoint = z.infer<typeof controlPointSchema>;
export type ControlPassage = z.infer<typeof controlPassageSchema>;
