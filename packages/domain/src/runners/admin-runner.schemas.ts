import { DNI_PATTERN, PAGE_SIZE } from '../limits.ts';
import { messages } from '../messages.ts';
import { dniDigits } from '../search-key.ts';
import { z } from '../zod.ts';
import { emergencyPhoneSchema, passwordSchema, phoneSchema, runnerDataSchema, runnerSchema } from './runner.schemas.ts';

/** DNI as the admin forms check it (spec 001 section 5), dots and spaces dropped ('45.123.456'). */
export const adminDniSchema = z
  .string({ error: messages.dniRequired })
  .overwrite(dniDigits)
  .min(1, messages.dniRequired)
  .regex(DNI_PATTERN, messages.dniInvalid);

/** The runner's data as the back office checks it: the same rules, phone advice addressed with usted. */
const adminRunnerDataSchema = runnerDataSchema.extend({
  whatsapp: phoneSchema(messages.whatsappRequired, messages.adminPhoneFormat),
  telefono: emergencyPhoneSchema(messages.adminEmergencyPhoneFormat),
});

/** Body of PUT /api/admin/runners/{id}. */
export const adminUpdateRunnerSchema = adminRunnerDataSchema.extend({ dni: adminDniSchema });

/** Body of POST /api/admin/create-runner. */
export const adminCreateRunnerSchema = adminRunnerDataSchema.extend({
  dni: adminDniSchema,
  password: passwordSchema,
  requiereCambioPassword: z.boolean().optional().default(true),
});

/** Body of POST /api/admin/runners/{id}/reset-password (D14). */
export const resetPasswordSchema = z.object({ password: passwordSchema });

export const runnerListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(PAGE_SIZE),
  search: z
    .string()
    .trim()
    .max(100)
    .refine((value) => !value.includes('\0'), messages.validation)
    .optional(),
});

export const runnerSummarySchema = z.object({
  id: z.number(),
  nombre: z.string(),
  apellido: z.string(),
  dni: z.string(),
  sexo: z.enum(['M', 'F']),
  fechaNacimiento: z.string(),
  email: z.string(),
  provincia: z.string(),
});

export const runnerListSchema = z.object({
  items: z.array(runnerSummarySchema),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
});

export const adminRunnerSchema = runnerSchema.extend({ passwordChangeCount: z.number() });

/** Answer of GET /api/admin/runners/{id}/password-change-count: the changes the runner has used. */
export const runnerPasswordChangeCountSchema = z.object({ count: z.number() });

/** Answer of POST /api/admin/runners/{id}/reset-password. */
export const runnerPasswordResetSchema = z.object({ message: z.string() });
