import { defineEndpoint } from '../api/define-endpoint.ts';
import { errorCodes as e } from '../error-codes.ts';
import { z } from '../zod.ts';
import {
  championshipCreateSchema,
  championshipEventsBodySchema,
  championshipIdParamsSchema,
  championshipPublishSchema,
  championshipRunnerParamsSchema,
  championshipSchema,
  championshipSummarySchema,
  championshipUpdateSchema,
  runnerStandingsResponseSchema,
  scoringSchema,
  standingsResponseSchema,
} from './championship.schemas.ts';

/**
 * Championships (campeonatos): standings of a season over several events. Anyone reads the list and the
 * standings of the published ones (names, categories and points only, D15); a draft is the administrators'
 * alone, and answers 404 to anyone else. Administrators write. A body naming a missing event answers 400.
 */
export const championshipsContract = {
  list: defineEndpoint({
    method: 'GET',
    path: '/championships',
    access: 'public',
    responses: { 200: z.array(championshipSummarySchema) },
  }),
  standings: defineEndpoint({
    method: 'GET',
    path: '/championships/:id/standings',
    access: 'public',
    params: championshipIdParamsSchema,
    responses: { 200: standingsResponseSchema },
    errors: { 404: [e.notFound] },
  }),
  /** A rider's line in every championship they have points in (a rider page, 'Mi Perfil'). */
  ofRunner: defineEndpoint({
    method: 'GET',
    path: '/championships/standing-of-runner/:runnerId',
    access: 'public',
    params: championshipRunnerParamsSchema,
    responses: { 200: runnerStandingsResponseSchema },
  }),
  /** Every championship, drafts too. */
  adminList: defineEndpoint({
    method: 'GET',
    path: '/admin/championships',
    access: 'admin',
    responses: { 200: z.array(championshipSummarySchema) },
  }),
  /** The standings as the public will read them, a draft's too. */
  adminStandings: defineEndpoint({
    method: 'GET',
    path: '/admin/championships/:id/standings',
    access: 'admin',
    params: championshipIdParamsSchema,
    responses: { 200: standingsResponseSchema },
    errors: { 404: [e.notFound] },
  }),
  publish: defineEndpoint({
    method: 'PUT',
    path: '/championships/:id/published',
    access: 'admin',
    params: championshipIdParamsSchema,
    body: championshipPublishSchema,
    responses: { 200: championshipSchema },
    errors: { 404: [e.notFound] },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/championships/:id',
    access: 'admin',
    params: championshipIdParamsSchema,
    responses: { 200: championshipSchema },
    errors: { 404: [e.notFound] },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/championships',
    access: 'admin',
    body: championshipCreateSchema,
    responses: { 201: championshipSchema },
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/championships/:id',
    access: 'admin',
    params: championshipIdParamsSchema,
    body: championshipUpdateSchema,
    responses: { 200: championshipSchema },
    errors: { 404: [e.notFound] },
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/championships/:id',
    access: 'admin',
    params: championshipIdParamsSchema,
    responses: { 204: z.null() },
    errors: { 404: [e.notFound] },
  }),
  /** Replaces the dates: the events in order, fecha 1 first. */
  setEvents: defineEndpoint({
    method: 'PUT',
    path: '/championships/:id/events',
    access: 'admin',
    params: championshipIdParamsSchema,
    body: championshipEventsBodySchema,
    responses: { 200: championshipSchema },
    errors: { 404: [e.notFound] },
  }),
  /** Replaces the points table, the statuses' points and best-N. */
  setScoring: defineEndpoint({
    method: 'PUT',
    path: '/championships/:id/scoring',
    access: 'admin',
    params: championshipIdParamsSchema,
    body: scoringSchema,
    responses: { 200: championshipSchema },
    errors: { 404: [e.notFound] },
  }),
  /** An xlsx file, a sheet per category (Content-Disposition names it). */
  export: defineEndpoint({
    method: 'GET',
    path: '/championships/:id/standings/export',
    access: 'admin',
    params: championshipIdParamsSchema,
    responses: { 200: z.unknown() },
    errors: { 404: [e.notFound] },
  }),
  /** A PDF for the awards ceremony: the first five of each category with their points. */
  awards: defineEndpoint({
    method: 'GET',
    path: '/championships/:id/standings/awards.pdf',
    access: 'admin',
    params: championshipIdParamsSchema,
    responses: { 200: z.unknown() },
    errors: { 404: [e.notFound] },
  }),
};
