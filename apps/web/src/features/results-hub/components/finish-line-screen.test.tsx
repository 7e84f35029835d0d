import type { FinishLineResponse } from '@carreras/domain/results/results-hub.schemas';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeEventSource, installFakeEventSource } from '../../../test/fake-event-source.ts';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { arrivalDetail, FinishLineScreen } from './finish-line-screen.tsx';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  Reflect.deleteProperty(globalThis, 'EventSource');
});

const screenData = (runnerName: string): FinishLineResponse => ({
  eventId: 7,
  eventName: '6ª Edición',
  finished: false,
  generatedAt: Date.UTC(2026, 10, 29, 13, 0),
  arrivals: [
    {
      id: 1,
      dorsal: 12,
      runnerName,
      categoryName: 'ELITE MASC',
      distance: 33,
      lap: 2,
      laps: 2,
      at: Date.UTC(2026, 10, 29, 13, 0),
      elapsed: 3_723_000,
      categoryPosition: 1,
      status: 'COMPLETED',
    },
  ],
  distances: [33, 66].map((distance) => ({ distance, laps: 2, finishers: 0, riders: 3, leaders: [] })),
});

describe('FinishLineScreen', () => {
  it('follows each distance as a signal and reads the screen again on every change one announces', async () => {
    installFakeEventSource();
    let answer = screenData('Ana Pérez');
    const calls = mockFetch(() => ({ status: 200, body: answer }));
    renderWithProviders(<FinishLineScreen eventId={7} />);
    expect(await screen.findByText('Ana Pérez')).toBeInTheDocument();
    expect(FakeEventSource.all.map((source) => source.url)).toEqual([
      '/api/results/7/stream?distance=33&deltas=1&snapshots=0',
      '/api/results/7/stream?distance=66&deltas=1&snapshots=0',
    ]);
    const [short, long] = FakeEventSource.all;
    const reads = () => calls.filter((call) => call.url === '/api/results/7/finish-line').length;
    expect(reads()).toBe(1);

    answer = screenData('Beatriz Gómez');
    act(() => short?.emit('unchanged', '{"version":"a"}'));
    expect(await screen.findByText('Beatriz Gómez')).toBeInTheDocument();
    answer = screenData('Carla Díaz');
    // A passage on the 66 km: the other distance's stream says it.
    act(() => long?.emit('delta', '{"seq":1,"from":"a","version":"b"}'));
    expect(await screen.findByText('Carla Díaz')).toBeInTheDocument();
    answer = screenData('Dora Ruiz');
    act(() => short?.emit('changed'));
    expect(await screen.findByText('Dora Ruiz')).toBeInTheDocument();
    await waitFor(() => expect(reads()).toBe(4));
    expect(FakeEventSource.all).toHaveLength(2);
  });

  it('reads once more after the read in flight for changes that came during it, however many', async () => {
    installFakeEventSource();
    let answer = screenData('Ana Pérez');
    let release: (() => void) | null = null;
    const calls: string[] = [];
    globalThis.fetch = (async (input: RequestInfo | URL) => {
      calls.push(String(input));
      const body = JSON.stringify(answer);
      if (calls.length === 2) await new Promise<void>((resolve) => (release = resolve));
      return new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
    renderWithProviders(<FinishLineScreen eventId={7} />);
    expect(await screen.findByText('Ana Pérez')).toBeInTheDocument();
    const [short, long] = FakeEventSource.all;
    answer = screenData('Beatriz Gómez');
    act(() => short?.emit('delta', '{"seq":1,"from":"a","version":"b"}'));
    await waitFor(() => expect(calls).toHaveLength(2));
    answer = screenData('Carla Díaz');
    for (let seq = 2; seq < 6; seq++) act(() => long?.emit('delta', `{"seq":${seq},"from":"a","version":"b"}`));
    // The read in flight is neither cancelled nor restarted by them.
    expect(calls).toHaveLength(2);
    act(() => release?.());
    expect(await screen.findByText('Carla Díaz')).toBeInTheDocument();
    expect(calls).toHaveLength(3);
  });

  it('opens no stream for final results', async () => {
    installFakeEventSource();
    mockFetch(() => ({ status: 200, body: { ...screenData('Ana Pérez'), finished: true } }));
    renderWithProviders(<FinishLineScreen eventId={7} />);
    expect(await screen.findByText('Ana Pérez')).toBeInTheDocument();
    expect(FakeEventSource.all).toEqual([]);
  });
});

describe('arrivalDetail', () => {
  const arrival = screenData('Ana Pérez').arrivals[0]!;

  it('gives a finisher their place in the category, a rider on a lap the lap', () => {
    expect(arrivalDetail(arrival)).toBe('Llegada · 1º en categoría');
    expect(arrivalDetail({ ...arrival, lap: 1, categoryPosition: null, status: 'IN_PROGRESS' })).toBe('Vuelta 1 de 2');
  });

  it("gives a rider on course their place now beside their latest crossing (the server's live place)", () => {
    expect(arrivalDetail({ ...arrival, lap: 1, categoryPosition: 3, status: 'IN_PROGRESS' })).toBe(
      'Vuelta 1 de 2 · 3º en categoría ahora',
    );
  });

  it('gives a rider out of the race their status as the results write it, and no place', () => {
    expect(arrivalDetail({ ...arrival, categoryPosition: null, status: 'DISQUALIFIED' })).toBe(
      'Llegada · Descalificado (DSQ)',
    );
    expect(arrivalDetail({ ...arrival, lap: 1, categoryPosition: null, status: 'DNF' })).toBe(
      'Vuelta 1 de 2 · No finalizó (DNF)',
    );
  });
});

describe('FinishLineScreen once the race is over', () => {
  it('says nobody completed the race, not that nobody arrived yet, for a distance without finishers', async () => {
    installFakeEventSource();
    mockFetch(() => ({
      status: 200,
      body: {
        ...screenData('Ana Pérez'),
        finished: true,
        distances: [{ distance: 66, laps: 3, finishers: 0, riders: 2, leaders: [] }],
      },
    }));
    renderWithProviders(<FinishLineScreen eventId={7} />);
    const leaders = await screen.findByRole('region', { name: 'Líderes 66 KM' });
    expect(leaders).toHaveTextContent('0 de 2 llegaron');
    expect(leaders).toHaveTextContent('Nadie completó la carrera.');
    expect(leaders).not.toHaveTextContent('Todavía');
  });
});
