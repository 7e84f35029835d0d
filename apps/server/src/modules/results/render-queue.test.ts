import { describe, expect, it } from 'vitest';
import { createRenderQueue, RenderQueueFullError } from './render-queue.ts';

/** A task that runs until released, recording when it started. */
function held(started: number[], n: number) {
  let release = () => {};
  const done = new Promise<number>((resolve) => {
    release = () => resolve(n);
  });
  return {
    task: () => {
      started.push(n);
      return done;
    },
    release: () => release(),
  };
}

describe('createRenderQueue', () => {
  it('runs `concurrency` tasks at once, the next ones in order, and refuses beyond the waiting bound', async () => {
    const queue = createRenderQueue(2, 3);
    const started: number[] = [];
    const tasks = Array.from({ length: 5 }, (_, n) => held(started, n));
    const runs = tasks.map((t) => queue.run(t.task));
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(queue.stats()).toEqual({ running: 2, waiting: 3 });
    await expect(queue.run(async () => 'one more')).rejects.toBeInstanceOf(RenderQueueFullError);

    tasks[1]!.release();
    await expect(runs[1]).resolves.toBe(1);
    expect(started).toEqual([0, 1, 2]);
    expect(queue.stats()).toEqual({ running: 2, waiting: 2 });
    for (const t of tasks) t.release();
    await expect(Promise.all(runs)).resolves.toEqual([0, 1, 2, 3, 4]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(queue.stats()).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the place of a task that fails', async () => {
    const queue = createRenderQueue(1, 0);
    await expect(
      queue.run(async () => {
        throw new Error('render failed');
      }),
    ).rejects.toThrow('render failed');
    expect(queue.stats()).toEqual({ running: 0, waiting: 0 });
    await expect(queue.run(async () => 'next')).resolves.toBe('next');
  });
});
