import { defineEndpoint } from '../api/define-endpoint.ts';
import { errorCodes as e } from '../error-codes.ts';
import { z } from '../zod.ts';
import {
  controlEventParamsSchema,
  controlLinkParamsSchema,
  controlLinkSchema,
  controlPointInputSchema,
  controlPointParamsSchema,
  controlPointSchema,
  controlScreenSchema,
  controlTokenParamsSchema,
  createControlLinkSchema,
  createControlPointSchema,
  newControlLinkSchema,
  recordControlPassagesResponseSchema,
  recordControlPassagesSchema,
  reorderControlPointsSchema,
} from './course-controls.schemas.ts';

/**
 * Controls on the course (docs/decisions/019-controls-on-the-course.md): the organiser's timing points and
 * volunteer links, in the timing setup (admins); and the volunteer's control screen, opened by the link's
 * token alone (no account: a runner's or an administrator's session does not open it).
 */
export const courseControlsContract = {
  listPoints: defineEndpoint({
    method: 'GET',
    path: '/timing/:eventId/controls',
    access: 'admin',
    params: controlEventParamsSchema,
    responses: { 200: z.array(controlPointSchema) },
    errors: { 404: [e.notFound] },
  }),
  createPoint: defineEndpoint({
    method: 'POST',
    path: '/timing/:eventId/controls',
    access: 'admin',
    params: controlEventParamsSchema,
    body: createControlPointSchema,
    responses: { 201: controlPointSchema },
    errors: { 404: [e.notFound], 409: [e.conflict] },
  }),
  updatePoint: defineEndpoint({
    method: 'PUT',
    path: '/timing/:eventId/controls/:pointId',
    access: 'admin',
    params: controlPointParamsSchema,
    body: controlPointInputSchema,
    responses: { 200: controlPointSchema },
    errors: { 404: [e.notFound], 409: [e.conflict] },
  }),
  /** Refused (409) once the control has passages: they would lose their control. */
  deletePoint: defineEndpoint({
    method: 'DELETE',
    path: '/timing/:eventId/controls/:pointId',
    access: 'admin',
    params: controlPointParamsSchema,
    responses: { 204: z.null() },
    errors: { 404: [e.notFound], 409: [e.conflict] },
  }),
  /** The order along the course of a distance's controls: every one of them, first to last. */
  reorderPoints: defineEndpoint({
    method: 'POST',
    path: '/timing/:eventId/controls/reorder',
    access: 'admin',
    params: controlEventParamsSchema,
    body: reorderControlPointsSchema,
    responses: { 200: z.array(controlPointSchema) },
    errors: { 404: [e.notFound], 409: [e.conflict] },
  }),
  /** A volunteer link for one control: the answer is the only one that carries its token and path. */
  createLink: defineEndpoint({
    method: 'POST',
    path: '/timing/:eventId/controls/:pointId/links',
    access: 'admin',
    params: controlPointParamsSchema,
    body: createControlLinkSchema,
    responses: { 201: newControlLinkSchema },
    errors: { 404: [e.notFound] },
  }),
  listLinks: defineEndpoint({
    method: 'GET',
    path: '/timing/:eventId/control-links',
    access: 'admin',
    params: controlEventParamsSchema,
    responses: { 200: z.array(controlLinkSchema) },
    errors: { 404: [e.notFound] },
  }),
  revokeLink: defineEndpoint({
    method: 'POST',
    path: '/timing/:eventId/control-links/:linkId/revoke',
    access: 'admin',
    params: controlLinkParamsSchema,
    responses: { 200: controlLinkSchema },
    errors: { 404: [e.notFound] },
  }),
  /**
   * The control screen's read (no-store): the control, the start list and the link's latest passages. 401 for a
   * token that is no link, 403 for a revoked or expired one.
   */
  screen: defineEndpoint({
    method: 'GET',
    path: '/control/:token',
    access: 'public',
    params: controlTokenParamsSchema,
    responses: { 200: controlScreenSchema },
    errors: { 401: [e.unauthenticated], 403: [e.forbidden] },
  }),
  /**
   * Passages at the link's control, in batches with the phone's client ids: a client id already stored is
   * answered as stored (`created: false`), never doubled (D10). An unknown bib is stored and answered as such.
   */
  recordPassages: defineEndpoint({
    method: 'POST',
    path: '/control/:token/passages',
    access: 'public',
    params: controlTokenParamsSchema,
    body: recordControlPassagesSchema,
    responses: { 200: recordControlPassagesResponseSchema },
    errors: { 401: [e.unauthenticated], 403: [e.forbidden], 429: [e.tooManyRequests], 503: [e.busy] },
  }),
};
