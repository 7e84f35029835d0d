import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { errorCodes } from '@carreras/domain/error-codes';
import { importMessages, SHEET_LIMITS, sheetRefusals } from '@carreras/domain/imports/import-limits';
import type { ImportSheet } from '@carreras/domain/imports/import-plan';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { sheetRefused } from './sheet-refused.ts';

/** What the cage sends a sheet worker (sheet-worker.ts), and what the worker posts: started, then its answer. */
export interface SheetJob {
  bytes: Uint8Array;
}
export type SheetAnswer =
  | { started: true }
  | { sheet: ImportSheet }
  | { refusal: { status: number; code: string; message: string } }
  | { failure: string };

/**
 * Sheets read at once: at most 2, always a core left for the event loop (as renders, render-queue.ts). Each
 * worker may hold some 300 MB at its limits, so a few at once stay well inside a small server's memory.
 */
export const SHEETS_AT_ONCE = Math.max(1, Math.min(2, availableParallelism() - 1));
/** Sheets waiting for a worker; beyond them the upload is answered 503 at once (imports are rare). */
export const SHEETS_WAITING = 4;

/**
 * A worker's heap: 5,000 rows of 30 columns took ExcelJS 84 MB here (13 columns, 40 MB); past this, V8 stops
 * that worker alone (ERR_WORKER_OUT_OF_MEMORY).
 */
const WORKER_LIMITS = { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 };

/** The cage's limits: a worker's heap, and its time once started. Tests narrow them. */
export interface CageLimits {
  heap: typeof WORKER_LIMITS;
  parseMs: number;
}
const CAGE_LIMITS: CageLimits = { heap: WORKER_LIMITS, parseMs: SHEET_LIMITS.parseSeconds * 1000 };
/** Loading the worker's modules (ExcelJS; the TypeScript sources under tsx in tests) before the clock starts. */
const START_LIMIT_MS = 30_000;
/**
 * Loading ExcelJS takes a worker 0.3 to 1 s, so after each file one started worker waits for the next, for a
 * while: an admin previews, maps columns and imports within minutes.
 */
const SPARE_IDLE_MS = 5 * 60_000;

/** The worker's module: beside this one from the sources (tsx, vitest), dist/sheet-worker.js in the build. */
const fromSources = import.meta.url.endsWith('.ts');
const WORKER_URL = new URL(fromSources ? './sheet-worker.ts' : './sheet-worker.js', import.meta.url);

/** As render-pool.ts: from the sources the worker registers tsx's loader first, then loads its module. */
function startWorker(resourceLimits = WORKER_LIMITS): Worker {
  if (!fromSources) return new Worker(WORKER_URL, { resourceLimits });
  return new Worker(
    `const { workerData } = require('node:worker_threads');
import(workerData.tsx).then((tsx) => { tsx.register(); return import(workerData.entry); });`,
    {
      eval: true,
      resourceLimits,
      workerData: { tsx: import.meta.resolve('tsx/esm/api'), entry: WORKER_URL.href },
    },
  );
}

/** Workers that posted `started`: their modules are loaded. */
const started = new WeakSet<Worker>();
let spare: { worker: Worker; idle: NodeJS.Timeout } | null = null;

function startSpare(): void {
  if (spare) return;
  const worker = startWorker();
  // A waiting worker does not keep the process alive.
  worker.unref();
  const forget = () => {
    if (spare?.worker !== worker) return;
    clearTimeout(spare.idle);
    spare = null;
  };
  const idle = setTimeout(() => {
    forget();
    void worker.terminate();
  }, SPARE_IDLE_MS);
  idle.unref();
  worker.on('message', (answer: SheetAnswer) => {
    if ('started' in answer) started.add(worker);
  });
  worker.on('error', forget);
  worker.on('exit', forget);
  spare = { worker, idle };
}

function takeWorker(limits: CageLimits): Worker {
  if (!spare || limits.heap !== WORKER_LIMITS) return startWorker(limits.heap);
  const { worker, idle } = spare;
  clearTimeout(idle);
  spare = null;
  return worker;
}

/** One file in one worker, stopped at the time limit; whatever happens there, this settles once. */
function readInWorker(bytes: Uint8Array, limits: CageLimits): Promise<ImportSheet> {
  return new Promise((resolve, reject) => {
    const worker = takeWorker(limits);
    let settled = false;
    let timer: NodeJS.Timeout;
    const startClock = () => {
      clearTimeout(timer);
      timer = setTimeout(() => finish(sheetRefused(sheetRefusals.timedOut)), limits.parseMs);
    };
    if (started.has(worker)) startClock();
    else timer = setTimeout(() => finish(sheetRefused(sheetRefusals.timedOut)), START_LIMIT_MS);
    function finish(outcome: ImportSheet | Error) {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      startSpare();
      if (outcome instanceof Error) reject(outcome);
      else resolve(outcome);
    }
    worker.on('message', (answer: SheetAnswer) => {
      if ('started' in answer) startClock();
      else if ('sheet' in answer) finish(answer.sheet);
      else if ('refusal' in answer) {
        finish(new AppError(answer.refusal.status, answer.refusal.code, answer.refusal.message));
      } else finish(Object.assign(badRequest(importMessages.unreadable), { cause: answer.failure }));
    });
    worker.on('error', (error: Error & { code?: string }) =>
      finish(
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? sheetRefused(sheetRefusals.outOfMemory)
          : Object.assign(badRequest(importMessages.unreadable), { cause: error }),
      ),
    );
    worker.on('exit', () => finish(badRequest(importMessages.unreadable)));
    worker.postMessage({ bytes } satisfies SheetJob);
  });
}

let reading = 0;
const waiting: (() => void)[] = [];

/** Counts of the cage's queue (tests look at them). */
export const sheetCageStats = () => ({ reading, waiting: waiting.length });

/**
 * An uploaded spreadsheet read in a cage (docs/decisions/010-untrusted-files-in-a-cage.md): in a worker
 * thread of its own, with a heap limit and a time limit, a few at once and a few waiting, so a file that
 * defeats every check fails alone with a 4xx while the app and every other request carry on.
 */
export async function readSheet(bytes: Buffer, limits = CAGE_LIMITS): Promise<ImportSheet> {
  if (reading < SHEETS_AT_ONCE) reading += 1;
  else if (waiting.length >= SHEETS_WAITING) throw new AppError(503, errorCodes.unavailable, importMessages.sheetsBusy);
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await readInWorker(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), limits);
  } finally {
    const next = waiting.shift();
    if (next) next();
    else reading -= 1;
  }
}
