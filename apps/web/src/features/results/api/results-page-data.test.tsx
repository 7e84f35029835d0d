import type { ResultsResponse } from '@carreras/domain/results/results.schemas';
import { cleanup, render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
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
    writeBlock(
      JSON.stringify({ eventId: 3, distance: 66, group: null, heading: 'Resultados finales', results: answer() }),
    );
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
    // Read once: the block is gone once the page is on screen, a later page fetches.
    expect(document.getElementById('results-page-data')).toBeNull();
    // The server's first paint is gone with its style: no later loader of the layout is drawn over.
    expect(document.getElementById('results-first-paint')).toBeNull();
  });

  /**
   * Renders the public page at `/results/3?distance=66`, noting every text its h1 has had; with `lazyPart`, next
   * to a part still loading, as the page's lazy parts do in the app (React discards that first render).
   */
  function renderPage(lazyPart?: Promise<{ default: () => null }>) {
    const Part = lazyPart && lazy(() => lazyPart);
    const headings: string[] = [];
    const note = () => {
      const text = document.querySelector('h1')?.textContent;
      if (text && headings.at(-1) !== text) headings.push(text);
    };
    const observer = new MutationObserver(note);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    render(
      <AppProviders queryClient={createQueryClient()}>
        <MemoryRouter initialEntries={['/results/3?distance=66']}>
          <Routes>
            <Route
              path="/results/:eventId"
              element={
                <Suspense fallback={null}>
                  <ResultsView eventId={3} pageTitle />
                  {Part && <Part />}
                </Suspense>
              }
            />
          </Routes>
        </MemoryRouter>
      </AppProviders>,
    );
    note();
    return { headings, stop: () => observer.disconnect() };
  }

  it("of a large answer are a hint: the page keeps the server's heading while it asks for the results", async () => {
    window.history.replaceState(null, '', '/results/3?distance=66');
    writeBlock(JSON.stringify({ eventId: 3, distance: 66, group: null, heading: 'Resultados finales' }));
    const calls = mockFetch((url) =>
      url === '/api/results/3?distance=66' ? { status: 200, body: answer() } : { status: 404, body: {} },
    );
    let loaded = (_part: { default: () => null }) => {};
    const page = renderPage(new Promise((resolve) => (loaded = resolve)));
    // The first render React keeps: the heading of the hint, and the loader while the answer comes.
    loaded({ default: () => null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Resultados finales' })).toBeInTheDocument();
    expect(screen.getByLabelText('Cargando resultados')).toBeInTheDocument();
    expect(await screen.findByText('Rally San Javier')).toBeInTheDocument();
    page.stop();
    // Never 'Resultados' in between: the same heading from the first paint to the results.
    expect(page.headings).toEqual(['Resultados finales']);
    // The page asked for the answer itself, at the address the server preloads.
    expect(calls.filter((call) => call.url.startsWith('/api/results/3?')).map((call) => call.url)).toEqual([
      '/api/results/3?distance=66',
    ]);
    expect(document.getElementById('results-page-data')).toBeNull();
  });

  it("shows 'Resultados' while it asks when there is no hint, or one for another filter", async () => {
    for (const block of [null, { eventId: 3, distance: 33, group: null, heading: 'Resultados finales' }]) {
      window.history.replaceState(null, '', '/results/3?distance=66');
      if (block) writeBlock(JSON.stringify(block));
      mockFetch(() => ({ status: 200, body: answer() }));
      const page = renderPage();
      expect(await screen.findByText('Rally San Javier')).toBeInTheDocument();
      page.stop();
      expect(page.headings, JSON.stringify(block)).toEqual(['Resultados', 'Resultados finales']);
      cleanup();
    }
  });

  it('seeds the query of its event and filter only', () => {
    window.history.replaceState(null, '', '/resultados/3');
    writeBlock(
      JSON.stringify({ eventId: 3, distance: null, group: null, heading: 'Resultados finales', results: answer() }),
    );
    const client = createQueryClient();
    expect(seedResultsPageData(client, 3, {})).toEqual({
      eventId: 3,
      distance: null,
      group: null,
      heading: 'Resultados finales',
    });
    expect(client.getQueryData(resultsKeys.live(3, {}))).toEqual(answer());
    // Still there for a render React starts again; the page removes it once on screen (first test).
    expect(seedResultsPageData(createQueryClient(), 3, {})).not.toBeNull();
  });

  it("passes a hint's version on (for the live stream), only when it reads as one", () => {
    window.history.replaceState(null, '', '/resultados/3');
    const hint = { eventId: 3, distance: null, group: null, heading: 'Resultados finales' };
    for (const [version, expected] of [
      ['k2f9x01a7', 'k2f9x01a7'],
      ['NOT-ONE', undefined],
      [42, undefined],
    ] as const) {
      writeBlock(JSON.stringify({ ...hint, version }));
      expect(seedResultsPageData(createQueryClient(), 3, {})?.version, String(version)).toBe(expected);
      document.getElementById('results-page-data')?.remove();
    }
  });

  it('seeds nothing for another event or filter, another page, or a block that does not parse', () => {
    const cases: [path: string, block: string, eventId: number, filter: { distance?: number; group?: number }][] = [
      [
        '/results/3',
        JSON.stringify({ eventId: 3, distance: null, group: null, heading: 'Resultados finales', results: answer() }),
        4,
        {},
      ],
      [
        '/results/3',
        JSON.stringify({ eventId: 3, distance: null, group: null, heading: 'Resultados finales', results: answer() }),
        3,
        { distance: 33 },
      ],
      [
        '/results/3',
        JSON.stringify({ eventId: 3, distance: 66, group: null, heading: 'Resultados finales', results: answer() }),
        3,
        {},
      ],
      [
        '/results/3',
        JSON.stringify({ eventId: 3, distance: null, group: 1, heading: 'Resultados finales', results: answer() }),
        3,
        { group: 2 },
      ],
      [
        '/admin/events/3/results',
        JSON.stringify({ eventId: 3, distance: null, group: null, heading: 'Resultados finales', results: answer() }),
        3,
        {},
      ],
      [
        '/results/3',
        JSON.stringify({
          eventId: 3,
          distance: null,
          group: null,
          heading: 'Resultados finales',
          results: answer({ eventId: 4 }),
        }),
        3,
        {},
      ],
      ['/results/3', '{"eventId":3,', 3, {}],
      // A hint whose heading is not one of the page's, or without one.
      ['/results/3', JSON.stringify({ eventId: 3, distance: null, group: null, heading: 'Hola' }), 3, {}],
      ['/results/3', JSON.stringify({ eventId: 3, distance: null, group: null }), 3, {}],
    ];
    for (const [path, block, eventId, filter] of cases) {
      window.history.replaceState(null, '', path);
      writeBlock(block);
      const client = createQueryClient();
      expect(seedResultsPageData(client, eventId, filter), `${path} ${block.slice(0, 60)}`).toBeNull();
      expect(client.getQueryCache().getAll()).toEqual([]);
      document.getElementById('results-page-data')?.remove();
    }
  });
});
