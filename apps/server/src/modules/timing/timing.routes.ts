import { timingContract as api } from '@carreras/domain/timing/timing.contract';
import type { TimingChange } from '@carreras/domain/timing/timing-changes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract-route.ts';
import { liveUpdates } from '../../lib/live-updates.ts';
import { requireAdmin } from '../../plugins/principal.ts';
import { markNoShows, updateRunnerTimes } from './adjustments.service.ts';
import { passageCommits } from './passage-commits.ts';
import { correctBib, markRecord, recordTime } from './passages.service.ts';
import { listStartGroups, saveStartGroups, startGroup } from './start-groups.service.ts';
import { stillOut } from './still-out.service.ts';
import { requireEvent } from './timed-records.service.ts';
import { timingChangesRoute } from './timing-changes-stream.ts';
import { getTimingConfig, saveTimingConfig } from './timing-config.service.ts';
import { eventBibs, riderTiming, timingState, timingTimes } from './timing-screen.service.ts';

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

  route(app, api.getState, async (request) => timingState(db, request.params.eventId));

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

  route(app, api.listTimes, async (request) => timingTimes(db, request.params.eventId, request.query));

  route(app, api.stillOut, async (request) => stillOut(db, request.params.eventId));

  route(app, api.listBibs, async (request) => eventBibs(db, request.params.eventId));

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
