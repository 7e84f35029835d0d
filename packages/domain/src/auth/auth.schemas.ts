import { ADMIN_ROLES, DNI_PATTERN, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, USER_TYPES } from '../limits.ts';
import { messages } from '../messages.ts';
import { runnerSchema } from '../runners/runner.schemas.ts';
import { dniDigits } from '../search-key.ts';
import { z } from '../zod.ts';

/** Body of POST /api/auth/login. */
export const loginSchema = z.object({
  dni: z
    .string({ error: messages.dniRequired })
    .overwrite(dniDigits)
    .min(1, messages.dniRequired)
    .regex(DNI_PATTERN, messages.loginDniFormat),
  password: z
    .string({ error: messages.passwordRequired })
    .min(1, messages.passwordRequired)
    .min(PASSWORD_MIN_LENGTH, messages.passwordMin)
    .max(PASSWORD_MAX_LENGTH, messages.textTooLong),
  type: z.enum(USER_TYPES, { error: messages.userTypeInvalid }),
});
export type LoginInput = z.input<typeof loginSchema>;

export const adminSchema = z.object({
  id: z.number(),
  dni: z.string(),
  nombre: z.string().nullable(),
  role: z.enum(ADMIN_ROLES),
  activo: z.boolean(),
});
export type Admin = z.infer<typeof adminSchema>;

export const loginResponseSchema = z.union([
  z.object({ token: z.string(), type: z.literal('runner'), user: runnerSchema }),
  z.object({ token: z.string(), type: z.literal('admin'), admin: adminSchema }),
]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const registerResponseSchema = z.object({
  token: z.string(),
  type: z.literal('runner'),
  user: runnerSchema,
});

/** Body of POST /api/auth/change-password. */
export const changePasswordSchema = z.object({
  currentPassword: z
    .string({ error: messages.currentPasswordRequired })
    .min(1, messages.currentPasswordRequired)
    .max(PASSWORD_MAX_LENGTH, messages.textTooLong),
  newPassword: z
    .string({ error: messages.newPasswordMin })
    .min(PASSWORD_MIN_LENGTH, messages.newPasswordMin)
    .max(PASSWORD_MAX_LENGTH, messages.textTooLong),
});

export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: messages.passwordMismatch,
    path: ['confirmPassword'],
  });

/** A password change ends every older session; the answer carries a fresh token for this one. */
export const changePasswordResponseSchema = z.object({
  message: z.string(),
  token: z.string(),
  count: z.number(),
});

export const passwordChangeCountSchema = z.object({ count: z.number() });
