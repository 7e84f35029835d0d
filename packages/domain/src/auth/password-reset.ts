import { DNI_PATTERN, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../limits.ts';
import { messages } from '../messages.ts';
import { dniDigits } from '../search-key.ts';
import { z } from '../zod.ts';

/** How long a password-reset link works (docs/decisions/017-mail-outbox.md). */
export const PASSWORD_RESET_TTL_MINUTES = 30;

/** What the runner reads about resetting a password by email (runner area: voseo). */
export const passwordResetMessages = {
  sent: (maskedEmail: string) =>
    `Si hay una cuenta con ese DNI, le mandamos un enlace a su correo (${maskedEmail}). Vale ${PASSWORD_RESET_TTL_MINUTES} minutos y sirve una sola vez.`,
  mailOff:
    'El envío de correos no está activado en este sitio: pedile a la organización que te restablezca la contraseña.',
  linkInvalid: 'El enlace no es válido o ya venció. Pedí uno nuevo desde "¿Olvidaste tu contraseña?".',
  tokenRequired: 'Falta el código del enlace',
  passwordReset: 'Listo: tu contraseña nueva ya funciona. Cerramos todas tus sesiones abiertas.',
  tooManyForDni:
    'Ya mandamos varios enlaces para ese DNI. Revisá tu correo (y la carpeta de spam) o probá de nuevo en una hora.',
  tooManyFromAddress: 'Demasiados pedidos desde esta conexión. Probá de nuevo en unos minutos.',
  subject: 'Restablecé tu contraseña',
} as const;

/** The email of a reset link: plain text, the link on a line of its own. */
export function passwordResetEmail(input: { nombre: string; link: string }): { subject: string; text: string } {
  return {
    subject: passwordResetMessages.subject,
    text: [
      `Hola ${input.nombre}:`,
      '',
      'Pediste restablecer tu contraseña de inscripciones. Abrí este enlace para elegir una nueva:',
      '',
      input.link,
      '',
      `El enlace vale ${PASSWORD_RESET_TTL_MINUTES} minutos y sirve una sola vez. Si no lo pediste vos, ignorá este correo: tu contraseña no cambia.`,
    ].join('\n'),
  };
}

/**
 * 'maria@gmail.com' → 'm•••@gmail.com': enough for the owner to recognise their address, too little to learn it.
 * An address without '@' (never stored: the registration checks it) is hidden whole.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email[0]}•••${email.slice(at)}`;
}

/** Body of POST /api/auth/password-reset. */
export const passwordResetRequestSchema = z.object({
  dni: z
    .string({ error: messages.dniRequired })
    .overwrite(dniDigits)
    .min(1, messages.dniRequired)
    .regex(DNI_PATTERN, messages.loginDniFormat),
});

export const passwordResetRequestedSchema = z.object({ message: z.string(), maskedEmail: z.string() });
export type PasswordResetRequested = z.infer<typeof passwordResetRequestedSchema>;

/** Body of POST /api/auth/password-reset/confirm: the link's token and the new password (D6 rules). */
export const passwordResetConfirmSchema = z.object({
  token: z
    .string({ error: passwordResetMessages.tokenRequired })
    .min(1, passwordResetMessages.tokenRequired)
    .max(200, passwordResetMessages.linkInvalid),
  newPassword: z
    .string({ error: messages.newPasswordMin })
    .min(PASSWORD_MIN_LENGTH, messages.newPasswordMin)
    .max(PASSWORD_MAX_LENGTH, messages.textTooLong),
});

/** The reset page's form: the new password twice. */
export const passwordResetFormSchema = passwordResetConfirmSchema
  .omit({ token: true })
  .extend({ confirmPassword: z.string() })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: messages.passwordMismatch,
    path: ['confirmPassword'],
  });

/** Whether this site sends email: without SMTP the runner only has the organiser's WhatsApp. */
export const passwordResetAvailabilitySchema = z.object({ email: z.boolean() });

export const passwordResetDoneSchema = z.object({ message: z.string() });
