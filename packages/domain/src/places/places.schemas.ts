import { isIsoDate } from '../dates.ts';
import { inscriptionSchema } from '../inscriptions/inscription.schemas.ts';
import { TEXT_MAX_LENGTH } from '../limits.ts';
import { messages } from '../messages.ts';
import { whatsappDigits } from '../runners/phone-number.ts';
import { z } from '../zod.ts';
import { placesMessages as m } from './places.messages.ts';
import { PLACEHOLDERS } from './whatsapp.ts';

const isPlaceholder = (name: string) => (PLACEHOLDERS as readonly string[]).includes(name);

const noNul = (value: string) => !value.includes('\0');
const optionalText = (max = TEXT_MAX_LENGTH) =>
  z
    .string()
    .trim()
    .max(max, messages.textTooLong)
    .refine(noNul, m.invalidCharacter)
    .nullish()
    .transform((value) => (value ? value : null));
const limit = z.number().int().min(1).max(100_000).nullable();
const price = z.number().int().min(0).max(100_000_000).nullable();

export const distanceSettingsSchema = z.object({
  distancia: z.number().positive(),
  cupo: limit,
  precio: price,
  precioAnticipado: price,
});
export type DistanceSettings = z.infer<typeof distanceSettingsSchema>;

/** Body and answer of the admin's places settings of an event (places, fees, payment, WhatsApp). */
export const placesSettingsSchema = z
  .object({
    cupoTotal: limit,
    /** When a place frees, the first waiting is enrolled at once (true) or the admin chooses whom (false). */
    promocionAutomatica: z.boolean(),
    listaPublica: z.boolean(),
    fechaFinAnticipado: z
      .string()
      .refine(isIsoDate, m.invalidDate)
      .nullish()
      .or(z.literal('').transform(() => null))
      .transform((value) => value ?? null),
    pagoAlias: optionalText(100),
    pagoCbu: optionalText(100),
    pagoLink: optionalText(500).refine((value) => value === null || /^https:\/\/\S+$/.test(value), m.invalidLink),
    pagoEfectivo: z.boolean(),
    pagoNotas: optionalText(),
    // Stored as the digits wa.me dials, as runners' phones are.
    whatsappOrganizador: optionalText(30).transform((value, ctx) => {
      if (value === null) return null;
      const digits = whatsappDigits(value);
      if (digits === null) {
        ctx.addIssue({ code: 'custom', message: m.invalidPhone });
        return z.NEVER;
      }
      return digits;
    }),
    retiroKit: optionalText(),
    // A placeholder that is no datum would silently drop its sentence from every reminder.
    plantillaRecordatorio: optionalText(1000).refine(
      (value) => value === null || [...value.matchAll(/\{(\w+)\}/g)].every((match) => isPlaceholder(match[1]!)),
      m.unknownPlaceholder,
    ),
    distancias: z.array(distanceSettingsSchema).max(50),
    /** Limits of single categories; categories left out have none. */
    categorias: z
      .array(z.object({ categoryId: z.number().int().positive(), cupo: limit }))
      .max(500)
      .default([]),
  })
  .superRefine((value, ctx) => {
    if (value.fechaFinAnticipado === null && value.distancias.some((d) => d.precioAnticipado !== null)) {
      ctx.addIssue({ code: 'custom', path: ['fechaFinAnticipado'], message: m.earlyPriceNeedsDate });
    }
  });
export type PlacesSettingsInput = z.input<typeof placesSettingsSchema>;

/** The same settings as answered (plain values, no input transforms). */
export const placesSettingsAnswerSchema = z.object({
  cupoTotal: z.number().nullable(),
  promocionAutomatica: z.boolean(),
  listaPublica: z.boolean(),
  fechaFinAnticipado: z.string().nullable(),
  pagoAlias: z.string().nullable(),
  pagoCbu: z.string().nullable(),
  pagoLink: z.string().nullable(),
  pagoEfectivo: z.boolean(),
  pagoNotas: z.string().nullable(),
  whatsappOrganizador: z.string().nullable(),
  retiroKit: z.string().nullable(),
  plantillaRecordatorio: z.string().nullable(),
  distancias: z.array(distanceSettingsSchema),
  categorias: z.array(
    z.object({ categoryId: z.number(), nombre: z.string(), distancia: z.number(), cupo: z.number().nullable() }),
  ),
});
export type PlacesSettings = z.output<typeof placesSettingsSchema>;

export const paymentInstructionsSchema = z.object({
  alias: z.string().nullable(),
  cbu: z.string().nullable(),
  link: z.string().nullable(),
  efectivo: z.boolean(),
  notas: z.string().nullable(),
});
export type PaymentInstructions = z.infer<typeof paymentInstructionsSchema>;

const placesSchema = z.object({
  cupo: z.number().nullable(),
  ocupados: z.number(),
  /** Null when there is no limit. */
  libres: z.number().nullable(),
  enEspera: z.number(),
});

/** Public answer of GET /api/events/:id/registration: is there room, how much, how to pay. */
export const placesInfoSchema = z.object({
  eventId: z.number(),
  lugares: placesSchema,
  listaPublica: z.boolean(),
  whatsappOrganizador: z.string().nullable(),
  fechaFinAnticipado: z.string().nullable(),
  retiroKit: z.string().nullable(),
  pago: paymentInstructionsSchema,
  distancias: z.array(
    placesSchema.extend({
      distancia: z.number(),
      precio: z.number().nullable(),
      precioAnticipado: z.number().nullable(),
      /** The price that applies today. */
      precioActual: z.number().nullable(),
    }),
  ),
  /** Only the categories that have a limit. */
  categorias: z
    .array(placesSchema.extend({ categoryId: z.number(), nombre: z.string(), distancia: z.number() }))
    .optional(),
});
export type PlacesInfo = z.infer<typeof placesInfoSchema>;
export type PlacesSettingsAnswer = z.infer<typeof placesSettingsAnswerSchema>;

/** The settings of an event that never saved any: no limit, automatic promotion, no payment details. */
export const NO_PLACES_SETTINGS = {
  cupoTotal: null,
  promocionAutomatica: true,
  listaPublica: false,
  fechaFinAnticipado: null,
  pagoAlias: null,
  pagoCbu: null,
  pagoLink: null,
  pagoEfectivo: false,
  pagoNotas: null,
  whatsappOrganizador: null,
  retiroKit: null,
  plantillaRecordatorio: null,
} as const satisfies Omit<PlacesSettingsAnswer, 'distancias' | 'categorias'>;

export const waitingEntrySchema = z.object({
  id: z.number(),
  eventId: z.number(),
  eventName: z.string(),
  eventDate: z.string(),
  distancia: z.number(),
  categoria: z.string(),
  /** 1 = the next to get a place in that distance. */
  posicion: z.number(),
  createdAt: z.string(),
  runner: z.object({ id: z.number(), nombre: z.string(), apellido: z.string(), dni: z.string() }),
});
export type WaitingEntry = z.infer<typeof waitingEntrySchema>;
export const waitingListSchema = z.array(waitingEntrySchema);

/** Path of an event's places, a waiting entry or an inscription (`/{id}`). */
export const placesIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** Query of GET /api/waiting-list: an admin narrows to one event; a runner always sees only their own. */
export const waitingListQuerySchema = z.object({
  eventId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});

/** Answer of POST /api/waiting-list: enrolled (inscription) when a place was free, else waiting. */
export const enrolOrWaitAnswerSchema = z.object({
  inscription: inscriptionSchema.nullable(),
  waiting: waitingEntrySchema.nullable(),
});

/** Answer of GET /api/registration/contact: the current event's organiser WhatsApp (D17), if any. */
/**
 * Whom '¿Olvidaste tu contraseña?' sends the runner to: the organiser's WhatsApp (null when no event sets
 * one) and the event it was set on (the current event's name when there is no number; null without events).
 */
export const organiserContactSchema = z.object({
  whatsappOrganizador: z.string().nullable(),
  evento: z.string().nullable(),
});
export type OrganiserContact = z.infer<typeof organiserContactSchema>;

/** Body of POST /api/inscriptions/:id/report-payment ('Ya pagué'). */
export const reportPaymentSchema = z
  .object({ referencia: optionalText(100) })
  .nullish()
  .transform((value) => ({ referencia: value?.referencia ?? null }));

/** One row of the public list of inscriptos: nothing but what a start list shows (no DNI, contact or health). */
export const publicInscriptoSchema = z.object({
  nombre: z.string(),
  apellido: z.string(),
  categoria: z.string(),
  distancia: z.number(),
  dorsal: z.number().nullable(),
  compañero: z.string().nullable(),
});
export const publicInscriptosSchema = z.object({
  eventName: z.string(),
  eventDate: z.string(),
  items: z.array(publicInscriptoSchema),
});
export type PublicInscriptos = z.infer<typeof publicInscriptosSchema>;

/** One runner of the admin's Recordatorios screen, inscribed or waiting. */
export const reminderRowSchema = z.object({
  inscriptionId: z.number().nullable(),
  waitingId: z.number().nullable(),
  nombre: z.string(),
  apellido: z.string(),
  whatsapp: z.string(),
  distancia: z.number(),
  categoria: z.string(),
  dorsal: z.number().nullable(),
  pagoConfirmado: z.boolean(),
  pagoInformado: z.boolean(),
  montoAPagar: z.number().nullable(),
  grupo: z.string().nullable(),
  /** Epoch ms of the group's start; null until scheduled. */
  horaLargada: z.number().nullable(),
  posicionEspera: z.number().nullable(),
});
export const remindersSchema = z.object({
  eventName: z.string(),
  eventDate: z.string(),
  retiroKit: z.string().nullable(),
  plantilla: z.string(),
  grupos: z.array(z.string()),
  items: z.array(reminderRowSchema),
});
export type Reminders = z.infer<typeof remindersSchema>;
export type ReminderRow = z.infer<typeof reminderRowSchema>;
