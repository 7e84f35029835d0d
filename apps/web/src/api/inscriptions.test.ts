import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { checkInKeys } from './check-in.ts';
import { dashboardKeys } from './dashboard.ts';
import { eventKeys } from './events.ts';
import { inscriptionKeys, invalidateInscriptions } from './inscriptions.ts';
import { placesKeys } from './places.ts';
import { raceKeys } from './races.ts';
import { reportKeys } from './reports.ts';

function clientWith(keys: readonly (readonly unknown[])[]) {
  const client = new QueryClient();
  for (const key of keys) client.setQueryData(key, { cached: true });
  const invalidated = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
  return { client, invalidated };
}

describe('invalidateInscriptions', () => {
  const dependents = [
    inscriptionKeys.mine(7),
    inscriptionKeys.detail(11),
    inscriptionKeys.list({ page: 1, limit: 10 }),
    inscriptionKeys.grid({ runnerId: 7, limit: 100 }),
    checkInKeys.search(3, '301'),
    checkInKeys.nextBib(3),
    reportKeys.byDistance(3),
    dashboardKeys.stats(),
    placesKeys.info(3),
    placesKeys.myWaiting(),
    eventKeys.stats(3),
  ];
  const unrelated = [eventKeys.detail(3), eventKeys.categories(3), raceKeys.list()];

  it('marks every read of inscriptions, and what counts them, stale whatever screen wrote', async () => {
    const { client, invalidated } = clientWith([...dependents, ...unrelated]);
    await invalidateInscriptions(client);
    for (const key of dependents) expect(invalidated(key), JSON.stringify(key)).toBe(true);
    for (const key of unrelated) expect(invalidated(key), JSON.stringify(key)).toBe(false);
  });

  it('leaves the detail of a deleted inscription alone, so the screen being left does not fetch a 404', async () => {
    const { client, invalidated } = clientWith([inscriptionKeys.detail(11), inscriptionKeys.detail(12)]);
    await invalidateInscriptions(client, { deletedId: 11 });
    expect(invalidated(inscriptionKeys.detail(11))).toBe(false);
    expect(invalidated(inscriptionKeys.detail(12))).toBe(true);
  });
});
