import type { ServerResponse } from 'node:http';
import type { ResultsResponse } from '@carreras/domain/results/results.schemas';
import { diffResults } from '@carreras/domain/results/results-delta';
import { deflateFrame, type GzipFrame, type GzipFrameStream, storedFrame } from '../../lib/gzip-frames.ts';
import type { LiveUpdates } from '../../lib/live-updates.ts';
import type { ResultsSnapshot } from './results-snapshot.ts';

const GZIP_LEVEL = 6;
/** Changes of an event within this window make one broadcast (a burst of passages at the line). */
export const DELTA_COALESCE_MS = 100;

type View = { distance?: number; group?: number };

/** A delta made once for every stream of a view: its JSON after the opening brace, and that text as a gzip frame. */
export interface SharedDelta {
  readonly from: string;
  readonly version: string;
  /** `"from":…}` and the blank line that ends the event: each stream writes `event: delta\ndata: {"seq":N,` before it. */
  readonly tail: string;
  /** The tail compressed once for every gzip stream (when the first one needs it); null when it could not be. */
  frame(): Promise<GzipFrame | null>;
}

/** One change of a view: its new snapshot, and the delta from the view's previous one when it is worth sending. */
export interface ViewChange {
  readonly snapshot: ResultsSnapshot;
  readonly delta: SharedDelta | null;
}

/** Told each change of its view, or null when the view's results could not be read (the client reads them itself). */
export type ViewListener = (change: ViewChange | null) => void;

interface ViewState {
  listeners: Set<ViewListener>;
  previous: { snapshot: ResultsSnapshot; results: ResultsResponse | null };
  /** Broadcasts run one after another: each delta starts from the snapshot the one before ended on. */
  chain: Promise<void>;
  scheduled: boolean;
  unsubscribe: () => void;
}

const parse = (snapshot: ResultsSnapshot, held: ResultsResponse | null): ResultsResponse =>
  held ?? (JSON.parse(snapshot.json) as ResultsResponse);

/**
 * One broadcaster per view (event, distance, group) with a delta-speaking stream open: after a change of the event
 * (coalesced for 100 ms) it reads the view's snapshot from the cache once, diffs it against the previous one once
 * (diffResults), and tells every stream of the view the same change, so the delta's text and gzip frame are
 * made once for all of them. No delta is made when the results did not change, or when the delta would be larger
 * than the snapshot itself (the streams then send the snapshot).
 */
export function createResultsDeltas(
  live: LiveUpdates,
  snapshotOf: (eventId: number, view: View) => Promise<ResultsSnapshot>,
  onError: (error: unknown) => void = () => {},
) {
  const views = new Map<string, ViewState>();

  async function broadcast(eventId: number, view: View, state: ViewState) {
    let change: ViewChange | null = null;
    try {
      const snapshot = await snapshotOf(eventId, view);
      const previous = state.previous;
      let delta: SharedDelta | null = null;
      let results: ResultsResponse | null = null;
      if (snapshot.version !== previous.snapshot.version) {
        const before = parse(previous.snapshot, previous.results);
        results = parse(snapshot, null);
        const made = diffResults(before, results, { from: previous.snapshot.version, version: snapshot.version });
        const tail = `${JSON.stringify(made).slice(1)}\n\n`;
        if (tail.length < snapshot.json.length) {
          let frame: Promise<GzipFrame | null> | null = null;
          delta = {
            from: made.from,
            version: made.version,
            tail,
            frame: () => {
              frame ??= deflateFrame(tail, GZIP_LEVEL).catch((error: unknown) => {
                onError(error);
                return null;
              });
              return frame;
            },
          };
        }
      } else results = previous.results;
      state.previous = { snapshot, results };
      change = { snapshot, delta };
    } catch (error) {
      onError(error);
    }
    for (const listener of state.listeners) listener(change);
  }

  return {
    /**
     * Follows a view; `first` is the snapshot the new stream starts from (the view's previous one when the view
     * had no stream yet). The function returned stops following it, and the last stream of a view ends its broadcaster.
     */
    subscribe(eventId: number, view: View, first: ResultsSnapshot, listener: ViewListener): () => void {
      const key = `${eventId}:${view.distance ?? ''}:${view.group ?? ''}`;
      let state = views.get(key);
      if (!state) {
        const created: ViewState = {
          listeners: new Set(),
          previous: { snapshot: first, results: null },
          chain: Promise.resolve(),
          scheduled: false,
          unsubscribe: () => {},
        };
        created.unsubscribe = live.subscribe(eventId, () => {
          if (created.scheduled) return;
          created.scheduled = true;
          setTimeout(() => {
            created.scheduled = false;
            if (views.get(key) !== created) return;
            created.chain = created.chain.then(() => broadcast(eventId, view, created));
          }, DELTA_COALESCE_MS);
        });
        views.set(key, created);
        state = created;
      }
      const own = state;
      own.listeners.add(listener);
      return () => {
        own.listeners.delete(listener);
        if (own.listeners.size > 0 || views.get(key) !== own) return;
        views.delete(key);
        own.unsubscribe();
      };
    },
    /** Views with a broadcaster (the tests watch that closed streams leave none behind). */
    size: () => views.size,
  };
}

/**
 * What one delta-speaking stream writes. It remembers the version its client holds: a change whose delta starts
 * from that version is written as a `delta` event with the stream's next `seq` (1, 2, 3 … after the first
 * snapshot); any other change (no delta made, or the client holds another version) as a whole `results` event.
 *
 * A client that does not keep up (its socket past the high-water mark) is not queued deltas: a delta it missed
 * would break its chain, so while it is backed up the changes are dropped, only the newest snapshot is remembered,
 * and that snapshot is written whole when the socket drains. The stream stays open (a reconnect would cost the
 * client the same snapshot plus a new request), and holds at most one reference to a snapshot the cache shares.
 * With `wholes: false` (a client that holds no results) a whole snapshot is never written: `changed` is said
 * instead, and the chain goes on from that snapshot's version.
 */
export function deltaWriter(
  raw: ServerResponse,
  gzip: GzipFrameStream | null,
  options: { held: string | null; changed: () => void; wholes?: boolean },
) {
  let held = options.held;
  let seq = 0;
  let behind: ResultsSnapshot | null = null;
  let queue = Promise.resolve();
  const gone = () => raw.writableEnded || raw.destroyed;
  /** A write that failed: what the client holds is unknown, it reads the results itself. */
  const fail = () => {
    held = null;
    options.changed();
  };

  /** The whole snapshot as a `results` event; false when its gzip frame could not be made. */
  async function writeSnapshot(snapshot: ResultsSnapshot): Promise<boolean> {
    if (!gzip) {
      raw.write('event: results\ndata: ');
      raw.write(snapshot.json);
      raw.write('\n\n');
      return true;
    }
    const frame = await snapshot.eventFrame();
    if (frame === null) return false;
    if (!gone()) raw.write(gzip.next(frame));
    return true;
  }

  async function sendWhole(snapshot: ResultsSnapshot) {
    if (options.wholes === false) {
      // A client that holds no results (`snapshots=0`) is told to read what it shows; deltas go on from here.
      options.changed();
      held = snapshot.version;
    } else if (await writeSnapshot(snapshot)) held = snapshot.version;
    else {
      held = null;
      options.changed();
    }
  }

  const onDrain = () => {
    const snapshot = behind;
    behind = null;
    if (snapshot === null) return;
    queue = queue
      .then(async () => {
        if (gone() || snapshot.version === held) return;
        await sendWhole(snapshot);
      })
      .catch(fail);
  };

  async function handle(change: ViewChange | null) {
    if (gone()) return;
    if (change === null) {
      held = null;
      options.changed();
      return;
    }
    const { snapshot, delta } = change;
    if (snapshot.version === held && behind === null) return;
    if (behind !== null || raw.writableNeedDrain) {
      // Backed up: whatever was meant for the client is replaced by the newest snapshot, written on drain.
      if (behind === null) raw.once('drain', onDrain);
      behind = snapshot;
      held = null;
      return;
    }
    if (delta !== null && delta.from === held) {
      const prefix = `event: delta\ndata: {"seq":${seq + 1},`;
      if (!gzip) {
        raw.write(prefix);
        raw.write(delta.tail);
      } else {
        const frame = await delta.frame();
        if (frame === null) return sendWhole(snapshot);
        if (gone()) return;
        // Its own small frame, then the shared one: concatenated DEFLATE pieces are one stream.
        raw.write(gzip.next(storedFrame(prefix)));
        raw.write(gzip.next(frame));
      }
      seq += 1;
      held = delta.version;
      return;
    }
    await sendWhole(snapshot);
  }

  return {
    /** Writes a change, after those before it (a gzip frame may have to be made first). */
    send(change: ViewChange | null) {
      queue = queue.then(() => handle(change)).catch(fail);
    },
    /** The first snapshot, unless the client holds it. */
    first(snapshot: ResultsSnapshot) {
      queue = queue.then(() => (snapshot.version === held ? undefined : sendWhole(snapshot))).catch(fail);
    },
  };
}
