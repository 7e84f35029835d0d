import { isIsoDate } from '../dates.ts';
import { adminInscriptionSchema } from '../inscriptions/admin-inscription.schemas.ts';
import { z } from '../zod.ts';

/** How a payment was made; 'exento' waives the fee with a reason (decision 015). */
export const PAYMENT_METHODS = ['efectivo', 'transferencia', 'link', 'exento'] as const;

/** The largest payment the desk records: far above any entry fee, so a typo of extra zeros is refused. */
export const PAYMENT_MAX = 10_000_000;

export const paymentMessages = {
  amountRequired: 'Ingrese el monto cobrado',
  amountInvalid: 'El monto debe ser un número entero de pesos mayor que cero',
  amountTooLarge: 'El monto es demasiado grande',
  reasonRequired: 'Indique el motivo de la exención',
  reasonTooLong: 'El motivo es demasiado largo',
  referenceTooLong: 'La referencia es demasiado larga',
  notInInscription: 'Esa persona no forma parte de esta inscripción',
  paymentNotFound: 'Pago no encontrado',
  alreadyVoided: 'Ese pago ya fue deshecho',
  dateInvalid: 'La fecha debe tener el formato aaaa-mm-dd',
} as const;

/** Method names as the desk and the Caja del día show them. */
export const PAYMENT_METHOD_LABELS: Record<(typeof PAYMENT_METHODS)[number], string> = {
  efectivo: 'Efectivo',
  transferencia: 'Transferencia verificada',
  link: 'Link de pago',
  exento: 'Exento',
};

const m = paymentMessages;

/**
 * POST /api/admin/inscriptions/:id/payments: a payment collected (efectivo, link), a reported transfer verified,
 * or a waiver with its reason. `runnerId` names the share of a pair it pays (the holder's when absent).
 */
export const recordPaymentSchema = z
  .object({
    metodo: z.enum(PAYMENT_METHODS),
    monto: z
      .number({ error: m.amountInvalid })
      .int(m.amountInvalid)
      .positive(m.amountInvalid)
      .max(PAYMENT_MAX, m.amountTooLarge)
      .optional(),
    runnerId: z.number().int().positive().max(2_147_483_647).optional(),
    referencia: z.string().trim().max(100, m.referenceTooLong).optional(),
    motivo: z.string().trim().max(200, m.reasonTooLong).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.metodo === 'exento') {
      if (!body.motivo) ctx.addIssue({ code: 'custom', path: ['motivo'], message: m.reasonRequired });
    } else if (body.monto === undefined) {
      ctx.addIssue({ code: 'custom', path: ['monto'], message: m.amountRequired });
    }
  });
export type RecordPayment = z.input<typeof recordPaymentSchema>;

export const paymentIdParamsSchema = z.object({ paymentId: z.coerce.number().int().positive().max(2_147_483_647) });

/** One payment as recorded, with who took it; `anuladoAt` once undone. */
export const paymentSchema = z.object({
  id: z.number(),
  inscriptionId: z.number(),
  runnerId: z.number().nullable(),
  monto: z.number(),
  metodo: z.enum(PAYMENT_METHODS),
  referencia: z.string().nullable(),
  motivo: z.string().nullable(),
  /** The volunteer (admin) who recorded it: their name, else their DNI. */
  voluntario: z.string().nullable(),
  createdAt: z.string(),
  anuladoAt: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** What the desk's card shows about the money of one inscription. */
export const deskMoneySchema = z.object({
  montoAPagar: z.number().nullable(),
  montoPagado: z.number(),
  saldo: z.number().nullable(),
  estado: z.enum(['pagado', 'exento', 'parcial', 'informado', 'pendiente']),
  /** When the runner said 'Ya pagué' (ISO instant), and the operation number they gave. */
  informadoAt: z.string().nullable(),
  referencia: z.string().nullable(),
  /** One share per person: the holder's, then a pair partner's. */
  partes: z.array(
    z.object({ runnerId: z.number(), nombre: z.string(), monto: z.number().nullable(), pagado: z.number() }),
  ),
  /** Payments recorded and not undone, oldest first. */
  pagos: z.array(paymentSchema),
});
export type DeskMoney = z.infer<typeof deskMoneySchema>;

/** An inscription as the desk's search answers it: the admin's view plus its money. */
export const deskInscriptionSchema = adminInscriptionSchema.extend({ dinero: deskMoneySchema });
export type DeskInscription = z.infer<typeof deskInscriptionSchema>;

/** The answer to a payment recorded: the payment (its id undoes it) and the inscription after it. */
export const recordedPaymentSchema = z.object({ pago: paymentSchema, inscription: deskInscriptionSchema });

/** GET /api/admin/events/:eventId/cash?fecha=: one day of the desk; today (organiser's zone) when absent. */
export const cashQuerySchema = z.object({
  fecha: z
    .string()
    .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && isIsoDate(v), m.dateInvalid)
    .optional(),
});

export const cashDaySchema = z.object({
  fecha: z.string(),
  /** Every payment recorded that day, undone ones included (marked), in order of time. */
  pagos: z.array(
    z.object({
      id: z.number(),
      /** hh:mm, 24 h, organiser's zone. */
      hora: z.string(),
      corredor: z.string(),
      dni: z.string(),
      monto: z.number(),
      metodo: z.enum(PAYMENT_METHODS),
      referencia: z.string().nullable(),
      motivo: z.string().nullable(),
      voluntario: z.string(),
      anulado: z.boolean(),
    }),
  ),
  porMetodo: z.array(z.object({ metodo: z.enum(PAYMENT_METHODS), cantidad: z.number(), total: z.number() })),
  porVoluntario: z.array(z.object({ voluntario: z.string(), cantidad: z.number(), total: z.number() })),
  /** What the day's payments that were not undone add up to (waivers count 0). */
  cobrado: z.number(),
  /** Of it, cash: what the box should hold. */
  efectivo: z.number(),
  /** What the event's inscriptions owe in all, what was paid of it (any day), and what is still to collect. */
  evento: z.object({ esperado: z.number(), pagado: z.number(), pendiente: z.number() }),
});
export type CashDay = z.infer<typeof cashDaySchema>;

/** Kits picked up (attendance marked) against the people enrolled (a pair is two), per distance. */
export const kitProgressSchema = z.object({
  retiraron: z.number(),
  total: z.number(),
  distancias: z.array(z.object({ distancia: z.number(), retiraron: z.number(), total: z.number() })),
});
export type KitProgress = z.infer<typeof kitProgressSchema>;
