import { bibSchema } from '../bib.ts';
import { BIB_MAX, CATEGORY_SEXES, DNI_PATTERN, SEXES } from '../limits.ts';
import { messages } from '../messages.ts';
import { dniDigits } from '../search-key.ts';
import { z } from '../zod.ts';
import { inscriptionMessages as m } from './inscription.messages.ts';

const requiredId = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);

/** Path of /api/inscriptions/{id} and its actions. */
export const inscriptionIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** Path of PATCH /api/inscriptions/{id}/assign-dorsal/{number}: 0 removes the bib (D7). */
export const assignBibParamsSchema = inscriptionIdParamsSchema.extend({
  number: z.coerce.number({ error: m.bibInvalid }).int(m.bibInvalid).min(0, m.bibInvalid).max(BIB_MAX, m.bibInvalid),
});

/** Body of PATCH /api/inscriptions/{id}/confirm-payment: no body, or false to undo. */
export const confirmPaymentSchema = z.object({ pagoConfirmado: z.boolean().optional() }).nullish();
/** Body of PATCH /api/inscriptions/{id}/confirm-attendance: no body, or false to undo. */
export const confirmAttendanceSchema = z.object({ asistenciaConfirmada: z.boolean().optional() }).nullish();

/** Body of POST /api/inscriptions. Runners may send only their own id and no flags; admins may set them. */
export const createInscriptionSchema = z.object({
  runnerId: requiredId(m.runnerIdRequired),
  eventId: requiredId(m.eventRequired),
  distancia: z.number({ error: m.distanceRequired }).positive(m.distanceRequired),
  categoria: z.string({ error: m.categoryRequired }).trim().min(1, m.categoryRequired).max(100, messages.textTooLong),
  pagoConfirmado: z.boolean().optional().default(false),
  inscripcionConfirmada: z.boolean().optional().default(false),
  asistenciaConfirmada: z.boolean().optional().default(false),
  numeroDorsalAsignado: bibSchema.nullish(),
  /** Pair inscription (D13): the partner's DNI, when the event allows pairs. */
  partnerDni: z
    .string()
    .overwrite(dniDigits)
    .regex(DNI_PATTERN, messages.dniFormat)
    .nullish()
    .or(z.literal('').transform(() => null)),
});
export type CreateInscriptionInput = z.input<typeof createInscriptionSchema>;

/** Query of GET /api/inscriptions/partner-check: the pair the runner is about to ask for. */
export const partnerCheckQuerySchema = z.object({
  eventId: requiredId(m.eventRequired),
  distancia: z.coerce.number({ error: m.distanceRequired }).positive(m.distanceRequired),
  categoria: z.string({ error: m.categoryRequired }).trim().min(1, m.categoryRequired).max(100, messages.textTooLong),
  partnerDni: z.string({ error: messages.dniFormat }).overwrite(dniDigits).regex(DNI_PATTERN, messages.dniFormat),
});
export type PartnerCheckQuery = z.output<typeof partnerCheckQuerySchema>;

/**
 * Answer of GET /api/inscriptions/partner-check: the partner's name as partner-name.ts shows it when that DNI
 * could be invited; otherwise `invitable: false` and nothing else, whatever the reason.
 */
export const partnerCheckSchema = z.object({ invitable: z.boolean(), nombre: z.string().nullable() });
export type PartnerCheck = z.infer<typeof partnerCheckSchema>;

/** Body of PATCH /api/inscriptions/{id} (D2: the "Editar Categoría" dialog). */
export const updateInscriptionSchema = z.object({
  categoria: z.string({ error: m.categoryDialogRequired }).trim().min(1, m.categoryDialogRequired).max(100),
  distancia: z.number().positive().optional(),
});

/** A category an event offers, as the inscription forms choose it. */
export const categoryChoiceSchema = z.object({
  id: z.number(),
  nombre: z.string(),
  distancia: z.number(),
  sexo: z.enum(CATEGORY_SEXES),
  esLibre: z.boolean(),
  edadMinima: z.number().nullable(),
  edadMaxima: z.number().nullable(),
  /** Whether the runner's sex and age fit it (D8); admins may still choose it. */
  eligible: z.boolean().optional(),
});
export type CategoryChoice = z.infer<typeof categoryChoiceSchema>;

/** Query of GET /api/inscriptions/categories-and-distances. */
export const eventChoicesQuerySchema = z.object({ eventId: z.coerce.number().int().positive() });

/** Answer of GET /api/inscriptions/categories-and-distances: the event's categories and distances (D5). */
export const eventChoicesSchema = z.object({
  categories: z.array(categoryChoiceSchema),
  distances: z.array(z.number()),
});

/** Query of GET /api/inscriptions/available-categories. */
export const availableCategoriesQuerySchema = z.object({
  runnerId: z.coerce.number().int().positive(),
  distance: z.coerce.number().positive(),
  // The spec's call sends runnerId and distance alone: the current event (D17) is meant then.
  eventId: z.coerce.number().int().positive().optional(),
});

export const inscriptionPersonSchema = z.object({
  id: z.number(),
  nombre: z.string(),
  apellido: z.string(),
  dni: z.string(),
  sexo: z.enum(SEXES),
});

export const inscriptionSchema = z.object({
  id: z.number(),
  runnerId: z.number(),
  runner_id: z.number(),
  eventId: z.number(),
  eventName: z.string(),
  eventDate: z.string(),
  distancia: z.number(),
  categoria: z.string(),
  categoryId: z.number().nullable(),
  /** True once the pair is confirmed: a pair still waiting for the partner's consent is not one yet. */
  esEquipo: z.boolean(),
  /** The confirmed partner; null for a solo inscription and while the pair waits for the partner. */
  compañero: inscriptionPersonSchema.nullable(),
  /**
   * A pair waiting for the partner's consent: the DNI the holder typed and the short name they were shown
   * for it, nothing more of the partner before the partner accepts. Null when there is no pending pair. The server always
   * sends it; optional only so fixtures written before pair consent still type-check.
   */
  compañeroPendiente: z
    .object({
      dni: z.string(),
      /** The name the holder was shown when they checked the DNI (partner-name.ts): first names, surname initial. */
      nombre: z.string().optional(),
    })
    .nullish(),
  pagoConfirmado: z.boolean(),
  inscripcionConfirmada: z.boolean(),
  asistenciaConfirmada: z.boolean(),
  numeroDorsalAsignado: z.number().nullable(),
  /** Where the event takes place, the rider's start group and its start (epoch ms, null until scheduled). */
  eventLugar: z.string().optional(),
  grupo: z.string().nullable().optional(),
  horaLargada: z.number().nullable().optional(),
  /** Price per person locked when enrolling times the people in it; null when the event sets no price (docs/product-choices.md, 'Before the race'). */
  montoAPagar: z.number().nullable().optional(),
  /** The runner said 'Ya pagué' and the admin has not confirmed yet ('pago a verificar'). */
  pagoInformado: z.boolean().optional(),
  pagoReferencia: z.string().nullable().optional(),
  /** When the runner said 'Ya pagué' (ISO instant). */
  pagoInformadoAt: z.string().nullable().optional(),
  /** What the payments recorded add up to, what is left to collect, and the state in a word (fees.ts paymentState). */
  montoPagado: z.number().optional(),
  saldo: z.number().nullable().optional(),
  estadoPago: z.enum(['pagado', 'exento', 'parcial', 'informado', 'pendiente']).optional(),
  /**
   * In the runner's own list ('Mi Perfil'): each person's share and what was recorded for it, the holder's first
   * (fees.ts paymentShares, as the desk's card), and how the payments not undone were made, oldest first.
   */
  partesPago: z.array(z.object({ runnerId: z.number(), monto: z.number().nullable(), pagado: z.number() })).optional(),
  mediosPago: z.array(z.enum(['efectivo', 'transferencia', 'link', 'exento'])).optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
  runner: inscriptionPersonSchema,
});
export type Inscription = z.infer<typeof inscriptionSchema>;

export const inscriptionListSchema = z.object({
  items: z.array(inscriptionSchema),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
});
export type InscriptionList = z.infer<typeof inscriptionListSchema>;

const booleanQuery = z.enum(['true', 'false']).transform((value) => value === 'true');
/** Free text of a filter; PostgreSQL cannot hold a NUL character, so it is refused here (400) rather than at the database. */
const filterText = z
  .string()
  .trim()
  .max(100)
  .refine((value) => !value.includes('\0'), messages.validation);

/** Query of GET /api/inscriptions (admin filters of spec 001; a runner gets only their own). */
export const inscriptionListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(1000).default(10),
  event: z.coerce.number().int().positive().optional(),
  eventId: z.coerce.number().int().positive().optional(),
  runnerId: z.coerce.number().int().positive().optional(),
  searchTerm: filterText.optional(),
  categoria: filterText.optional(),
  distancia: z.coerce.number().positive().optional(),
  pagoConfirmado: booleanQuery.optional(),
  /** true: the runner said 'Ya pagué' and no admin has confirmed it yet (pago a verificar); false: every other. */
  pagoInformado: booleanQuery.optional(),
  asistenciaConfirmada: booleanQuery.optional(),
  esEquipo: booleanQuery.optional(),
  tieneDorsal: booleanQuery.optional(),
});
export type InscriptionListQuery = z.output<typeof inscriptionListQuerySchema>;
