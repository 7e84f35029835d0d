import { hasControlCharacter } from '../control-characters.ts';
import { TEXT_MAX_LENGTH } from '../limits.ts';
import { messages } from '../messages.ts';
import { RESULT_STATUSES } from '../results/result-status.ts';
import { z } from '../zod.ts';
import { championshipMessages as m } from './championship.messages.ts';

export const CHAMPIONSHIP_YEAR_MIN = 2000;
export const CHAMPIONSHIP_YEAR_MAX = 2100;
/** Dates of one season: a calendar has 6 to 12; 30 leaves room and keeps a standings read bounded. */
export const CHAMPIONSHIP_EVENTS_MAX = 30;
export const POINTS_TABLE_MAX_LENGTH = 100;
export const POINTS_MAX = 10_000;

/**
 * The common MTB scale (UCI-style, as many regional cups use it): points for places 1 to 20 in the category.
 * Finishers beyond the table get DEFAULT_BEYOND_TABLE_POINTS, less than the 20th's 8, so every finisher
 * scores and a better place never scores fewer.
 */
export const DEFAULT_POINTS_TABLE = [
  100, 80, 65, 55, 50, 45, 40, 36, 32, 29, 26, 24, 22, 20, 18, 16, 14, 12, 10, 8,
] as const;
export const DEFAULT_BEYOND_TABLE_POINTS = 5;

const points = z.coerce
  .number({ error: m.pointsInvalid(POINTS_MAX) })
  .int(m.pointsInvalid(POINTS_MAX))
  .min(0, m.pointsInvalid(POINTS_MAX))
  .max(POINTS_MAX, m.pointsInvalid(POINTS_MAX));

/**
 * How a championship scores a result: `table[i]` points for place i + 1 in the category, `beyondTable` for a
 * finisher placed beyond it, `dnf` / `dns` / `dsq` for those statuses; a date not raced scores nothing.
 * Only the best `bestOf` dates of each rider count (null: every date).
 */
export const scoringSchema = z
  .object({
    table: z
      .array(points)
      .min(1, m.tableRequired)
      .max(POINTS_TABLE_MAX_LENGTH, m.tableTooLong(POINTS_TABLE_MAX_LENGTH))
      .default([...DEFAULT_POINTS_TABLE]),
    beyondTable: points.default(DEFAULT_BEYOND_TABLE_POINTS),
    dnf: points.default(0),
    dns: points.default(0),
    dsq: points.default(0),
    bestOf: z.coerce
      .number({ error: m.bestOfInvalid })
      .int(m.bestOfInvalid)
      .min(1, m.bestOfInvalid)
      .max(CHAMPIONSHIP_EVENTS_MAX, m.bestOfInvalid)
      .nullable()
      .default(null),
  })
  .superRefine((value, ctx) => {
    for (let index = 1; index < value.table.length; index++) {
      if (value.table[index]! > value.table[index - 1]!) {
        ctx.addIssue({ code: 'custom', path: ['table', index], message: m.tableNotDecreasing });
        return;
      }
    }
    if (value.beyondTable > value.table[value.table.length - 1]!) {
      ctx.addIssue({ code: 'custom', path: ['beyondTable'], message: m.beyondTableTooHigh });
    }
  });

export type Scoring = z.output<typeof scoringSchema>;

/** The scoring as answers give it. */
export const scoringResponseSchema = z.object({
  table: z.array(z.number()),
  beyondTable: z.number(),
  dnf: z.number(),
  dns: z.number(),
  dsq: z.number(),
  bestOf: z.number().nullable(),
});

/** The default scoring, as a championship created without one gets it. */
export const DEFAULT_SCORING: Scoring = {
  table: [...DEFAULT_POINTS_TABLE],
  beyondTable: DEFAULT_BEYOND_TABLE_POINTS,
  dnf: 0,
  dns: 0,
  dsq: 0,
  bestOf: null,
};

const nombre = z
  .string({
    error: (issue: { input: unknown }) =>
      issue.input === undefined || issue.input === null ? m.nameRequired : undefined,
  })
  .trim()
  .min(1, m.nameRequired)
  .max(TEXT_MAX_LENGTH, messages.textTooLong)
  .refine((value) => !hasControlCharacter(value), messages.controlCharacter);

const anio = z.coerce
  .number({ error: m.yearInvalid })
  .int(m.yearInvalid)
  .min(CHAMPIONSHIP_YEAR_MIN, m.yearInvalid)
  .max(CHAMPIONSHIP_YEAR_MAX, m.yearInvalid);

/** The events that count, in date order of the season: fecha 1 first. */
export const championshipEventIdsSchema = z
  .array(z.coerce.number({ error: m.eventsInvalid }).int(m.eventsInvalid).positive(m.eventsInvalid).max(2_147_483_647))
  .max(CHAMPIONSHIP_EVENTS_MAX, m.eventsTooMany(CHAMPIONSHIP_EVENTS_MAX))
  .refine((ids) => new Set(ids).size === ids.length, m.eventsRepeated);

/** POST /championships: the events and the scoring may come later (they default to none and DEFAULT_SCORING). */
export const championshipCreateSchema = z.object({
  nombre,
  anio,
  eventIds: championshipEventIdsSchema.default([]),
  scoring: scoringSchema.default(DEFAULT_SCORING),
  /** A new championship is a draft, public only once published, unless the caller publishes it at once. */
  publicado: z.boolean().default(false),
});

/** PUT /championships/:id: name and year (events and scoring have their own calls). */
export const championshipUpdateSchema = z.object({ nombre, anio });

/** PUT /championships/:id/published: publishes a draft, or takes the standings down again. */
export const championshipPublishSchema = z.object({ publicado: z.boolean() });

/** PUT /championships/:id/events */
export const championshipEventsBodySchema = z.object({ eventIds: championshipEventIdsSchema });

export const championshipIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const championshipRunnerParamsSchema = z.object({
  runnerId: z.coerce.number().int().positive().max(2_147_483_647),
});

/** One date of a championship: its place in the season (1, 2, 3…) and its event. */
export const championshipDateSchema = z.object({
  /** Fecha 1, 2, 3… */
  number: z.number(),
  eventId: z.number(),
  eventName: z.string(),
  /** yyyy-mm-dd */
  eventDate: z.string(),
  /** The event's results are final (its date is past, or every rider has a final status). */
  final: z.boolean(),
  /** The event has timed results (false before timing is configured). */
  hasResults: z.boolean(),
});

export const championshipSummarySchema = z.object({
  id: z.number(),
  nombre: z.string(),
  anio: z.number(),
  /** How many dates (events) count. */
  dates: z.number(),
  /** False for a draft: only administrators see it. */
  publicado: z.boolean(),
});

/** The administrator's read: everything the form edits. */
export const championshipSchema = z.object({
  id: z.number(),
  nombre: z.string(),
  anio: z.number(),
  /** In order: fecha 1 first. `final` and `hasResults` are not read here (false); the standings say them. */
  events: z.array(z.object({ number: z.number(), eventId: z.number(), eventName: z.string(), eventDate: z.string() })),
  scoring: scoringResponseSchema,
  publicado: z.boolean(),
});

/** A rider's result at one date of their standings line. */
export const standingResultSchema = z.object({
  /** Place in the category at that event; null for a non-finisher or a date not raced in this category. */
  position: z.number().nullable(),
  /** The result's status (RESULT_STATUSES); null when the rider did not race this date in this category. */
  status: z.enum(RESULT_STATUSES).nullable(),
  /** Points earned; null when the date was not raced here or the rider is still racing (or has no passage yet). */
  points: z.number().nullable(),
  /** The points count toward the total (one of the best `bestOf`). */
  counts: z.boolean(),
});

export const standingRowSchema = z.object({
  /** Ties that the tie-break cannot part share a place: 1, 2, 2, 4. */
  position: z.number(),
  /** Null for a rider a past edition's results named without an account, until linked to a runner. */
  runnerId: z.number().nullable(),
  runnerName: z.string(),
  /** The rider's club; null while runners have none. */
  club: z.string().nullable(),
  total: z.number(),
  /** First places in the category over every date (counted or not), the first tie-break. */
  wins: z.number(),
  /** One per date of the championship, in order (results[i] is fecha i + 1). */
  results: z.array(standingResultSchema),
});

export const standingsResponseSchema = z.object({
  championship: championshipSummarySchema,
  scoring: scoringResponseSchema,
  /** Some date is not final: the standings may still change ('Clasificación provisoria'). */
  provisional: z.boolean(),
  dates: z.array(championshipDateSchema),
  /** Categories in the order of the default-by-age table, each line a rider in that category. */
  categories: z.array(z.object({ name: z.string(), rows: z.array(standingRowSchema) })),
  generatedAt: z.number(),
});

/** A rider's lines in every championship: "Campeonato X: 3º en Master A con 245 pts". */
export const runnerStandingsResponseSchema = z.object({
  runnerId: z.number(),
  standings: z.array(
    z.object({
      championshipId: z.number(),
      nombre: z.string(),
      anio: z.number(),
      categoryName: z.string(),
      position: z.number(),
      total: z.number(),
      /** How many riders the category's standings have. */
      riders: z.number(),
      provisional: z.boolean(),
    }),
  ),
});

export type ChampionshipCreate = z.output<typeof championshipCreateSchema>;
export type ChampionshipUpdate = z.output<typeof championshipUpdateSchema>;
export type Championship = z.output<typeof championshipSchema>;
export type ChampionshipSummary = z.output<typeof championshipSummarySchema>;
export type ChampionshipDate = z.output<typeof championshipDateSchema>;
export type StandingResult = z.output<typeof standingResultSchema>;
export type StandingRow = z.output<typeof standingRowSchema>;
export type StandingsResponse = z.output<typeof standingsResponseSchema>;
export type RunnerStandingsResponse = z.output<typeof runnerStandingsResponseSchema>;
