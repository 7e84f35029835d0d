import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveUpdates } from '../src/lib/live-updates.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('live updates', () => {
  it('reaches this process before publish resolves (a read right after a record sees it)', async () => {
    const live = liveUpdates(t.app);
    const heard: number[] = [];
    const stopOne = live.subscribe(41, () => heard.push(41));
    const stopAll = live.subscribeAll((eventId) => heard.push(-(eventId ?? 0)));
    const published = live.publish(41);
    expect(heard).toEqual([41, -41]);
    await published;
    stopOne();
    stopAll();
    await live.publish(41);
    expect(heard).toEqual([41, -41]);
  });
});
