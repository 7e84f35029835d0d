import { hasControlCharacter } from '../control-characters.ts';
import { isIsoDate, toIsoDate } from '../dates.ts';
import { LONG_TEXT_MAX_LENGTH, TEXT_MAX_LENGTH } from '../limits.ts';
import { messages } from '../messages.ts';
import { z } from '../zod.ts';

/** Spanish texts of event management: the spec's (section 5 "Event save", section 8) and ours. */
export const eventMessages = {
  nombreRequired: 'El nombre del evento es requerido',
  raceRequired: 'Debe seleccionar una carrera',
  categoriesRequired: 'Debe seleccionar al menos una categoría',
  windowOrder: 'La fecha de apertura debe ser anterior a la fecha de cierre',
  lugarRequired: 'El lugar del evento es requerido',
  fechaRequired: 'La fecha del evento es requerida',
  aperturaRequired: 'La fecha de apertura de inscripciones es requerida',
  cierreRequired: 'La fecha de cierre de inscripciones es requerida',
  deleteConfirm: '¿Está seguro de que desea eliminar este evento?',
  eventNotFound: 'Evento no encontrado',
  raceNotFound: 'Carrera no encontrada',
  categoriesOfOtherRace: 'Las categorías seleccionadas deben pertenecer a la carrera del evento',
  hasInscriptions: 'No se puede eliminar el evento porque tiene inscripciones',
  raceChangeWithInscriptions: 'No se puede cambiar la carrera de un evento que tiene inscripciones',
  raceInactive: 'La carrera seleccionada no está activa',
  copySuffix: '(copia)',
  categoryInUse: (nombre: string) => `No se puede quitar la categoría ${nombre}: tiene inscripciones en este evento`,
  created: 'Evento creado correctamente',
  updated: 'Evento actualizado correctamente',
  deleted: 'Evento eliminado correctamente',
  saveError: 'Error al guardar el evento',
  deleteError: 'Error al eliminar el evento',
  loadError: 'Error al cargar los datos del evento',
  listEmpty: 'No hay eventos registrados.',
} as const;

const m = eventMessages;

/** The message when the field is missing or empty; zod's own (Spanish) message for a wrong type otherwise. */
const required = (message: string) => ({
  error: (issue: { input: unknown }) => (issue.input === undefined || issue.input === null ? message : undefined),
});

/** A plain calendar date (D9): yyyy-mm-dd, or an ISO timestamp whose date part is taken as is. */
export const plainDateSchema = (requiredMessage: string) =>
  z
    .string(required(requiredMessage))
    .trim()
    .min(1, requiredMessage)
    .transform((value, ctx) => {
      const date = toIsoDate(value);
      if (!date || !isIsoDate(date)) {
        ctx.addIssue({ code: 'custom', message: messages.dateInvalid });
        return z.NEVER;
      }
      return date;
    });

/** Body of POST /api/events and PUT /api/events/{id}. */
export const eventInputSchema = z
  .object({
    nombre: z
      .string(required(m.nombreRequired))
      .trim()
      .min(1, m.nombreRequired)
      .max(TEXT_MAX_LENGTH, messages.textTooLong)
      .refine((value) => !hasControlCharacter(value), messages.controlCharacter),
    race_id: z.coerce
      .number({ error: m.raceRequired })
      .int(m.raceRequired)
      .positive(m.raceRequired)
      .max(2_147_483_647, m.raceRequired),
    fecha: plainDateSchema(m.fechaRequired),
    lugar: z
      .string(required(m.lugarRequired))
      .trim()
      .min(1, m.lugarRequired)
      .max(TEXT_MAX_LENGTH, messages.textTooLong)
      .refine((value) => !hasControlCharacter(value), messages.controlCharacter),
    descripcion: z
      .string()
      .trim()
      .max(LONG_TEXT_MAX_LENGTH, messages.textTooLong)
      .nullish()
      .transform((value) => (value ? value : null)),
    activo: z.boolean().optional().default(true),
    permiteParejas: z.boolean().optional().default(false),
    fechaAperturaInscripciones: plainDateSchema(m.aperturaRequired),
    fechaCierreInscripciones: plainDateSchema(m.cierreRequired),
    categorias: z
      .array(z.number().int().positive().max(2_147_483_647), { error: m.categoriesRequired })
      .min(1, m.categoriesRequired)
      .max(1000)
      .transform((ids) => [...new Set(ids)]),
  })
  .refine((event) => event.fechaAperturaInscripciones < event.fechaCierreInscripciones, {
    path: ['fechaAperturaInscripciones'],
    message: m.windowOrder,
  });
export type EventValues = z.output<typeof eventInputSchema>;

export const eventSchema = z.object({
  id: z.number(),
  nombre: z.string(),
  fecha: z.string(),
  lugar: z.string(),
  descripcion: z.string().nullable(),
  activo: z.boolean(),
  permiteParejas: z.boolean(),
  race_id: z.number(),
  fechaAperturaInscripciones: z.string(),
  fechaCierreInscripciones: z.string(),
  /** Ids of the event's categories. */
  categorias: z.array(z.number()),
  /** Active and today inside the registration window, both ends included (D9, isEventOpen). */
  inscripcionesAbiertas: z.boolean(),
  race: z.object({ id: z.number(), nombre: z.string(), activo: z.boolean() }),
  /** How many categories the event offers. */
  cantidadCategorias: z.number(),
});
export type Event = z.infer<typeof eventSchema>;

/** Path of `/api/events/{id}` and its sub-resources. */
export const eventParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** Query of GET /api/events. */
export const eventListQuerySchema = z.object({
  active: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  limit: z.coerce.number().int().min(1).max(1000).optional(),
});

export const eventStatsSchema = z.object({
  totalInscriptions: z.number(),
  confirmedInscriptions: z.number(),
  pendingInscriptions: z.number(),
});
