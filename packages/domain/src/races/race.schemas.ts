import { hasControlCharacter } from '../control-characters.ts';
import { CATEGORY_SEXES, LONG_TEXT_MAX_LENGTH, TEXT_MAX_LENGTH } from '../limits.ts';
import { messages } from '../messages.ts';
import { z } from '../zod.ts';

/** Limits of the category form (spec 001 sections 5 and 9). */
export const CATEGORY_MIN_AGE_MAX = 100;
export const CATEGORY_MAX_AGE_MAX = 999;

/** Spanish texts of race, modality and category management; the first is the spec's, the rest are ours. */
export const raceMessages = {
  raceNameRequired: 'El nombre de la carrera es requerido',
  modalityNameRequired: 'El nombre de la modalidad es requerido',
  categoryNameRequired: 'El nombre de la categoría es requerido',
  raceRequired: 'Debe seleccionar una carrera',
  modalityRequired: 'Debe seleccionar una modalidad',
  distanceInvalid: 'La distancia debe ser un número positivo de kilómetros',
  sexInvalid: 'Seleccione un sexo válido (Masculino, Femenino o Mixto)',
  minAgeRequired: 'La edad mínima es obligatoria',
  maxAgeRequired: 'La edad máxima es obligatoria',
  minAgeRange: `La edad mínima debe estar entre 0 y ${CATEGORY_MIN_AGE_MAX}`,
  maxAgeRange: `La edad máxima debe estar entre 0 y ${CATEGORY_MAX_AGE_MAX}`,
  ageOrder: 'La edad mínima no puede ser mayor que la edad máxima',
  noModalities: 'Primero debes crear modalidades para esta carrera.',
  raceNotFound: 'Carrera no encontrada',
  modalityNotFound: 'Modalidad no encontrada',
  categoryNotFound: 'Categoría no encontrada',
  modalityOfOtherRace: 'La modalidad no pertenece a la carrera seleccionada',
  modalityRaceChange: 'No se puede cambiar la carrera de una modalidad',
  categoryNameTaken: 'Ya existe una categoría con ese nombre en esta modalidad',
  raceHasInscriptions: 'No se puede eliminar la carrera porque tiene eventos con inscripciones',
  raceHasEvents: 'No se puede eliminar la carrera porque tiene eventos. Elimine primero sus eventos.',
  modalityHasInscriptions: 'No se puede eliminar la modalidad porque tiene categorías con inscripciones',
  modalityDistanceInUse: 'No se puede cambiar la distancia de una modalidad cuyas categorías tienen inscripciones',
  categoryHasInscriptions: 'No se puede eliminar la categoría porque tiene inscripciones',
  categoryModalityInUse: 'No se puede cambiar la modalidad de una categoría con inscripciones',
  // Error catalogue of spec 001 section 8, for the client.
  racesLoadError: 'Error al cargar las carreras',
  raceLoadError: 'Error al cargar los datos de la carrera',
  raceSaveError: 'Error al guardar la carrera',
  modalitySaveError: 'Error al guardar la modalidad',
  categorySaveError: 'Error al guardar la categoría',
  raceDeleteError: 'Error al eliminar la carrera',
  modalityDeleteError: 'Error al eliminar la modalidad',
  categoryDeleteError: 'Error al eliminar la categoría',
  racesEmpty: 'No hay carreras registradas.',
  modalitiesEmpty: 'No hay modalidades registradas para esta carrera.',
  categoriesEmpty: 'No hay categorías registradas para esta carrera.',
} as const;

const m = raceMessages;

/** The message when the field is missing; zod's own (Spanish) message for a wrong type otherwise. */
const required = (message: string) => ({
  error: (issue: { input: unknown }) => (issue.input === undefined || issue.input === null ? message : undefined),
});

const requiredId = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);

/** A name of one line, as the diplomas and share cards draw it (race and category names are on them). */
const nameField = (message: string) =>
  z
    .string(required(message))
    .trim()
    .min(1, message)
    .max(TEXT_MAX_LENGTH, messages.textTooLong)
    .refine((value) => !hasControlCharacter(value), messages.controlCharacter);

/** Optional free text; empty becomes null. */
const description = z
  .string()
  .trim()
  .max(LONG_TEXT_MAX_LENGTH, messages.textTooLong)
  .nullish()
  .transform((value) => (value ? value : null));

/** Path of every race, modality or category route that names one: `/races/:id`, `/modalities/:id`, … */
export const idParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** Body of POST /api/races and PUT /api/races/{id}. */
export const raceInputSchema = z.object({
  nombre: nameField(m.raceNameRequired),
  descripcion: description,
  activo: z.boolean().optional().default(true),
});

export const raceSchema = z.object({
  id: z.number(),
  nombre: z.string(),
  descripcion: z.string().nullable(),
  activo: z.boolean(),
});
export type Race = z.infer<typeof raceSchema>;

/** Body of POST /api/modalities and PUT /api/modalities/{id}; distancia in km. */
export const modalityInputSchema = z.object({
  nombre: nameField(m.modalityNameRequired),
  distancia: z.number({ error: m.distanceInvalid }).positive(m.distanceInvalid).max(10_000, m.distanceInvalid),
  descripcion: description,
  activo: z.boolean().optional().default(true),
  race_id: requiredId(m.raceRequired),
});

export const modalitySchema = z.object({
  id: z.number(),
  nombre: z.string(),
  distancia: z.number(),
  descripcion: z.string().nullable(),
  activo: z.boolean(),
  race_id: z.number(),
});
export type Modality = z.infer<typeof modalitySchema>;

/** Ranges are checked in the refinement, only for a category with ages (a free one drops them). */
const age = (message: string) => z.number({ error: message }).int(message).nullish();

/**
 * Body of POST /api/categories and PUT /api/categories/{id}. A free category (esLibre) has no ages:
 * whatever was sent is dropped. Otherwise both ages are required, min 0–100, max 0–999, min ≤ max.
 * distancia is accepted but the server copies it from the modality; race_id, when sent, must be the
 * modality's race.
 */
export const categoryInputSchema = z
  .object({
    nombre: nameField(m.categoryNameRequired),
    modality_id: requiredId(m.modalityRequired),
    race_id: requiredId(m.raceRequired).optional(),
    distancia: z.number().positive().max(10_000).optional(),
    sexo: z.enum(CATEGORY_SEXES, { error: m.sexInvalid }),
    esLibre: z.boolean().optional().default(false),
    edadMinima: age(m.minAgeRange),
    edadMaxima: age(m.maxAgeRange),
  })
  .superRefine((value, ctx) => {
    if (value.esLibre) return;
    if (value.edadMinima === null || value.edadMinima === undefined) {
      ctx.addIssue({ code: 'custom', path: ['edadMinima'], message: m.minAgeRequired });
    }
    if (value.edadMaxima === null || value.edadMaxima === undefined) {
      ctx.addIssue({ code: 'custom', path: ['edadMaxima'], message: m.maxAgeRequired });
    }
    const minInRange =
      typeof value.edadMinima === 'number' && value.edadMinima >= 0 && value.edadMinima <= CATEGORY_MIN_AGE_MAX;
    const maxInRange =
      typeof value.edadMaxima === 'number' && value.edadMaxima >= 0 && value.edadMaxima <= CATEGORY_MAX_AGE_MAX;
    if (typeof value.edadMinima === 'number' && !minInRange) {
      ctx.addIssue({ code: 'custom', path: ['edadMinima'], message: m.minAgeRange });
    }
    if (typeof value.edadMaxima === 'number' && !maxInRange) {
      ctx.addIssue({ code: 'custom', path: ['edadMaxima'], message: m.maxAgeRange });
    }
    if (minInRange && maxInRange) {
      if ((value.edadMinima as number) > (value.edadMaxima as number)) {
        ctx.addIssue({ code: 'custom', path: ['edadMinima'], message: m.ageOrder });
      }
    }
  })
  .transform((value) => ({
    ...value,
    edadMinima: value.esLibre ? null : (value.edadMinima ?? null),
    edadMaxima: value.esLibre ? null : (value.edadMaxima ?? null),
  }));
export type CategoryValues = z.output<typeof categoryInputSchema>;

export const categorySchema = z.object({
  id: z.number(),
  nombre: z.string(),
  modality_id: z.number(),
  race_id: z.number(),
  modality_name: z.string(),
  distancia: z.number(),
  sexo: z.enum(CATEGORY_SEXES),
  esLibre: z.boolean(),
  edadMinima: z.number().nullable(),
  edadMaxima: z.number().nullable(),
});
export type Category = z.infer<typeof categorySchema>;

/** Query of GET /api/categories: every category, or those of one race. */
export const categoryListQuerySchema = z.object({
  race_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
