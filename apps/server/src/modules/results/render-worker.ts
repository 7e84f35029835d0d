// A render worker (render-pool.ts): draws one diploma or share card at a time, off the app's event loop.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { parentPort } from 'node:worker_threads';
import { renderDiploma } from './diploma.ts';
import type { RenderAnswer, RenderRequest } from './render-pool.ts';
import { renderShareCard } from './share-card.ts';

if (!parentPort) throw new Error('render-worker.ts runs as a worker thread (render-pool.ts)');
const port = parentPort;

/**
 * resvg frees a card's memory (its 1080×1080 pixels, its fonts: some 5 MB) only when the garbage collector
 * finalizes the objects that hold it, and their JavaScript side is too small to make the collector run: 40 cards
 * grew a process by 200 MB. A collection after each card (a few ms on this thread's small heap) keeps it flat.
 */
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

port.on('message', async ({ id, kind, result }: RenderRequest) => {
  let answer: RenderAnswer;
  try {
    const file = kind === 'diploma' ? await renderDiploma(result) : renderShareCard(result);
    answer = { id, file: new Uint8Array(file) };
  } catch (error) {
    answer = { id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  // The copy made above owns its memory: handed over, not copied again.
  port.postMessage(answer, 'file' in answer ? [answer.file.buffer as ArrayBuffer] : []);
  if (kind === 'card') setImmediate(collectGarbage);
});
