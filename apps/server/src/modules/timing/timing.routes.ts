import { timingContract as api } from '@carreras/domain/timing/timing.contract';
import { needsDecision } from '@carreras/domain/timing/timing.schemas';
import { LATEST_TIMING_RECORDS, type TimingChange } from '@carreras/domain/timing/timing-changes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract-route.ts';
import { liveUpdates } from '../../lib/live-updates.ts';
import { requireAdmin } from '../../plugins/principal.ts';
import { passageCommits } from './passage-commits.ts';
import { stillOut } from './still-out.service.ts';
import {
  bibInfo,
  correctBib,
  getTimingConfig,
  lapsConfig,
  listStartGroups,
  markNoShows,
  markRecord,
  recordTime,
  requireEvent,
  riderTiming,
  saveStartGroups,
  saveTimingConfig,
  startGroup,
  timedRecords,
  timedRecordsForReview,
  timedRecordsOf,
  toTimeRecords,
  updateRunnerTimes,
} from './timing.service.ts';
import { timingChangesRoute } from './timing-changes-stream.ts';

const lapsRecord = (laps: Map<number, number>) => Object.fromEntries([...laps].map(([d, n]) => [String(d), n]));

export const timingRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;
  const live = liveUpdates(app);
  const passageTransaction = passageCommits(app.db);
  /**
   * Tell live screens which bibs' records changed (nothing named: anything may have); a failed push never
   * fails a stored write (screens also refresh on their own).
   */
  const changed = (eventId: number, change?: TimingChange) =>
    live.publish(eventId, change).catch((error: unknown) => app.log.warn({ err: error }, 'live update not sent'));

  route(app, api.getConfig, async (request) => ({
    eventId: request.params.eventId,
    ...(await getTimingConfig(db, request.params.eventId)),
  }));

  route(app, api.saveConfig, async (request) => {
    const { eventId, config } = request.body;
    const saved = await saveTimingConfig(db, requireAdmin(request).id, eventId, config);
    await changed(eventId);
    return { eventId, ...saved };
  });

  route(app, api.getState, async (request) => {
    const { eventId } = request.params;
    const event = await requireEvent(db, eventId);
    const [config, laps, timed] = await Promise.all([
      getTimingConfig(db, eventId),
      lapsConfig(db, eventId),
      timedRecordsForReview(db, eventId),
    ]);
    const { records, bibs } = timed;
    const startGroups = await listStartGroups(db, eventId, Date.now(), timed);
    const all = toTimeRecords(records, bibs).sort((a, b) => b.timestamp - a.timestamp || b.id - a.id);
    return {
      event: { id: event.id, nombre: event.nombre, fecha: event.fecha },
      config: config.config,
      lapsConfig: lapsRecord(laps),
      startGroups,
      records: all.slice(0, LATEST_TIMING_RECORDS),
      review: all.filter((r) => needsDecision(r.review) || r.unusual != null),
      serverTime: Date.now(),
    };
  });

  route(app, api.listStartGroups, async (request) => {
    await requireEvent(db, request.params.eventId);
    return listStartGroups(db, request.params.eventId);
  });

  route(app, api.saveStartGroups, async (request) => {
    const groups = await saveStartGroups(db, requireAdmin(request).id, request.params.eventId, request.body.groups);
    await changed(request.params.eventId);
    return groups;
  });

  route(app, api.startGroup, async (request) => {
    const { groupId, startTime } = request.body;
    const group = await startGroup(db, requireAdmin(request).id, request.params.eventId, groupId, startTime);
    await changed(request.params.eventId);
    return group;
  });

  timingChangesRoute(app, live);

  route(app, api.listTimes, async (request) => {
    const { eventId } = request.params;
    const { groupId, dorsals, unnumbered } = request.query;
    await requireEvent(db, eventId);
    // Some bibs only (and the records without one): what a screen reads when the changes stream names them.
    const selected = dorsals !== undefined || unnumbered !== undefined;
    const [{ records, bibs }, laps] = await Promise.all([
      selected
        ? timedRecordsOf(db, eventId, { bibs: dorsals ?? [], unnumbered: unnumbered ?? false })
        : timedRecords(db, eventId),
      lapsConfig(db, eventId),
    ]);
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
  });

  route(app, api.stillOut, async (request) => stillOut(db, request.params.eventId));

  route(app, api.listBibs, async (request) => {
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
  });

  route(app, api.getRider, async (request) => riderTiming(db, request.params.eventId, request.params.dorsal));

  route(app, api.record, async (request, reply) => {
    const { eventId } = request.params;
    const { record, created } = await recordTime(db, eventId, request.body, passageTransaction);
    if (created) await changed(eventId, { bibs: [record.dorsal] });
    return reply.status(created ? 201 : 200).send(record);
  });

  route(app, api.updateBib, async (request) => {
    const { record, previousDorsal } = await correctBib(
      db,
      requireAdmin(request).id,
      request.params.eventId,
      request.body,
    );
    await changed(request.params.eventId, { bibs: [previousDorsal, record.dorsal] });
    return record;
  });

  route(app, api.markRecord, async (request) => {
    const record = await markRecord(db, requireAdmin(request).id, request.params.eventId, request.body);
    await changed(request.params.eventId, { bibs: [record.dorsal] });
    return record;
  });

  route(app, api.markNoShows, async (request) => {
    const { eventId } = request.params;
    const dorsals = await markNoShows(db, requireAdmin(request).id, eventId, request.body.groupId);
    if (dorsals.length > 0) await changed(eventId, { bibs: dorsals });
    return { dorsals };
  });

  route(app, api.updateRunnerTimes, async (request) => {
    const times = await updateRunnerTimes(db, requireAdmin(request).id, request.params.eventId, request.body);
    await changed(request.params.eventId, { bibs: [times.dorsal] });
    return times;
  });
};
