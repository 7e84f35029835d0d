import { hasControlCharacter } from '../control-characters.ts';
import { isIsoDate, todayInOrganiserZone, toIsoDate } from '../dates.ts';
import {
  BLOOD_GROUPS,
  CLUB_MAX_LENGTH,
  DNI_PATTERN,
  EARLIEST_BIRTH_DATE,
  LONG_TEXT_MAX_LENGTH,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  NAME_PATTERN,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_MAX_LENGTH,
  PHONE_PATTERN,
  PLACE_MIN_LENGTH,
  SEXES,
  TEXT_MAX_LENGTH,
} from '../limits.ts';
import { messages } from '../messages.ts';
import { dniDigits } from '../search-key.ts';
import { z } from '../zod.ts';
import { properCaseName, tidyName } from './person-name.ts';
import { emergencyPhone, whatsappDigits } from './phone-number.ts';
import { canonicalProvince } from './province.ts';

const required = (message: string) => ({
  error: (issue: { input: unknown }) => (issue.input === undefined ? message : undefined),
});

/** Checked as typed (accents composed, apostrophes and spaces tidied), stored in proper case ('Juan de la Cruz'). */
const personName = (requiredMessage: string) =>
  z
    .string(required(requiredMessage))
    .overwrite(tidyName)
    .min(1, requiredMessage)
    .min(NAME_MIN_LENGTH, messages.nameLength)
    .max(NAME_MAX_LENGTH, messages.nameLength)
    .regex(NAME_PATTERN, messages.nameChars)
    .overwrite(properCaseName);

/** Dots and spaces as people write a DNI ('45.123.456') are dropped: it is checked and stored as digits. */
export const dniSchema = z
  .string(required(messages.dniRequired))
  .overwrite(dniDigits)
  .min(1, messages.dniRequired)
  .regex(DNI_PATTERN, messages.dniFormat);

export const sexSchema = z.enum(SEXES, {
  error: (issue) => (issue.input === undefined || issue.input === '' ? messages.sexoRequired : messages.sexoInvalid),
});

/** Accepts yyyy-mm-dd or an ISO timestamp (noon UTC from the client); yields yyyy-mm-dd. */
export const birthDateSchema = z
  .string(required(messages.birthDateRequired))
  .min(1, messages.birthDateRequired)
  .transform((value, ctx) => {
    const date = toIsoDate(value);
    if (!date || !isIsoDate(date)) {
      ctx.addIssue({ code: 'custom', message: messages.dateInvalid });
      return z.NEVER;
    }
    if (date > todayInOrganiserZone()) {
      ctx.addIssue({ code: 'custom', message: messages.birthDateFuture });
      return z.NEVER;
    }
    if (date < EARLIEST_BIRTH_DATE) {
      ctx.addIssue({ code: 'custom', message: messages.birthDateTooOld });
      return z.NEVER;
    }
    return date;
  });

/**
 * A phone as people type it ('0381 15-444-5566'), stored as the digits wa.me dials ('5493814445566'), or, with
 * `read` = emergencyPhone, as the emergency phone is kept (a landline stays a landline).
 * `formatMessage` says what to type, in the voice of the area that asks (voseo here, usted in the back office).
 */
export const phoneSchema = (
  requiredMessage: string,
  formatMessage: string = messages.phoneFormat,
  read: (typed: string) => string | null = whatsappDigits,
) =>
  z
    .string(required(requiredMessage))
    .trim()
    .min(1, requiredMessage)
    .max(PHONE_MAX_LENGTH, messages.textTooLong)
    .regex(PHONE_PATTERN, messages.phoneChars)
    .transform((value, ctx) => {
      const stored = read(value);
      if (stored === null) {
        ctx.addIssue({ code: 'custom', message: formatMessage });
        return z.NEVER;
      }
      return stored;
    });

/** The emergency phone, which may be a landline: it dials what was typed. */
export const emergencyPhoneSchema = (formatMessage: string = messages.emergencyPhoneFormat) =>
  phoneSchema(messages.telefonoRequired, formatMessage, emergencyPhone);

const place = (requiredMessage: string) =>
  z
    .string(required(requiredMessage))
    .trim()
    .min(1, requiredMessage)
    .min(PLACE_MIN_LENGTH, messages.placeLength)
    .max(TEXT_MAX_LENGTH, messages.textTooLong);

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, messages.textTooLong)
    .nullish()
    .transform((value) => (value ? value : null));

/** A club as typed: spaces at the ends dropped and runs of spaces inside made one ('Bici  Club ' → 'Bici Club'). */
export const tidyClub = (typed: string): string => typed.trim().replace(/\s+/g, ' ');

/**
 * The runner's club (docs/product-choices.md, 'Clubs'): optional free text, one line, up to CLUB_MAX_LENGTH
 * characters once tidied; empty or absent is null (no club).
 */
export const clubSchema = z
  .string()
  .refine((value) => !hasControlCharacter(value.trim()), messages.controlCharacter)
  .overwrite(tidyClub)
  .max(CLUB_MAX_LENGTH, messages.clubLength)
  .nullish()
  .transform((value) => (value ? value : null));

export const emailSchema = z
  .string(required(messages.emailRequired))
  .trim()
  .min(1, messages.emailRequired)
  .max(TEXT_MAX_LENGTH, messages.textTooLong)
  .pipe(z.email(messages.emailInvalid));

export const passwordSchema = z
  .string(required(messages.passwordRequired))
  .min(1, messages.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, messages.passwordMin)
  .max(PASSWORD_MAX_LENGTH, messages.textTooLong);

export const bloodGroupSchema = z.enum(BLOOD_GROUPS, { error: messages.bloodGroupRequired });

/** Personal, contact and medical data: what the runner edits in the profile and the admin in the runner form. */
export const runnerDataSchema = z.object({
  nombre: personName(messages.nombreRequired),
  apellido: personName(messages.apellidoRequired),
  sexo: sexSchema,
  fechaNacimiento: birthDateSchema,
  email: emailSchema,
  whatsapp: phoneSchema(messages.whatsappRequired),
  telefono: emergencyPhoneSchema(),
  pais: place(messages.paisRequired),
  // 'tucuman' is stored 'Tucumán'; anything that is not an Argentine jurisdiction as typed.
  provincia: place(messages.provinciaRequired).transform(canonicalProvince),
  obraSocial: optionalText(TEXT_MAX_LENGTH),
  grupoSanguineo: bloodGroupSchema,
  alergia: optionalText(LONG_TEXT_MAX_LENGTH),
  club: clubSchema,
});
export type RunnerData = z.output<typeof runnerDataSchema>;

/** Body of POST /api/auth/register. */
export const registerRunnerSchema = runnerDataSchema.extend({
  dni: dniSchema,
  password: passwordSchema,
});
export type RegisterRunner = z.output<typeof registerRunnerSchema>;

/** The registration form: the API body plus the confirmation, checked in the browser only. */
export const registerRunnerFormSchema = registerRunnerSchema
  .extend({ confirmPassword: z.string() })
  .refine((value) => value.password === value.confirmPassword, {
    message: messages.passwordMismatch,
    path: ['confirmPassword'],
  });

/** Body of PUT /api/runners/{id}: the runner's own profile. */
export const updateProfileSchema = runnerDataSchema;

/** Params of /api/runners/{id} and /api/admin/runners/{id}…: a database id. */
export const runnerIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** What the API returns for a runner: never the password hash. */
export const runnerSchema = z.object({
  id: z.number(),
  nombre: z.string(),
  apellido: z.string(),
  dni: z.string(),
  sexo: z.enum(SEXES),
  fechaNacimiento: z.string(),
  email: z.string(),
  whatsapp: z.string(),
  telefono: z.string(),
  pais: z.string(),
  provincia: z.string(),
  obraSocial: z.string().nullable(),
  grupoSanguineo: z.enum(BLOOD_GROUPS),
  alergia: z.string().nullable(),
  club: z.string().nullable(),
  requiereCambioPassword: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Runner = z.infer<typeof runnerSchema>;
