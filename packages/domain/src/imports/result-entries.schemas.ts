import { dniSchema } from '../runners/runner.schemas.ts';
import { z } from '../zod.ts';

/**
 * Riders of a past edition known only by its results sheet's name (docs/decisions/018-results-by-name.md), as
 * the back office lists them to link each to a runner.
 */
export const resultEntriesMessages = {
  noRunner: 'No hay un corredor registrado con ese DNI.',
  alreadyInEdition: 'Ese corredor ya tiene un resultado en esta edición.',
  entryNotFound: 'Ese resultado no existe.',
} as const;

export const resultEntryParamsSchema = z.object({
  entryId: z.coerce.number().int().positive().max(2_147_483_647),
});

export const resultEntrySchema = z.object({
  id: z.number(),
  dorsal: z.number(),
  /** The name as the sheet wrote it. */
  nombre: z.string(),
  categoria: z.string(),
  distancia: z.number(),
  club: z.string().nullable(),
  /** The DNI the sheet gave, when it gave one. */
  dni: z.string().nullable(),
  /** The runner the result belongs to, once linked. */
  corredor: z.object({ id: z.number(), nombre: z.string(), apellido: z.string(), dni: z.string() }).nullable(),
});
export type ResultEntry = z.output<typeof resultEntrySchema>;

export const resultEntriesResponseSchema = z.object({ items: z.array(resultEntrySchema) });
export type ResultEntriesResponse = z.output<typeof resultEntriesResponseSchema>;

/** Links the result to the runner with this DNI (dots allowed), or unlinks it with null. */
export const linkResultEntrySchema = z.object({ dni: dniSchema.nullable() });
export type LinkResultEntryInput = z.input<typeof linkResultEntrySchema>;
