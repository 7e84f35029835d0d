import { ADMIN_ROLES } from '../limits.ts';
import { adminDniSchema } from '../runners/admin-runner.schemas.ts';
import { passwordSchema } from '../runners/runner.schemas.ts';
import { z } from '../zod.ts';

/** Body of POST /api/admin/admins (super_admin only, D14). */
export const createAdminSchema = z.object({
  dni: adminDniSchema,
  nombre: z.string({ error: 'El nombre es obligatorio' }).trim().min(1, 'El nombre es obligatorio').max(100),
  password: passwordSchema,
  role: z.enum(ADMIN_ROLES).default('admin'),
});

export const updateAdminSchema = z.object({ activo: z.boolean() });

/** Path of the routes that name one administrator: `/admin/admins/:id`. */
export const adminIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** Answer of POST /api/admin/admins/{id}/reset-password. */
export const adminPasswordResetSchema = z.object({ message: z.string() });

export const adminMessages = {
  adminDniTaken: 'Ya existe un administrador con este DNI',
  adminNotFound: 'Administrador no encontrado',
  cannotDeactivateSelf: 'No puede desactivar su propia cuenta',
  passwordReset: 'Contraseña restablecida correctamente',
  runnerNotFoundOrError: 'Corredor no encontrado o ha ocurrido un error.',
} as const;
