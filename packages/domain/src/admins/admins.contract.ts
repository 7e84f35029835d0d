import { defineEndpoint } from '../api/define-endpoint.ts';
import { adminSchema } from '../auth/auth.schemas.ts';
import { errorCodes as e } from '../error-codes.ts';
import { resetPasswordSchema } from '../runners/admin-runner.schemas.ts';
import { z } from '../zod.ts';
import {
  adminIdParamsSchema,
  adminPasswordResetSchema,
  createAdminSchema,
  updateAdminSchema,
} from './admin-account.schemas.ts';

/** Administrator accounts (D14): only a super_admin lists, creates, (de)activates them or resets a password. */
export const adminsContract = {
  listAdmins: defineEndpoint({
    method: 'GET',
    path: '/admin/admins',
    access: 'super_admin',
    responses: { 200: z.array(adminSchema) },
  }),
  /** 409 DNI_TAKEN when an administrator already has that DNI. */
  createAdmin: defineEndpoint({
    method: 'POST',
    path: '/admin/admins',
    access: 'super_admin',
    body: createAdminSchema,
    responses: { 201: adminSchema },
    errors: { 409: [e.dniTaken] },
  }),
  /** Deactivating ends the account's sessions; 400 when a super_admin deactivates their own account. */
  setAdminActive: defineEndpoint({
    method: 'PATCH',
    path: '/admin/admins/:id',
    access: 'super_admin',
    params: adminIdParamsSchema,
    body: updateAdminSchema,
    responses: { 200: adminSchema },
    errors: { 404: [e.notFound] },
  }),
  /** Also ends the account's sessions. */
  resetAdminPassword: defineEndpoint({
    method: 'POST',
    path: '/admin/admins/:id/reset-password',
    access: 'super_admin',
    params: adminIdParamsSchema,
    body: resetPasswordSchema,
    responses: { 200: adminPasswordResetSchema },
    errors: { 404: [e.notFound] },
  }),
};
