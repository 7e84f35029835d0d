import { defineEndpoint } from '../api/define-endpoint.ts';
import { errorCodes as e } from '../error-codes.ts';
import { z } from '../zod.ts';
import { stillOutResponseSchema } from './still-out.schemas.ts';
import {
  eventBibsSchema,
  eventIdParamsSchema,
  markNoShowsResponseSchema,
  markNoShowsSchema,
  markRecordSchema,
  riderTimingParamsSchema,
  riderTimingSchema,
  runnerTimesSchema,
  saveStartGroupsSchema,
  saveTimingConfigSchema,
  startGroupSchema,
  startGroupStartSchema,
  timeRecordInputSchema,
  timeRecordSchema,
  timesQuerySchema,
  timesResponseSchema,
  timingConfigResponseSchema,
  timingStateSchema,
  updateDorsalSchema,
  updateRunnerTimesSchema,
} from './timing.schemas.ts';

/** Timing (spec 001 section 7): configuration, start groups, passages and corrections. Admins only. */
export const timingContract = {
  getConfig: defineEndpoint({
    method: 'GET',
    path: '/timing-config/:eventId',
    access: 'admin',
    params: eventIdParamsSchema,
    responses: { 200: timingConfigResponseSchema },
    errors: { 404: [e.notFound] },
  }),
  saveConfig: defineEndpoint({
    method: 'POST',
    path: '/timing-config',
    access: 'admin',
    body: saveTimingConfigSchema,
    responses: { 200: timingConfigResponseSchema },
    errors: { 404: [e.notFound], 409: [e.conflict] },
  }),
  getState: defineEndpoint({
    method: 'GET',
    path: '/timing/:eventId',
    access: 'admin',
    params: eventIdParamsSchema,
    responses: { 200: timingStateSchema },
    errors: { 404: [e.notFound] },
  }),
  listStartGroups: defineEndpoint({
    method: 'GET',
    path: '/timing/:eventId/start-groups',
    access: 'admin',
    params: eventIdParamsSchema,
    responses: { 200: z.array(startGroupSchema) },
    errors: { 404: [e.notFound] },
  }),
  saveStartGroups: defineEndpoint({
    method: 'POST',
    path: '/timing/:eventId/start-groups',
    access: 'admin',
    params: eventIdParamsSchema,
    body: saveStartGroupsSchema,
    responses: { 200: z.array(startGroupSchema) },
    errors: { 404: [e.notFound], 409: [e.conflict] },
  }),
  startGroup: defineEndpoint({
    method: 'POST',
    path: '/timing/:eventId/start-group',
    access: 'admin',
    params: eventIdParamsSchema,
    body: startGroupStartSchema,
    responses: { 200: startGroupSchema },
    errors: { 404: [e.notFound], 409: [e.conflict] },
  }),
  listTimes: defineEndpoint({
    method: 'GET',
    path: '/timing/:eventId/times',
    access: 'admin',
    params: eventIdParamsSchema,
    query: timesQuerySchema,
    responses: { 200: timesResponseSchema },
    errors: { 404: [e.notFound] },
  }),
  /**
   * Server-Sent Events for the timing screens: a `changed` event naming the bibs whose records changed
   * (`{ "bibs": [12, null] }`, null for the records without a bib) or `{ "all": true }`, bursts gathered.
   * Read with fetch (it needs the session header); the stream ends when the session does.
   */
  changes: defineEndpoint({
    method: 'GET',
    path: '/timing/:eventId/changes',
    access: 'admin',
    params: eventIdParamsSchema,
    responses: { 200: z.unknown() },
    errors: { 404: [e.notFound], 503: [e.unavailable] },
  }),
  /** 'En carrera' (decision 013): started riders with neither the finish nor a status, by start group. */
  stillOut: defineEndpoint({
    method: 'GET',
    path: '/timing/:eventId/still-out',
    access: 'admin',
    params: eventIdParamsSchema,
    responses: { 200: stillOutResponseSchema },
    errors: { 404: [e.notFound] },
  }),
  listBibs: defineEndpoint({
    method: 'GET',
    path: '/timing/:eventId/bibs',
    access: 'admin',
    params: eventIdParamsSchema,
    responses: { 200: eventBibsSchema },
    errors: { 404: [e.notFound] },
  }),
  getRider: defineEndpoint({
    method: 'GET',
    path: '/timing/:eventId/riders/:dorsal',
    access: 'admin',
    params: riderTimingParamsSchema,
    responses: { 200: riderTimingSchema },
    errors: { 404: [e.notFound] },
  }),
  /** 201 when stored, 200 when this client id was already stored (the device's retry). */
  record: defineEndpoint({
    method: 'POST',
    path: '/timing/:eventId/record',
    access: 'admin',
    params: eventIdParamsSchema,
    body: timeRecordInputSchema,
    responses: { 200: timeRecordSchema, 201: timeRecordSchema },
    errors: { 404: [e.notFound], 409: [e.conflict], 503: [e.busy] },
  }),
  updateBib: defineEndpoint({
    method: 'POST',
    path: '/timing/:eventId/update-dorsal',
    access: 'admin',
    params: eventIdParamsSchema,
    body: updateDorsalSchema,
    responses: { 200: timeRecordSchema },
    errors: { 404: [e.notFound], 409: [e.conflict] },
  }),
  /** 'Anular' / 'Contar' / 'Restaurar' a record (decision 007); answers the record as it counts now. */
  markRecord: defineEndpoint({
    method: 'POST',
    path: '/timing/:eventId/record-mark',
    access: 'admin',
    params: eventIdParamsSchema,
    body: markRecordSchema,
    responses: { 200: timeRecordSchema },
    errors: { 404: [e.notFound], 409: [e.conflict] },
  }),
  /** Riders of a start group with no counting passage and no status are marked DNS. */
  markNoShows: defineEndpoint({
    method: 'POST',
    path: '/timing/:eventId/mark-dns',
    access: 'admin',
    params: eventIdParamsSchema,
    body: markNoShowsSchema,
    responses: { 200: markNoShowsResponseSchema },
    errors: { 404: [e.notFound] },
  }),
  updateRunnerTimes: defineEndpoint({
    method: 'POST',
    path: '/timing/:eventId/update-runner-times',
    access: 'admin',
    params: eventIdParamsSchema,
    body: updateRunnerTimesSchema,
    responses: { 200: runnerTimesSchema },
    errors: { 404: [e.notFound], 409: [e.conflict] },
  }),
};
