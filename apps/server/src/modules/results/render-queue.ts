import { availableParallelism } from 'node:os';

/**
 * Renders at once: one per render worker (render-pool.ts), at most 2, and always a core left for the event loop
 * (on 2 cores a second worker took the loop's core and a health probe waited ~100 ms behind it).
 */
export const RENDERS_AT_ONCE = Math.max(1, Math.min(2, availableParallelism() - 1));
/**
 * Renders waiting for a worker. At 40 to 80 ms a render and two at once, the last one waits one to three seconds;
 * beyond that, asking again a few seconds later is better than waiting in a queue that keeps growing.
 */
export const RENDERS_WAITING = 64;

/** The queue is full: the route answers 503 with Retry-After. */
export class RenderQueueFullError extends Error {
  constructor() {
    super('render queue full');
    this.name = 'RenderQueueFullError';
  }
}

export interface RenderQueue {
  /** Runs `task` when fewer than `concurrency` run; rejects with RenderQueueFullError when too many wait. */
  run<T>(task: () => Promise<T>): Promise<T>;
  stats(): { running: number; waiting: number };
}

/** A semaphore with a bounded queue: first come, first served. */
export function createRenderQueue(concurrency = RENDERS_AT_ONCE, maxWaiting = RENDERS_WAITING): RenderQueue {
  let running = 0;
  const waiting: (() => void)[] = [];

  /** A finished task hands its place to the first waiting one, or frees it. */
  function release() {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }

  return {
    async run(task) {
      if (running < concurrency) running += 1;
      else if (waiting.length >= maxWaiting) throw new RenderQueueFullError();
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await task();
      } finally {
        release();
      }
    },
    stats: () => ({ running, waiting: waiting.length }),
  };
}
