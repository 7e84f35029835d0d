import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { eventKeys, useCurrentEvent, useOpenEvents } from '../../../api/events.ts';
import { placesKeys } from '../../../api/places.ts';
import { createQueryClient } from '../../../app/providers.tsx';
import { anEvent, someCategories } from '../../../test/fixtures.ts';
import { mockFetch } from '../../../test/render.tsx';
import { seedLandingData } from './landing-data.ts';

function writeBlock(text: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'landing-data';
  block.textContent = text;
  document.head.append(block);
}

/**
 * The current and the open events as the landing's hooks read them from a client with the app's settings,
 * asking nothing of the API.
 */
async function landingReads(client: QueryClient) {
  const calls = mockFetch(() => ({ status: 500, body: {} }));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const current = renderHook(() => useCurrentEvent(), { wrapper });
  const open = renderHook(() => useOpenEvents(), { wrapper });
  await waitFor(() => expect(current.result.current.isSuccess && open.result.current.isSuccess).toBe(true));
  expect(calls).toEqual([]);
  return { current: current.result.current.data, open: open.result.current.data };
}

const realFetch = globalThis.fetch;

describe('the landing data the server writes into the page', () => {
  afterEach(() => {
    globalThis.fetch = realFetch;
    document.getElementById('landing-data')?.remove();
    window.history.replaceState(null, '', '/');
  });

  it('fills the current event, the open events, the current event categories and its registration', async () => {
    const current = anEvent({ id: 5 });
    const closed = anEvent({ id: 6, fechaAperturaInscripciones: '2000-01-01', fechaCierreInscripciones: '2000-01-02' });
    const categories = someCategories();
    const registration = { eventId: 5, distancias: [] };
    writeBlock(JSON.stringify({ events: [current, closed], categories, registration }));
    const client = createQueryClient();

    seedLandingData(client);

    expect(await landingReads(client)).toEqual({ current, open: [current] });
    expect(client.getQueryData(eventKeys.categories(5))).toEqual(categories);
    expect(client.getQueryData(placesKeys.info(5))).toEqual(registration);
    expect(document.getElementById('landing-data')).toBeNull();
  });

  it("seeds the other open editions' prices and places the page carries", () => {
    const offer = { eventId: 7, distancias: [] };
    writeBlock(JSON.stringify({ events: [anEvent({ id: 5 }), anEvent({ id: 7 })], categories: [], offers: [offer] }));
    const client = createQueryClient();
    seedLandingData(client);
    expect(client.getQueryData(placesKeys.info(7))).toEqual(offer);
  });

  it('says there is no current event when none is active', async () => {
    writeBlock(JSON.stringify({ events: [], categories: [] }));
    const client = createQueryClient();
    seedLandingData(client);
    expect(await landingReads(client)).toEqual({ current: null, open: [] });
  });

  it('seeds nothing from a block that does not parse or has another shape, so the page asks the API', () => {
    for (const text of ['{"events": [', '{"events": "x", "categories": []}', '[1,2]', 'null']) {
      writeBlock(text);
      const client = createQueryClient();
      seedLandingData(client);
      expect(client.getQueryCache().getAll(), text).toHaveLength(0);
      expect(document.getElementById('landing-data'), text).toBeNull();
    }
  });

  it('ignores an old landing page kept as the offline shell of another page', () => {
    window.history.replaceState(null, '', '/admin/timing-setup');
    writeBlock(JSON.stringify({ events: [anEvent()], categories: [] }));
    const client = createQueryClient();
    seedLandingData(client);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});
