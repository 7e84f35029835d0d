import { bibParamSchema, bibSchema } from '../bib.ts';
import { RIDER_STATUS_CODES, RIDER_STATUSES } from '../results/result-status.ts';
import { z } from '../zod.ts';
import { timingMessages as m } from './timing.messages.ts';
import { MAX_CHANGED_BIBS } from './timing-changes.ts';

const MAX_INT = 2_147_483_647;
/** Upper bound for any stored time: about 11 days, far beyond any race. */
export const MAX_TIME_MS = 1_000_000_000;

export const eventIdParamsSchema = z.object({ eventId: z.coerce.number().int().positive().max(MAX_INT) });

export const lapsSchema = z.number({ error: m.lapsInvalid }).int(m.lapsInvalid).min(1, m.lapsInvalid).max(100);

/**
 * A bib's passage closer than this to its previous counted passage is a repeat (two timekeepers, a bounced
 * Enter): stored, shown for review, not counted (decision 007). 0 turns the guard off.
 */
export const DEFAULT_MIN_LAP_SECONDS = 60;
export const minLapSecondsSchema = z
  .number({ error: m.minLapInvalid })
  .int(m.minLapInvalid)
  .min(0, m.minLapInvalid)
  .max(24 * 3600, m.minLapInvalid);

export const distanceTimingSchema = z.object({
  laps: lapsSchema,
  enabled: z.boolean(),
  minLapSeconds: minLapSecondsSchema.default(DEFAULT_MIN_LAP_SECONDS),
});

/** Per distance (the number as the key, e.g. "33") its laps and whether it is timed. */
export const timingConfigSchema = z.record(
  z.string().regex(/^\d+(\.\d+)?$/, 'Distancia inválida'),
  distanceTimingSchema,
);

export const saveTimingConfigSchema = z.object({
  eventId: z.number({ error: m.eventRequired }).int().positive(m.eventRequired).max(MAX_INT),
  config: timingConfigSchema,
});

export const timingConfigResponseSchema = z.object({
  eventId: z.number(),
  /** False while nothing was saved: the config then lists the event's distances, none enabled. */
  configured: z.boolean(),
  config: timingConfigSchema,
});

/** Epoch milliseconds or an ISO-8601 date-time, read as epoch milliseconds. */
export const instantSchema = z.union([
  z.number().int().min(0).max(8_640_000_000_000),
  z.iso.datetime({ offset: true, error: m.startTimeInvalid }).transform((value) => Date.parse(value)),
]);

const categoryIdSchema = z.number().int().positive().max(MAX_INT);

export const startGroupCategoryInputSchema = z.union([
  categoryIdSchema,
  z.object({
    id: categoryIdSchema.optional(),
    nombre: z.string().trim().min(1).max(100),
    distancia: z.number().positive().max(1000),
  }),
]);
export type StartGroupCategoryInput = z.infer<typeof startGroupCategoryInputSchema>;

/** One key per category as sent: its id, else its name and distance. */
export const startGroupCategoryKey = (category: StartGroupCategoryInput): string =>
  typeof category === 'number'
    ? `id:${category}`
    : category.id !== undefined
      ? `id:${category.id}`
      : `name:${category.nombre.toLocaleUpperCase('es')}|${category.distancia}`;

export const startGroupInputSchema = z.object({
  id: z.number().int().positive().max(MAX_INT).optional(),
  name: z.string({ error: m.groupNameRequired }).trim().min(1, m.groupNameRequired).max(100),
  startTime: instantSchema.nullish(),
  /** Category ids, or categories as the spec models them: `nombre` and `distancia` (an `id` when known). */
  categories: z.array(startGroupCategoryInputSchema).max(500).default([]),
});

export const saveStartGroupsSchema = z
  .object({ groups: z.array(startGroupInputSchema).max(100) })
  .superRefine((value, ctx) => {
    value.groups.forEach((group, index) => {
      if (group.startTime == null)
        ctx.addIssue({ code: 'custom', message: m.groupsIncomplete, path: ['groups', index, 'startTime'] });
    });
    const seen = new Set<string>();
    value.groups.forEach((group, index) => {
      for (const category of group.categories) {
        const key = startGroupCategoryKey(category);
        if (seen.has(key)) {
          ctx.addIssue({ code: 'custom', message: m.categoryInOneGroup, path: ['groups', index, 'categories'] });
        }
        seen.add(key);
      }
    });
  });

export const startGroupSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** ISO-8601, or null when not scheduled. */
  startTime: z.string().nullable(),
  /**
   * The start has passed or the group already has records: its name and categories can no longer be
   * changed; its start can still be corrected (POST start-group), which re-times its riders.
   */
  started: z.boolean(),
  /** Riders holding a bib in the group's categories. */
  riders: z.number().default(0),
  /** Of them, those with a passage that counts: the riders a start correction re-times. */
  timedRiders: z.number().default(0),
  categories: z.array(z.object({ id: z.number(), nombre: z.string(), distancia: z.number() })),
});

export const startGroupStartSchema = z.object({
  groupId: z.number({ error: m.groupRequired }).int().positive().max(MAX_INT),
  startTime: instantSchema,
});

/**
 * What a timing screen is (decision 014): the primary timekeeper, or a backup typing every crossing again. A
 * backup's copy of a crossing the primary has is stored and needs nobody; what only the backup saw counts.
 */
export const DEVICE_ROLES = ['primary', 'backup'] as const;
export type DeviceRole = (typeof DEVICE_ROLES)[number];

/**
 * A passage at the line; the server numbers laps (D11). `timestamp` is when the device took it; `time` the ms
 * since the selected group's start.
 */
export const timeRecordInputSchema = z
  .object({
    // A uuid from the device (any short id of letters, digits, - and _ is accepted).
    clientId: z
      .string()
      .min(1)
      .max(100)
      .regex(/^[\w-]+$/, 'Identificador de registro inválido'),
    dorsal: bibSchema.nullish(),
    /** The device's elapsed time from the selected group's start: kept when the rider's own group is not known. */
    time: z.number().int().min(0).max(MAX_TIME_MS).optional(),
    timestamp: instantSchema.optional(),
    /** The group selected on the device: a passage without a bib (or with a bib nobody holds) stays in it. */
    groupId: z.number().int().positive().max(MAX_INT).nullish(),
    /** The role of the device that took it (decision 014); primary when not said. */
    device: z.enum(DEVICE_ROLES).optional(),
  })
  .refine((value) => value.timestamp !== undefined, {
    message: 'Falta la hora del registro',
    path: ['timestamp'],
  });

/**
 * NO_BIB: taken with 'Registrar sin dorsal'. UNKNOWN_BIB: nobody in the event holds that bib.
 * BEFORE_START: the instant is before the start of the rider's own group (a typo, most likely).
 * REPEAT: closer to the bib's previous counted passage than its distance's minimum lap, typed on a device of the
 * same role (decision 007).
 * BACKUP_COPY: the same, typed on the other role's device: the backup's copy of a crossing (decision 014); it
 * needs nobody and is not listed for review.
 * BEYOND_LAPS: it would count after the rider's last lap ('fuera de vueltas'); kept, and counted by itself once
 * an earlier passage is voided (decision 014).
 * DNS: the rider is marked 'No largó'; it counts once the DNS is cleared (decision 014).
 * VOIDED: an administrator voided it ('Anular'); it counts for nobody and is not listed for review.
 */
export const TIME_RECORD_REVIEW_REASONS = [
  'NO_BIB',
  'UNKNOWN_BIB',
  'BEFORE_START',
  'REPEAT',
  'BACKUP_COPY',
  'BEYOND_LAPS',
  'DNS',
  'VOIDED',
] as const;
export type TimeRecordReview = (typeof TIME_RECORD_REVIEW_REASONS)[number];

/** Whether a record with this review is listed in 'Registros a revisar': it needs somebody's decision. */
export const needsDecision = (review: TimeRecordReview | null | undefined): boolean =>
  review != null && review !== 'VOIDED' && review !== 'BACKUP_COPY';

/**
 * A passage that counts but makes a lap implausibly fast or slow for its distance (decision 014): listed as
 * 'tiempo inusual' until an administrator voids or accepts it ('COUNTED').
 */
export const UNUSUAL_LAPS = ['FAST', 'SLOW'] as const;
export type UnusualLap = (typeof UNUSUAL_LAPS)[number];

/** What an administrator decided about one record: void it, or count a repeat as a real passage. */
export const TIME_RECORD_MARKS = ['VOIDED', 'COUNTED'] as const;
export type TimeRecordMark = (typeof TIME_RECORD_MARKS)[number];

/** 'Anular', 'Contar' (a repeat) or 'Restaurar' (null: the record is judged by the rules again). */
export const markRecordSchema = z.object({
  timeId: z.number().int().positive().max(MAX_INT),
  mark: z.enum(TIME_RECORD_MARKS).nullable(),
});
export type MarkRecordInput = z.infer<typeof markRecordSchema>;

/** 'Marcar DNS': every rider of the group with a bib, no counting passage and no status reads DNS. */
export const markNoShowsSchema = z.object({
  groupId: z.number({ error: m.groupRequired }).int().positive().max(MAX_INT),
});
export const markNoShowsResponseSchema = z.object({
  /** The bibs marked DNS now (riders already with a status are left as they are). */
  dorsals: z.array(z.number()),
});

export const timeRecordSchema = z.object({
  id: z.number(),
  clientId: z.string(),
  /** Null: recorded without a bib ('Sin dorsal'). After a correction, the corrected bib. */
  dorsal: z.number().nullable(),
  /** The bib as recorded, when a correction changed it. */
  originalDorsal: z.number().nullable().optional(),
  corrected: z.boolean(),
  time: z.number(),
  timestamp: z.number(),
  /** Lap of this passage for its bib, counted in time order; null without a bib. */
  lap: z.number().nullable(),
  /** The rider's own start group (from their category) when known; else the group selected on the device. */
  groupId: z.number().nullable(),
  groupName: z.string().nullable().optional(),
  /** Why the record needs a person's eye ('Registros a revisar'); null when it counts as it is. */
  review: z.enum(TIME_RECORD_REVIEW_REASONS).nullable().optional(),
  /** An administrator's decision on the record, when there is one (audited). */
  mark: z.enum(TIME_RECORD_MARKS).nullable().optional(),
  /** The role of the device that took it (decision 014). */
  device: z.enum(DEVICE_ROLES).optional(),
  /** A backup's passage the primary has no copy of ('solo respaldo'): it counts as the backup saw it. */
  backupOnly: z.boolean().optional(),
  /** It counts, but makes an implausibly fast or slow lap ('tiempo inusual', decision 014). */
  unusual: z.enum(UNUSUAL_LAPS).nullable().optional(),
  distance: z.number().nullable().optional(),
  runnerName: z.string().nullable().optional(),
});

/**
 * `dorsals` (comma-separated bibs) and `unnumbered` ask for those bibs' records only, and the records
 * without a bib: what a timing screen reads when the changes stream names them.
 */
export const timesQuerySchema = z.object({
  groupId: z.coerce.number().int().positive().max(MAX_INT).optional(),
  dorsals: z
    .string()
    .max(MAX_CHANGED_BIBS * 7)
    .regex(/^\d+(,\d+)*$/, m.bibInvalid)
    .transform((value) => value.split(',').map(Number))
    .pipe(z.array(bibSchema).max(MAX_CHANGED_BIBS))
    .optional(),
  unnumbered: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});

export const timesResponseSchema = z.object({
  times: z.array(timeRecordSchema),
  /** Bib, then lap, then the records of that lap. */
  dorsalTimes: z.record(z.string(), z.record(z.string(), z.array(timeRecordSchema))),
  /** Distance to its number of laps (enabled distances). */
  lapsConfig: z.record(z.string(), z.number()),
});

export const updateDorsalSchema = z
  .object({
    timeId: z.number().int().positive().max(MAX_INT),
    oldDorsal: z.number().int().nullish(),
    newDorsal: bibSchema.nullish(),
    runnerId: z.number().int().positive().max(MAX_INT).nullish(),
  })
  .refine((value) => value.newDorsal != null || value.runnerId != null, {
    message: m.newBibOrRunner,
    path: ['newDorsal'],
  });

export const updateRunnerTimesSchema = z.object({
  dorsal: bibSchema,
  distance: z.number().positive().optional(),
  /** Per-lap times (not cumulative) in ms; only laps above zero are sent. */
  lapTimes: z
    .array(z.object({ lap: z.number().int().min(1).max(100), time: z.number().int().min(1).max(MAX_TIME_MS) }))
    .max(100)
    .default([]),
  /** Penalty in ms (the dialog's seconds × 1000). */
  penaltyTime: z.number().int().min(0).max(MAX_TIME_MS).default(0),
  /** null clears DNF/DSQ; absent leaves it as it is. */
  status: z.enum(RIDER_STATUS_CODES).nullish(),
});

/** A rider's times after a correction (POST /timing/:eventId/update-runner-times). */
export const runnerTimesSchema = z.object({
  dorsal: z.number(),
  lapTimes: z.array(z.object({ lap: z.number(), time: z.number() })),
  penaltyTime: z.number(),
  status: z.enum(RIDER_STATUSES).nullable(),
});
export type RunnerTimes = z.infer<typeof runnerTimesSchema>;

export const timingStateSchema = z.object({
  event: z.object({ id: z.number(), nombre: z.string(), fecha: z.string() }),
  config: timingConfigSchema,
  lapsConfig: z.record(z.string(), z.number()),
  startGroups: z.array(startGroupSchema),
  /** The latest records (LATEST_TIMING_RECORDS), newest first. */
  records: z.array(timeRecordSchema),
  /** Every record of the event that needs a decision (needsDecision, or an unusual lap), newest first. */
  review: z.array(timeRecordSchema).default([]),
  serverTime: z.number(),
});

/** Every bib of the event with its rider, distance and own start group: the timing screen's offline map. */
export const eventBibsSchema = z.record(
  z.string(),
  z.object({
    name: z.string(),
    distance: z.number(),
    groupId: z.number().nullable(),
    groupName: z.string().nullable(),
  }),
);
export type EventBibs = z.infer<typeof eventBibsSchema>;

export const riderTimingParamsSchema = eventIdParamsSchema.extend({ dorsal: bibParamSchema });

/** 'Buscar dorsal': one rider's passages, laps, penalty and status, whatever screen asks. */
export const riderTimingSchema = z.object({
  dorsal: z.number(),
  runnerName: z.string(),
  categoryName: z.string(),
  distance: z.number(),
  /** Laps of the rider's distance; null when the distance is not timed. */
  laps: z.number().nullable(),
  group: z.object({ id: z.number(), name: z.string(), startTime: z.string().nullable() }).nullable(),
  /** Every passage that counts for the bib now, in lap order. */
  passages: z.array(timeRecordSchema),
  /** Every record of the bib as taken, in passage order: counted, repeats, voided, before the start. */
  records: z.array(timeRecordSchema).default([]),
  /** Per-lap times (not cumulative), after corrections. */
  lapTimes: z.array(z.object({ lap: z.number(), time: z.number() })),
  penaltyTime: z.number(),
  /** Set by an administrator; null otherwise. */
  status: z.enum(RIDER_STATUSES).nullable(),
});

export type TimingConfig = z.infer<typeof timingConfigSchema>;
export type TimeRecordInput = z.infer<typeof timeRecordInputSchema>;
export type TimeRecord = z.infer<typeof timeRecordSchema>;
export type StartGroup = z.infer<typeof startGroupSchema>;
export type UpdateRunnerTimes = z.infer<typeof updateRunnerTimesSchema>;
export type RiderTiming = z.infer<typeof riderTimingSchema>;
