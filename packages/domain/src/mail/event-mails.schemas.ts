import { z } from '../zod.ts';

/**
 * What an event sends by email (docs/decisions/017-mail-outbox.md, 'Per event'): a switch per kind of message,
 * and a message of the organiser to every inscribed runner. Back-office, usted.
 */

/** The kinds an organiser may switch off per event; the password reset never is. */
export const EVENT_MAIL_SWITCHES = [
  {
    key: 'inscriptionReceived',
    label: 'Inscripción recibida',
    hint: 'Con el monto, cómo pagar y el evento para el calendario. También la invitación a la pareja.',
  },
  {
    key: 'paymentVerified',
    label: 'Pago confirmado',
    hint: 'Cuando los pagos registrados cubren lo que debe la inscripción.',
  },
  {
    key: 'waitingPromoted',
    label: 'Lugar desde la lista de espera',
    hint: 'Cuando se libera un lugar y el corredor pasa a estar inscripto.',
  },
  { key: 'bibAssigned', label: 'Dorsal asignado', hint: 'Desde la lista de inscripciones o la acreditación.' },
  {
    key: 'resultsPublished',
    label: 'Resultados publicados',
    hint: 'Posición, tiempo, página del corredor y diploma, cuando los resultados de su distancia son finales.',
  },
] as const;
export type EventMailSwitch = (typeof EVENT_MAIL_SWITCHES)[number]['key'];

export const eventMailSettingsSchema = z.object({
  inscriptionReceived: z.boolean(),
  paymentVerified: z.boolean(),
  waitingPromoted: z.boolean(),
  bibAssigned: z.boolean(),
  resultsPublished: z.boolean(),
});
export type EventMailSettings = z.infer<typeof eventMailSettingsSchema>;

/** No row saved: every kind on. */
export const ALL_MAILS_ON: EventMailSettings = {
  inscriptionReceived: true,
  paymentVerified: true,
  waitingPromoted: true,
  bibAssigned: true,
  resultsPublished: true,
};

export const eventMailSettingsAnswerSchema = z.object({
  /** Whether this site sends email now (SMTP_URL): without it nothing is written, whatever the switches say. */
  email: z.boolean(),
  settings: eventMailSettingsSchema,
});
export type EventMailSettingsAnswer = z.infer<typeof eventMailSettingsAnswerSchema>;

export const BROADCAST_SUBJECT_MAX_LENGTH = 150;
export const BROADCAST_BODY_MAX_LENGTH = 5000;
/** Messages to all of an event's runners an administrator may send per event in an hour. */
export const BROADCASTS_PER_EVENT_PER_HOUR = 3;

export const broadcastMessages = {
  mailOff:
    'El envío de correos no está activado en este sitio (SMTP_URL): no se puede enviar el mensaje a los inscriptos.',
  noRecipients: 'Este evento no tiene corredores inscriptos con correo: no hay a quién enviar el mensaje.',
  subjectRequired: 'Ingrese el asunto',
  bodyRequired: 'Ingrese el mensaje',
  subjectTooLong: `El asunto admite hasta ${BROADCAST_SUBJECT_MAX_LENGTH} caracteres`,
  bodyTooLong: `El mensaje admite hasta ${BROADCAST_BODY_MAX_LENGTH} caracteres`,
  invalidCharacter: 'El texto tiene un carácter no válido',
  tooMany: `Se pueden enviar hasta ${BROADCASTS_PER_EVENT_PER_HOUR} mensajes por hora a los inscriptos de un evento. Intente más tarde.`,
  recipients: (count: number) => (count === 1 ? 'Se enviará a 1 corredor' : `Se enviará a ${count} corredores`),
  queued: (count: number) =>
    count === 1 ? 'Mensaje en cola para 1 corredor.' : `Mensaje en cola para ${count} corredores.`,
} as const;

const noNul = (value: string) => !value.includes('\0');

export const broadcastSchema = z.object({
  // A subject is one line: a line break there would be a header injection in a less careful library.
  subject: z
    .string()
    .trim()
    .min(1, broadcastMessages.subjectRequired)
    .max(BROADCAST_SUBJECT_MAX_LENGTH, broadcastMessages.subjectTooLong)
    .refine((value) => noNul(value) && !/[\r\n]/.test(value), broadcastMessages.invalidCharacter),
  body: z
    .string()
    .trim()
    .min(1, broadcastMessages.bodyRequired)
    .max(BROADCAST_BODY_MAX_LENGTH, broadcastMessages.bodyTooLong)
    .refine(noNul, broadcastMessages.invalidCharacter),
});
export type BroadcastInput = z.input<typeof broadcastSchema>;

/** Before sending: whether email is on and how many runners would get it. */
export const broadcastAudienceSchema = z.object({
  email: z.boolean(),
  /** Inscribed runners of the event (confirmed partners included) with an email address, each once. */
  recipients: z.number(),
});
export type BroadcastAudience = z.infer<typeof broadcastAudienceSchema>;

export const broadcastAnswerSchema = z.object({ recipients: z.number() });
export type BroadcastAnswer = z.infer<typeof broadcastAnswerSchema>;

export const eventIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
