import { defineEndpoint } from '../api/define-endpoint.ts';
import { errorCodes as e } from '../error-codes.ts';
import {
  adminCreateRunnerSchema,
  adminRunnerSchema,
  adminUpdateRunnerSchema,
  resetPasswordSchema,
  runnerListQuerySchema,
  runnerListSchema,
  runnerPasswordChangeCountSchema,
  runnerPasswordResetSchema,
} from './admin-runner.schemas.ts';
import { runnerIdParamsSchema, runnerSchema, updateProfileSchema } from './runner.schemas.ts';

/**
 * Runners (spec 001 sections 4 and 5): a runner edits their own profile (D3); administrators list, read,
 * create and edit any runner and set a temporary password (D14). Registration and sign-in are auth's.
 */
export const runnersContract = {
  /** A runner may update only their own profile (403 otherwise); an admin any runner's. */
  updateRunner: defineEndpoint({
    method: 'PUT',
    path: '/runners/:id',
    access: 'runner_or_admin',
    params: runnerIdParamsSchema,
    body: updateProfileSchema,
    responses: { 200: runnerSchema },
    errors: { 404: [e.notFound] },
  }),
  /** A page of runners by surname and name; `search` matches name, surname or DNI. */
  listRunners: defineEndpoint({
    method: 'GET',
    path: '/runners',
    access: 'admin',
    query: runnerListQuerySchema,
    responses: { 200: runnerListSchema },
  }),
  getRunner: defineEndpoint({
    method: 'GET',
    path: '/admin/runners/:id',
    access: 'admin',
    params: runnerIdParamsSchema,
    responses: { 200: adminRunnerSchema },
    errors: { 404: [e.notFound] },
  }),
  /** 409 DNI_TAKEN when another runner has that DNI. */
  adminUpdateRunner: defineEndpoint({
    method: 'PUT',
    path: '/admin/runners/:id',
    access: 'admin',
    params: runnerIdParamsSchema,
    body: adminUpdateRunnerSchema,
    responses: { 200: adminRunnerSchema },
    errors: { 404: [e.notFound], 409: [e.dniTaken] },
  }),
  /** 409 DNI_TAKEN when a runner already has that DNI. */
  createRunner: defineEndpoint({
    method: 'POST',
    path: '/admin/create-runner',
    access: 'admin',
    body: adminCreateRunnerSchema,
    responses: { 201: adminRunnerSchema },
    errors: { 409: [e.dniTaken] },
  }),
  passwordChangeCount: defineEndpoint({
    method: 'GET',
    path: '/admin/runners/:id/password-change-count',
    access: 'admin',
    params: runnerIdParamsSchema,
    responses: { 200: runnerPasswordChangeCountSchema },
    errors: { 404: [e.notFound] },
  }),
  /** D14: a temporary password the runner must change at next sign-in; it ends the runner's sessions. */
  resetPassword: defineEndpoint({
    method: 'POST',
    path: '/admin/runners/:id/reset-password',
    access: 'admin',
    params: runnerIdParamsSchema,
    body: resetPasswordSchema,
    responses: { 200: runnerPasswordResetSchema },
    errors: { 404: [e.notFound] },
  }),
};
