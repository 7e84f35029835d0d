import type { ResultsResponse } from '@carreras/domain/results/results.schemas';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { resultsKeys } from '../../../api/results.ts';
import { AppProviders, createQueryClient } from '../../../app/providers.tsx';
import { mockFetch } from '../../../test/render.tsx';
import { ResultsView } from '../components/results-view.tsx';
import { seedResultsPageData } from './results-page-data.ts';

const answer = (extra: Partial<ResultsResponse> = {}): ResultsResponse => ({
  eventId: 3,
  eventName: 'Rally San Javier',
  eventDate: '2026-11-24',
  finished: true,
  generatedAt: Date.UTC(2026, 10, 24, 17, 5, 9),
  distance: 66,
  laps: 1,
  overall: [],
  categories: [],
  distances: [{ distance: 66, laps: 1 }],
  groups: [],
  ...extra,
});

function writeBlock(text: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'results-page-data';
  block.textContent = text;
  document.head.append(block);
}

const realFetch = globalThis.fetch;

describe('the results the server writes into the public results page', () => {
  afterEach(() => {
    globalThis.fetch = realFetch;
    document.getElementById('results-page-data')?.remove();
    window.history.replaceState(null, '', '/');
  });

  it("are the page's first render: the final heading and the results, without asking the API", () => {
    window.history.replaceState(null, '', '/results/3?distance=66');
    writeBlock(JSON.stringify({ eventId: 3, distance: 66, group: null, results: answer() }));
    const firstPaintStyle = document.createElement('style');
    firstPaintStyle.id = 'results-first-paint';
    document.head.append(firstPaintStyle);
    const calls = mockFetch(() => ({ status: 500, body: {} }));
    // The app's own query client (its staleTime included), as main.tsx makes it.
    render(
      <AppProviders queryClient={createQueryClient()}>
        <MemoryRouter initialEntries={['/results/3?distance=66']}>
          <Routes>
            <Route path="/results/:eventId" element={<ResultsView eventId={3} pageTitle />} />
          </Routes>
        </MemoryRouter>
      </AppProviders>,
    );
    // Synchronously, in the first render: no loader, no 'Resultados' while pending.
    expect(screen.getByRole('heading', { level: 1, name: 'Resultados finales' })).toBeInTheDocument();
    expect(screen.getByText('Rally San Javier')).toBeInTheDocument();
    expect(screen.queryByLabelText('Cargando resultados')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.url.startsWith('/api/results/3?'))).toEqual([]);
    expect(document.getElementById('results-page-data')).toBeNull();
    // The server's first paint is gone with its style: no later loader of the layout is drawn over.
    expect(document.getElementById('results-first-paint')).toBeNull();
  });

  it('seeds the query of its event and filter only, and only once', () => {
    window.history.replaceState(null, '', '/resultados/3');
    writeBlock(JSON.stringify({ eventId: 3, distance: null, group: null, results: answer() }));
    const client = createQueryClient();
    expect(seedResultsPageData(client, 3, {})).toBe(true);
    expect(client.getQueryData(resultsKeys.live(3, {}))).toEqual(answer());
    // Read once: the block is gone, a later page fetches.
    const later = createQueryClient();
    expect(seedResultsPageData(later, 3, {})).toBe(false);
    expect(later.getQueryData(resultsKeys.live(3, {}))).toBeUndefined();
  });

  it('seeds nothing for another event or filter, another page, or a block that does not parse', () => {
    const cases: [path: string, block: string, eventId: number, filter: { distance?: number; group?: number }][] = [
      ['/results/3', JSON.stringify({ eventId: 3, distance: null, group: null, results: answer() }), 4, {}],
      [
        '/results/3',
        JSON.stringify({ eventId: 3, distance: null, group: null, results: answer() }),
        3,
        { distance: 33 },
      ],
      ['/results/3', JSON.stringify({ eventId: 3, distance: 66, group: null, results: answer() }), 3, {}],
      ['/results/3', JSON.stringify({ eventId: 3, distance: null, group: 1, results: answer() }), 3, { group: 2 }],
      [
        '/admin/events/3/results',
        JSON.stringify({ eventId: 3, distance: null, group: null, results: answer() }),
        3,
        {},
      ],
      [
        '/results/3',
        JSON.stringify({ eventId: 3, distance: null, group: null, results: answer({ eventId: 4 }) }),
        3,
        {},
      ],
      ['/results/3', '{"eventId":3,', 3, {}],
    ];
    for (const [path, block, eventId, filter] of cases) {
      window.history.replaceState(null, '', path);
      writeBlock(block);
      const client = createQueryClient();
      expect(seedResultsPageData(client, eventId, filter), `${path} ${block.slice(0, 60)}`).toBe(false);
      expect(client.getQueryCache().getAll()).toEqual([]);
      expect(document.getElementById('results-page-data')).toBeNull();
    }
  });
});
