// A sheet worker (sheet-cage.ts): loads its modules, says so, reads the one spreadsheet it is sent, answers, and
// is thrown away.
import { parentPort } from 'node:worker_threads';
import { AppError } from '../../lib/app-error.ts';
import { parseSheet } from './import-sheet.ts';
import type { SheetAnswer, SheetJob } from './sheet-cage.ts';

if (!parentPort) throw new Error('sheet-worker.ts runs as a worker thread (sheet-cage.ts)');
const port = parentPort;

port.once('message', async ({ bytes }: SheetJob) => {
  let answer: SheetAnswer;
  try {
    answer = { sheet: await parseSheet(Buffer.from(bytes)) };
  } catch (error) {
    answer =
      error instanceof AppError
        ? { refusal: { status: error.statusCode, code: error.code, message: error.message } }
        : { failure: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  port.postMessage(answer);
});
// The cage's clock starts when a started worker holds a file: it measures the reading, not ExcelJS's loading.
port.postMessage({ started: true } satisfies SheetAnswer);
