import { kitProgressSchema } from '../payments/payments.schemas.ts';
import { z } from '../zod.ts';

/** Days of inscriptions the back-office home lists, today included. */
export const DASHBOARD_DAYS = 7;
/** Payments to verify the home lists by name (oldest report first); the count says how many there are in all. */
export const DASHBOARD_PAYMENTS_SHOWN = 5;

const placesSchema = z.object({
  cupo: z.number(),
  ocupados: z.number(),
  libres: z.number(),
  enEspera: z.number(),
});

/** Answer of GET /api/admin/dashboard/stats: what an organiser checks each morning. */
export const dashboardStatsSchema = z.object({
  totalRunners: z.number(),
  /** Inscriptions whose runner said 'Ya pagué' and whose payment nobody confirmed yet, in every event. */
  pagosAVerificar: z.object({
    total: z.number(),
    items: z.array(
      z.object({
        inscriptionId: z.number(),
        eventName: z.string(),
        nombre: z.string(),
        apellido: z.string(),
        /** When the runner reported it (ISO instant). */
        informadoAt: z.string(),
        referencia: z.string().nullable(),
      }),
    ),
  }),
  /**
   * The edition taking inscriptions (the current one of those open, D17), else the current event; null when no
   * event is active.
   */
  edicion: z
    .object({
      eventId: z.number(),
      nombre: z.string(),
      fecha: z.string(),
      inscripcionesAbiertas: z.boolean(),
      totalInscripciones: z.number(),
      /** Inscriptions made on each of the last DASHBOARD_DAYS days (organiser's time zone), oldest first. */
      porDia: z.array(z.object({ fecha: z.string(), inscripciones: z.number() })),
      /** The event's own limit, when it has one. */
      lugares: placesSchema.nullable(),
      /** Only the distances with a limit (their own or the event's). */
      distancias: z.array(placesSchema.extend({ distancia: z.number() })),
      /** What the edition's inscriptions owe in all, what is paid and what is left to collect (decision 015). */
      dinero: z.object({ esperado: z.number(), pagado: z.number(), pendiente: z.number() }).optional(),
      /** Kits picked up against inscriptions, per distance. */
      kits: kitProgressSchema.optional(),
    })
    .nullable(),
});

export type DashboardStats = z.infer<typeof dashboardStatsSchema>;
