import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { eventKeys } from '../../../api/events.ts';
import { placesKeys } from '../../../api/places.ts';
import { createQueryClient } from '../../../app/providers.tsx';
import { anEvent, registrationInfo, registrationSettings } from '../../../test/fixtures.ts';
import { mockFetch } from '../../../test/render.tsx';
import { useSavePlacesSettings } from './places-settings.ts';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('places settings writes', () => {
  it('saving the settings refreshes the events and every places read', async () => {
    mockFetch(() => ({ status: 200, body: registrationSettings() }));
    const client = createQueryClient();
    const eventReads = [
      eventKeys.list('admin'),
      eventKeys.list('public'),
      eventKeys.detail(3),
      eventKeys.categories(3),
    ];
    for (const key of eventReads) client.setQueryData(key, key === eventKeys.detail(3) ? anEvent() : []);
    client.setQueryData(placesKeys.info(3), registrationInfo({ eventId: 3 }));
    client.setQueryData(placesKeys.info(4), registrationInfo({ eventId: 4 }));
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useSavePlacesSettings(3), { wrapper });
    await act(() =>
      result.current.mutateAsync({
        cupoTotal: null,
        promocionAutomatica: true,
        listaPublica: false,
        pagoEfectivo: false,
        distancias: [],
      }),
    );
    const stale = client
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.isInvalidated)
      .map((query) => JSON.stringify(query.queryKey))
      .sort();
    const expected = [...eventReads, placesKeys.info(3), placesKeys.info(4)].map((key) => JSON.stringify(key)).sort();
    expect(stale).toEqual(expected);
  });
});
