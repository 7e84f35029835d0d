import { apiErrorSchema } from '@carreras/domain/errors';
import {
  eventBibsSchema,
  eventIdParamsSchema,
  riderTimingParamsSchema,
  riderTimingSchema,
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
} from '@carreras/domain/timing/timing.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { liveUpdates } from '../../lib/live-updates.ts';
import { requireAdmin } from '../../plugins/principal.ts';
import { bibInfo, lapsConfig, timedRecords, toTimeRecords } from './timing.repository.ts';
import {
  correctBib,
  getTimingConfig,
  listStartGroups,
  recordTime,
  requireEvent,
  riderTiming,
  saveStartGroups,
  saveTimingConfig,
  startGroup,
  updateRunnerTimes,
} from './timing.service.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

const runnerTimesSchema = z.object({
  dorsal: z.number(),
  lapTimes: z.array(z.object({ lap: z.number(), time: z.number() })),
  penaltyTime: z.number(),
  status: z.enum(['DNF', 'DISQUALIFIED']).nullable(),
});

const lapsRecord = (laps: Map<number, number>) => Object.fromEntries([...laps].map(([d, n]) => [String(d), n]));

export const timingRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;
  const live = liveUpdates(app);
  /** Tell live screens; a failed push never fails a stored write (screens also refresh on their own). */
  const changed = (eventId: number) =>
    live.publish(eventId).catch((error: unknown) => app.log.warn({ err: error }, 'live update not sent'));

  app.get('/timing-config/:eventId', {
    config: { access: 'admin' },
    schema: { params: eventIdParamsSchema, response: { 200: timingConfigResponseSchema, ...errors } },
    handler: async (request) => ({
      eventId: request.params.eventId,
      ...(await getTimingConfig(db, request.params.eventId)),
    }),
  });

  app.post('/timing-config', {
    config: { access: 'admin' },
    schema: { body: saveTimingConfigSchema, response: { 200: timingConfigResponseSchema, ...errors } },
    handler: async (request) => {
      const { eventId, config } = request.body;
      const saved = await saveTimingConfig(db, requireAdmin(request).id, eventId, config);
      await changed(eventId);
      return { eventId, ...saved };
    },
  });

  app.get('/timing/:eventId', {
    config: { access: 'admin' },
    schema: { params: eventIdParamsSchema, response: { 200: timingStateSchema, ...errors } },
    handler: async (request) => {
      const { eventId } = request.params;
      const event = await requireEvent(db, eventId);
      const [config, laps, startGroups, { records, bibs }] = await Promise.all([
        getTimingConfig(db, eventId),
        lapsConfig(db, eventId),
        listStartGroups(db, eventId),
        timedRecords(db, eventId),
      ]);
      const all = toTimeRecords(records, bibs).sort((a, b) => b.timestamp - a.timestamp || b.id - a.id);
      return {
        event: { id: event.id, nombre: event.nombre, fecha: event.fecha },
        config: config.config,
        lapsConfig: lapsRecord(laps),
        startGroups,
        records: all.slice(0, 50),
        review: all.filter((r) => r.review != null),
        serverTime: Date.now(),
      };
    },
  });

  app.get('/timing/:eventId/start-groups', {
    config: { access: 'admin' },
    schema: { params: eventIdParamsSchema, response: { 200: z.array(startGroupSchema), ...errors } },
    handler: async (request) => {
      await requireEvent(db, request.params.eventId);
      return listStartGroups(db, request.params.eventId);
    },
  });

  app.post('/timing/:eventId/start-groups', {
    config: { access: 'admin' },
    schema: {
      params: eventIdParamsSchema,
      body: saveStartGroupsSchema,
      response: { 200: z.array(startGroupSchema), ...errors },
    },
    handler: async (request) => {
      const groups = await saveStartGroups(db, requireAdmin(request).id, request.params.eventId, request.body.groups);
      await changed(request.params.eventId);
      return groups;
    },
  });

  app.post('/timing/:eventId/start-group', {
    config: { access: 'admin' },
    schema: {
      params: eventIdParamsSchema,
      body: startGroupStartSchema,
      response: { 200: startGroupSchema, ...errors },
    },
    handler: async (request) => {
      const { groupId, startTime } = request.body;
      const group = await startGroup(db, requireAdmin(request).id, request.params.eventId, groupId, startTime);
      await changed(request.params.eventId);
      return group;
    },
  });

  app.get('/timing/:eventId/times', {
    config: { access: 'admin' },
    schema: {
      params: eventIdParamsSchema,
      querystring: timesQuerySchema,
      response: { 200: timesResponseSchema, ...errors },
    },
    handler: async (request) => {
      const { eventId } = request.params;
      await requireEvent(db, eventId);
      const [{ records, bibs }, laps] = await Promise.all([timedRecords(db, eventId), lapsConfig(db, eventId)]);
      const { groupId } = request.query;
      // Laps are numbered over all of the bib's passages before filtering by (the rider's own) group.
      const times = toTimeRecords(records, bibs)
        .filter((r) => groupId === undefined || r.groupId === groupId)
        .sort((a, b) => b.timestamp - a.timestamp || b.id - a.id);
      const dorsalTimes: Record<string, Record<string, typeof times>> = {};
      for (const record of times) {
        if (record.dorsal === null || record.lap === null) continue;
        const byLap = dorsalTimes[String(record.dorsal)] ?? {};
        dorsalTimes[String(record.dorsal)] = byLap;
        byLap[String(record.lap)] = [...(byLap[String(record.lap)] ?? []), record];
      }
      return { times, dorsalTimes, lapsConfig: lapsRecord(laps) };
    },
  });

  app.get('/timing/:eventId/bibs', {
    config: { access: 'admin' },
    schema: { params: eventIdParamsSchema, response: { 200: eventBibsSchema, ...errors } },
    handler: async (request) => {
      const { eventId } = request.params;
      await requireEvent(db, eventId);
      const bibs = await bibInfo(db, eventId);
      return Object.fromEntries(
        [...bibs].map(([bib, info]) => [
          String(bib),
          {
            name: info.runnerName,
            distance: info.distancia,
            groupId: info.group?.id ?? null,
            groupName: info.group?.name ?? null,
          },
        ]),
      );
    },
  });

  app.get('/timing/:eventId/riders/:dorsal', {
    config: { access: 'admin' },
    schema: { params: riderTimingParamsSchema, response: { 200: riderTimingSchema, ...errors } },
    handler: async (request) => riderTiming(db, request.params.eventId, request.params.dorsal),
  });

  app.post('/timing/:eventId/record', {
    config: { access: 'admin' },
    schema: {
      params: eventIdParamsSchema,
      body: timeRecordInputSchema,
      response: { 200: timeRecordSchema, 201: timeRecordSchema, ...errors },
    },
    handler: async (request, reply) => {
      const { eventId } = request.params;
      const { record, created } = await recordTime(db, eventId, request.body);
      if (created) await changed(eventId);
      return reply.status(created ? 201 : 200).send(record);
    },
  });

  app.post('/timing/:eventId/update-dorsal', {
    config: { access: 'admin' },
    schema: { params: eventIdParamsSchema, body: updateDorsalSchema, response: { 200: timeRecordSchema, ...errors } },
    handler: async (request) => {
      const record = await correctBib(db, requireAdmin(request).id, request.params.eventId, request.body);
      await changed(request.params.eventId);
      return record;
    },
  });

  app.post('/timing/:eventId/update-runner-times', {
    config: { access: 'admin' },
    schema: {
      params: eventIdParamsSchema,
      body: updateRunnerTimesSchema,
      response: { 200: runnerTimesSchema, ...errors },
    },
    handler: async (request) => {
      const times = await updateRunnerTimes(db, requireAdmin(request).id, request.params.eventId, request.body);
      await changed(request.params.eventId);
      return times;
    },
  });
};
