import { errorCodes } from '@carreras/domain/errors';
import { timingContract as api } from '@carreras/domain/timing/timing.contract';
import { timingMessages as m } from '@carreras/domain/timing/timing.messages';
import { mergeTimingChanges, type TimingChange } from '@carreras/domain/timing/timing-changes';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { route } from '../../lib/contract-route.ts';
import type { LiveUpdates } from '../../lib/live-updates.ts';
import { SseStreams } from '../../lib/sse-stream.ts';
import { bearerToken, loadPrincipal } from '../../plugins/access.ts';
import { tokenSignature } from '../auth/token.ts';
import { requireEvent } from './timed-records.service.ts';

/** Timing screens connected to one process: a few per finish line, so a low cap (503 beyond). */
export const MAX_TIMING_STREAMS = 64;

/**
 * Streams one session (one sign-in) may hold. A new one beyond it closes that session's oldest instead of
 * being refused: a tablet whose network flapped reconnects while the server still holds its dead streams
 * (a half-open connection is noticed only when writes fail), and refusing it would leave that screen polling
 * until they are found out. One session thus never takes more than this many of the process's streams.
 */
export const MAX_TIMING_STREAMS_PER_SESSION = 4;

/** Changes gathered this long go out as one event: a bunch of riders is one read per screen. */
export const CHANGES_GATHER_MS = 150;

const openStreams = new WeakMap<object, SseStreams>();
const openBySession = new WeakMap<object, Map<string, (() => void)[]>>();

/** Timing changes streams open in a running app (tests watch that closed ones leave nothing behind). */
export const timingStreamCount = (app: FastifyInstance) => openStreams.get(app.db)?.size ?? 0;

/** Sessions holding timing changes streams in a running app (tests watch that a closed one is forgotten). */
export const timingStreamSessions = (app: FastifyInstance) => openBySession.get(app.db)?.size ?? 0;

/**
 * `GET /timing/:eventId/changes`: Server-Sent Events naming the bibs whose records changed, so a timing
 * screen reads those bibs again instead of every record of the event (see TimingChange). It carries no
 * record itself: what a screen reads goes through the same admin route as any other read.
 *
 * The session is checked again at every heartbeat: a revoked or expired session, or a disabled account,
 * ends the stream. A client too slow to take the small events is cut off; it reconnects and reads everything.
 * A session holds at most MAX_TIMING_STREAMS_PER_SESSION streams, its oldest closed to make room for a new one;
 * a session that already holds streams is given room the same way when the process is full.
 */
export function timingChangesRoute(app: FastifyInstance, live: LiveUpdates): void {
  const db = app.db.db;
  const streams = new SseStreams(app);
  openStreams.set(app.db, streams);
  /** Each session's streams, oldest first (a session is its token's signature, as a sign-out names it). */
  const bySession = new Map<string, (() => void)[]>();
  openBySession.set(app.db, bySession);

  route(app, api.changes, async (request, reply) => {
    const { eventId } = request.params;
    await requireEvent(db, eventId);
    const token = bearerToken(request) ?? '';
    const session = tokenSignature(token);
    const mine = bySession.get(session) ?? [];
    if (mine.length >= MAX_TIMING_STREAMS_PER_SESSION || (streams.size >= MAX_TIMING_STREAMS && mine.length > 0)) {
      mine[0]?.();
    }
    if (streams.size >= MAX_TIMING_STREAMS) throw new AppError(503, errorCodes.unavailable, m.timingStreamsFull);

    let gathered: TimingChange | null = null;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let unsubscribe = () => {};
    const stream = streams.open(reply, {
      heartbeatMs: app.config.timingStreamCheckMs,
      onHeartbeat: () => {
        stream?.writeOrCut(': heartbeat\n\n');
        loadPrincipal(app, token).then(
          (principal) => {
            if (principal?.type !== 'admin') stream?.end();
          },
          // The database did not answer: the session is checked again at the next heartbeat.
          () => {},
        );
      },
      onClose: () => {
        if (timer) clearTimeout(timer);
        unsubscribe();
        const held = bySession.get(session);
        const at = stream ? (held?.indexOf(stream.end) ?? -1) : -1;
        if (held && at !== -1) held.splice(at, 1);
        if (held?.length === 0) bySession.delete(session);
      },
    });
    if (!stream) return;
    const flush = () => {
      timer = null;
      const change = gathered;
      gathered = null;
      if (change) stream.writeOrCut(`event: changed\ndata: ${JSON.stringify(change)}\n\n`);
    };
    unsubscribe = live.subscribe(eventId, (change) => {
      gathered = mergeTimingChanges(gathered, change);
      timer ??= setTimeout(flush, CHANGES_GATHER_MS);
    });
    bySession.set(session, [...(bySession.get(session) ?? []), stream.end]);
    // Headers and a first line at once: the screen knows it is connected before any change.
    stream.writeOrCut(': connected\n\n');
  });
}
