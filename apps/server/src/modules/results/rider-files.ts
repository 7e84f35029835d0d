import { resultsTextVersion } from '@carreras/domain/results/results-version';
import type { FastifyInstance } from 'fastify';
import { type DrawnResult, drawnOf } from './diploma.ts';
import { createRenderCache, RENDER_CACHE_BYTES, type RenderCache } from './render-cache.ts';
import { createRenderPool, type RenderKind, type RenderPool } from './render-pool.ts';
import { createRenderQueue, RENDERS_AT_ONCE, RENDERS_WAITING, type RenderQueue } from './render-queue.ts';

/** How long a caller turned away by a full render queue is told to wait: about the time it takes to drain. */
export const RENDER_RETRY_AFTER_SECONDS = 3;

export interface RiderFiles {
  /**
   * A rider's diploma (PDF) or share card (PNG): rendered once per rider and version of what it draws, kept in
   * a cache bounded by bytes. Rejects with RenderQueueFullError when too many renders wait.
   */
  file(kind: RenderKind, result: DrawnResult & { eventId: number }): Promise<Buffer>;
  /** The queue every render goes through (tests fill it). */
  readonly queue: RenderQueue;
  stats(): {
    renders: Record<RenderKind, number>;
    workers: number;
    cache: ReturnType<RenderCache['stats']>;
    queue: ReturnType<RenderQueue['stats']>;
  };
  close(): Promise<void>;
}

/**
 * Diplomas and share cards that a crowd cannot turn into a flood of work: a file is rendered once per rider
 * and version (the hash of exactly what it draws, resultsTextVersion's hash as the live results use it), and
 * every caller asking for it meanwhile waits for that one render; renders run in worker threads
 * (render-pool.ts), a few at a time, and a bounded number wait (render-queue.ts); kept files are bounded by bytes.
 */
export function createRiderFiles(
  options: { cacheBytes?: number; workers?: number; maxWaiting?: number } = {},
): RiderFiles {
  const workers = options.workers ?? RENDERS_AT_ONCE;
  const cache = createRenderCache(options.cacheBytes ?? RENDER_CACHE_BYTES);
  const queue = createRenderQueue(workers, options.maxWaiting ?? RENDERS_WAITING);
  const pool: RenderPool = createRenderPool(workers);
  return {
    file(kind, result) {
      const drawn = drawnOf(result);
      const version = resultsTextVersion(JSON.stringify(drawn));
      return cache.get(`${result.eventId}:${result.dorsal}:${kind}`, version, () =>
        queue.run(() => pool.render(kind, drawn)),
      );
    },
    queue,
    stats: () => ({ renders: pool.renders(), workers: pool.workers(), cache: cache.stats(), queue: queue.stats() }),
    async close() {
      cache.clear();
      await pool.close();
    },
  };
}

const opened = new WeakMap<object, RiderFiles>();

/** Creates the app's rider files (the results hub routes do, once), closed with the app. */
export function openRiderFiles(app: FastifyInstance): RiderFiles {
  const files = createRiderFiles();
  opened.set(app.db, files);
  app.addHook('onClose', async () => {
    await files.close();
    if (opened.get(app.db) === files) opened.delete(app.db);
  });
  return files;
}

/** The rider files of a running app (tests count its renders). */
export function riderFiles(app: FastifyInstance): RiderFiles {
  const files = opened.get(app.db);
  if (!files) throw new Error('The results hub routes are not registered on this app');
  return files;
}
