import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { eventKeys } from '../../../api/events.ts';
import { placesKeys } from '../../../api/places.ts';
import { createQueryClient } from '../../../app/providers.tsx';
import { anEvent, registrationInfo } from '../../../test/fixtures.ts';
import { mockFetch } from '../../../test/render.tsx';
import { useDeleteEvent, useDuplicateEvent, useSaveEvent } from './save-event.ts';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

/**
 * A client holding what every screen reads of events (check-in, timing, inscriptions, reports and
 * the events screen share the admin list; the landing and the inscription form the public one), nothing stale yet.
 */
function seededClient() {
  const client = createQueryClient();
  client.setQueryData(eventKeys.list('admin'), [anEvent()]);
  client.setQueryData(eventKeys.list('public'), [anEvent()]);
  client.setQueryData(eventKeys.detail(3), anEvent());
  client.setQueryData(eventKeys.categories(3), []);
  client.setQueryData(placesKeys.info(3), registrationInfo({ eventId: 3 }));
  client.setQueryData(placesKeys.info(4), registrationInfo({ eventId: 4 }));
  return client;
}

const stale = (client: ReturnType<typeof createQueryClient>) =>
  client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.isInvalidated)
    .map((query) => JSON.stringify(query.queryKey))
    .sort();

const wrapperOf =
  (client: ReturnType<typeof createQueryClient>) =>
  ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;

const keys = (...list: readonly (readonly unknown[])[]) => list.map((key) => JSON.stringify(key)).sort();
const everyEventRead = [
  eventKeys.list('admin'),
  eventKeys.list('public'),
  eventKeys.detail(3),
  eventKeys.categories(3),
];

describe('event writes', () => {
  it('saving an event refreshes every list of events and the event, and its registration', async () => {
    const calls = mockFetch(() => ({ status: 200, body: anEvent() }));
    const client = seededClient();
    const { result } = renderHook(() => useSaveEvent(), { wrapper: wrapperOf(client) });
    await act(() => result.current.mutateAsync({ id: 3, body: { ...anEvent(), categorias: [1] } }));
    expect(calls[0]?.init.method).toBe('PUT');
    expect(calls[0]?.url).toBe('/api/events/3');
    expect(stale(client)).toEqual(keys(...everyEventRead, placesKeys.info(3)));
  });

  it('creating, duplicating and deleting refresh every list of events too', async () => {
    for (const write of ['create', 'duplicate', 'delete'] as const) {
      mockFetch(() => (write === 'delete' ? { status: 204 } : { status: 201, body: anEvent({ id: 9 }) }));
      const client = seededClient();
      const { result } = renderHook(() => ({ save: useSaveEvent(), dup: useDuplicateEvent(), del: useDeleteEvent() }), {
        wrapper: wrapperOf(client),
      });
      await act(async () => {
        if (write === 'create') await result.current.save.mutateAsync({ body: { ...anEvent(), categorias: [1] } });
        if (write === 'duplicate') await result.current.dup.mutateAsync({ id: 3, choice: {} });
        if (write === 'delete') await result.current.del.mutateAsync(3);
      });
      expect(stale(client), write).toEqual(
        write === 'delete' ? keys(...everyEventRead, placesKeys.info(3)) : keys(...everyEventRead),
      );
    }
  });
});
