import type { adminsContract } from '@carreras/domain/admins/admins.contract';
import { routes } from './call.ts';

/** Administrator accounts' endpoints (packages/domain/src/admins/admins.contract.ts). */
export const adminsApi = routes<typeof adminsContract>({
  listAdmins: 'super_admin GET /admin/admins',
  createAdmin: 'super_admin POST /admin/admins',
  setAdminActive: 'super_admin PATCH /admin/admins/:id',
  resetAdminPassword: 'super_admin POST /admin/admins/:id/reset-password',
});

/** Query keys of administrator accounts: every read sits under `all`, which each write invalidates. */
export const adminKeys = {
  all: ['admin', 'accounts'] as const,
  list: () => [...adminKeys.all, 'list'] as const,
};
