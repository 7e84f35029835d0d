import { Worker } from 'node:worker_threads';
import type { DrawnResult } from './diploma.ts';
import { RENDERS_AT_ONCE } from './render-queue.ts';

export type RenderKind = 'diploma' | 'card';

/** What the app sends a render worker, and what it answers (render-worker.ts). */
export interface RenderRequest {
  id: number;
  kind: RenderKind;
  result: DrawnResult;
}
export type RenderAnswer = { id: number; file: Uint8Array } | { id: number; error: string };

/**
 * The worker's module: beside this one when run from the sources (tsx, vitest), dist/render-worker.js beside
 * dist/main.js in the build (apps/server/scripts/build.mjs makes both; this code is bundled into main.js).
 */
const fromSources = import.meta.url.endsWith('.ts');
const WORKER_URL = new URL(fromSources ? './render-worker.ts' : './render-worker.js', import.meta.url);

/**
 * A worker's heap: a diploma needs a few MB (pdfkit parses the fonts for each one), but with the default limits
 * the collector lets garbage pile up to some 150 MB per worker before it runs; these keep a worker near 60 MB.
 */
const WORKER_HEAP = { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 4 };

/**
 * A worker thread does not inherit tsx's loader (tsx registers itself on the main thread only), and vitest runs
 * without it: from the sources the worker registers tsx's API first, then loads its TypeScript module.
 */
function startWorker(): Worker {
  if (!fromSources) return new Worker(WORKER_URL, { resourceLimits: WORKER_HEAP });
  return new Worker(
    `const { workerData } = require('node:worker_threads');
import(workerData.tsx).then((tsx) => { tsx.register(); return import(workerData.entry); });`,
    {
      eval: true,
      resourceLimits: WORKER_HEAP,
      workerData: { tsx: import.meta.resolve('tsx/esm/api'), entry: WORKER_URL.href },
    },
  );
}

interface Job {
  request: RenderRequest;
  resolve(file: Buffer): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
}

export interface RenderPool {
  render(kind: RenderKind, result: DrawnResult): Promise<Buffer>;
  /** Renders sent to a worker since the pool started, by kind. */
  renders(): Record<RenderKind, number>;
  workers(): number;
  close(): Promise<void>;
}

/**
 * Up to `size` worker threads that draw diplomas (pdfkit) and share cards (resvg), one file at a time each, so
 * the event loop never spends the ~40 ms of CPU a file costs. Workers start with the first render and stay; one
 * that dies fails its file (a 500 for its callers) and is replaced by the next render. Calls beyond `size` wait
 * here without bound: the app bounds them before (render-queue.ts).
 */
export function createRenderPool(size = RENDERS_AT_ONCE): RenderPool {
  const slots: Slot[] = [];
  const pending: Job[] = [];
  const counts: Record<RenderKind, number> = { diploma: 0, card: 0 };
  let nextId = 0;
  let closed = false;

  function settle(slot: Slot, answer: RenderAnswer | Error) {
    const job = slot.job;
    slot.job = null;
    if (!job) return;
    if (answer instanceof Error) job.reject(answer);
    else if ('error' in answer) job.reject(new Error(`render failed: ${answer.error}`));
    else job.resolve(Buffer.from(answer.file.buffer, answer.file.byteOffset, answer.file.byteLength));
  }

  function spawn(): Slot {
    const slot: Slot = { worker: startWorker(), job: null };
    // An idle worker does not keep the process alive; the app's close terminates it.
    slot.worker.unref();
    slot.worker.on('message', (answer: RenderAnswer) => {
      settle(slot, answer);
      dispatch();
    });
    slot.worker.on('error', (error) => settle(slot, error));
    slot.worker.on('exit', (code) => {
      slots.splice(slots.indexOf(slot), 1);
      settle(slot, new Error(`render worker exited with ${code}`));
      dispatch();
    });
    slots.push(slot);
    return slot;
  }

  function dispatch() {
    while (!closed && pending.length > 0) {
      const slot = slots.find((s) => s.job === null) ?? (slots.length < size ? spawn() : undefined);
      if (!slot) return;
      const job = pending.shift() as Job;
      slot.job = job;
      counts[job.request.kind] += 1;
      slot.worker.postMessage(job.request);
    }
  }

  return {
    render(kind, result) {
      if (closed) return Promise.reject(new Error('render pool closed'));
      return new Promise<Buffer>((resolve, reject) => {
        pending.push({ request: { id: nextId++, kind, result }, resolve, reject });
        dispatch();
      });
    },
    renders: () => ({ ...counts }),
    workers: () => slots.length,
    async close() {
      closed = true;
      for (const job of pending.splice(0)) job.reject(new Error('render pool closed'));
      await Promise.all(slots.map((slot) => slot.worker.terminate()));
    },
  };
}
