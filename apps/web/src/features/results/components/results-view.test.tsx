import { type RiderTimes, rankResults } from '@carreras/domain/results/rank-results';
import type { ResultRow, ResultsResponse } from '@carreras/domain/results/results.schemas';
import { applyResultsDelta, diffResults } from '@carreras/domain/results/results-delta';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource, installFakeEventSource } from '../../../test/fake-event-source.ts';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { ResultsView } from './results-view.tsx';

const realFetch = globalThis.fetch;
const realMatchMedia = window.matchMedia;
afterEach(() => {
  globalThis.fetch = realFetch;
  window.matchMedia = realMatchMedia;
  Reflect.deleteProperty(globalThis, 'EventSource');
});

/** Makes every media query match, as on a tablet or desktop. */
function wideScreen() {
  window.matchMedia = ((query: string) => ({ ...realMatchMedia(query), matches: true })) as typeof window.matchMedia;
}

/** An event stream that opens at once, so the screen is live. */
class OpenEventSource {
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: () => void) {
    if (type === 'open') queueMicrotask(listener);
  }
  close() {}
}

const row = (id: number, extra: Partial<ResultRow> = {}): ResultRow => ({
  id,
  dorsal: 100 + id,
  runnerName: `Corredor ${id}`,
  categoryName: 'ELITE MASC',
  groupName: 'Largada A',
  finalTime: null,
  penaltyTime: 0,
  completedLaps: 0,
  totalLaps: 2,
  position: null,
  overallPosition: null,
  status: 'PENDING',
  lapTimes: [],
  ...extra,
});

const finisher = row(1, {
  finalTime: 3_723_456,
  completedLaps: 2,
  position: 1,
  overallPosition: 1,
  status: 'COMPLETED',
  lapTimes: [
    { lap: 1, time: 1_800_004 },
    { lap: 2, time: 1_923_452 },
  ],
});
const racing = row(2, {
  completedLaps: 1,
  position: 2,
  overallPosition: 2,
  status: 'IN_PROGRESS',
  lapTimes: [{ lap: 1, time: 1_900_000 }],
  lastPassageAt: Date.UTC(2026, 10, 24, 16, 41, 40),
});
const noPassage = row(3);

// 24 Nov 2026, 17:05:09 UTC is 14:05:09 in Buenos Aires.
const GENERATED_AT = Date.UTC(2026, 10, 24, 17, 5, 9);

function results(extra: Partial<ResultsResponse> = {}): ResultsResponse {
  const rows = [finisher, racing, noPassage];
  return {
    eventId: 3,
    eventName: 'Rally San Javier',
    eventDate: '2026-11-24',
    finished: false,
    generatedAt: GENERATED_AT,
    distance: 66,
    laps: 2,
    overall: rows,
    categories: [{ name: 'ELITE MASC', runners: rows }],
    distances: [{ distance: 66, laps: 2 }],
    groups: [
      { id: 1, name: 'Largada A' },
      { id: 2, name: 'Largada B' },
    ],
    ...extra,
  };
}

function renderPublic(route = '/results/3') {
  return renderWithProviders(
    <Routes>
      <Route path="/results/:eventId" element={<ResultsView eventId={3} pageTitle />} />
    </Routes>,
    { route },
  );
}

describe('ResultsView', () => {
  it('reads "Resultados finales" with the date once the race is over, never "En vivo"', async () => {
    mockFetch(() => ({ status: 200, body: results({ eventDate: '2025-04-13', finished: true }) }));
    renderPublic();
    expect(await screen.findByRole('heading', { level: 1, name: 'Resultados finales' })).toBeInTheDocument();
    expect(screen.getByText('13/04/2025')).toBeInTheDocument();
    expect(screen.queryByText(/en vivo/i)).not.toBeInTheDocument();
    expect(screen.queryByText(/Actualizado/)).not.toBeInTheDocument();
  });

  it('while the race runs, reads "En vivo" and when the results were computed, on the 24-hour clock', async () => {
    Object.assign(globalThis, { EventSource: OpenEventSource });
    mockFetch(() => ({ status: 200, body: results() }));
    renderPublic();
    expect(await screen.findByRole('heading', { level: 1, name: 'Resultados en vivo' })).toBeInTheDocument();
    expect(await screen.findByText('En vivo')).toBeInTheDocument();
    expect(screen.getByText('Actualizado 14:05:09')).toBeInTheDocument();
    expect(screen.getByText('24/11/2026')).toBeInTheDocument();
    expect(screen.queryByText('Resultados finales')).not.toBeInTheDocument();
  });

  it('while the stream is refused, reads when the results were last confirmed and shows no error box', async () => {
    vi.useFakeTimers();
    try {
      installFakeEventSource();
      // 14:06:40 in Buenos Aires: the results (computed at 14:05:09) are read then, and polled afterwards.
      vi.setSystemTime(Date.UTC(2026, 10, 24, 17, 6, 40));
      let refused = false;
      mockFetch(() =>
        refused
          ? { status: 429, body: { error: 'TOO_MANY_REQUESTS', message: 'Demasiadas solicitudes.' } }
          : { status: 200, body: results() },
      );
      /** Moves the clock on, then lets the read of that moment arrive and be drawn (well before the next poll). */
      const after = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms + 500));
      renderPublic();
      act(() => FakeEventSource.last?.emit('error'));
      await act(() => vi.advanceTimersByTimeAsync(0));
      await after(0);
      expect(screen.getByText('Actualizando cada pocos segundos')).toBeInTheDocument();
      expect(screen.getByText('Actualizado 14:06:40')).toBeInTheDocument();

      // The next poll 5 s later confirms the same results: the time moves on.
      await after(4500);
      expect(screen.getByText('Actualizado 14:06:45')).toBeInTheDocument();

      // Refused reads keep the last time and the results, with no error box.
      refused = true;
      await after(4500);
      await after(9500);
      expect(screen.getByText('Actualizado 14:06:45')).toBeInTheDocument();
      expect(screen.getAllByText('Corredor 1').length).toBeGreaterThan(0);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows each delta of the live stream as it arrives', async () => {
    installFakeEventSource();
    const calls = mockFetch(() => ({ status: 200, body: results() }));
    renderPublic();
    const source = FakeEventSource.last!;
    act(() => source.emit('results', JSON.stringify(results())));
    expect(await screen.findByText('Actualizado 14:05:09')).toBeInTheDocument();
    const reads = calls.length;

    // The answers the server computes after each passage, rows ranked and categories built as it does.
    const after = (minutes: number, rows: ResultRow[]) =>
      applyResultsDelta(results({ generatedAt: GENERATED_AT + minutes * 60_000, overall: rows }), {
        from: '',
        version: '',
      });
    const arrived = row(2, {
      finalTime: 3_800_000,
      completedLaps: 2,
      position: 2,
      overallPosition: 2,
      status: 'COMPLETED',
      lapTimes: [
        { lap: 1, time: 1_900_000 },
        { lap: 2, time: 1_900_000 },
      ],
    });
    const first = after(1, [finisher, arrived, noPassage]);
    const second = after(2, [
      finisher,
      arrived,
      row(3, {
        completedLaps: 1,
        position: 3,
        overallPosition: 3,
        status: 'IN_PROGRESS',
        lapTimes: [{ lap: 1, time: 2_000_000 }],
      }),
    ]);
    act(() => source.emit('delta', JSON.stringify({ seq: 1, ...diffResults(results(), first) })));
    expect(await screen.findByText('Actualizado 14:06:09')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Resultados de ELITE MASC' });
    expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent('Posición 2');
    expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent('Corredor 2');

    act(() => source.emit('delta', JSON.stringify({ seq: 2, ...diffResults(first, second) })));
    expect(await screen.findByText('Actualizado 14:07:09')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')[2]).toHaveTextContent('Corredor 3');
    expect(within(list).getAllByRole('listitem')[2]).toHaveTextContent('1/2 vueltas');
    expect(calls.length).toBe(reads);
  });

  it('on a phone shows one block per rider with one status each and the laps on a tap', async () => {
    mockFetch(() => ({ status: 200, body: results() }));
    renderPublic();
    const list = await screen.findByRole('list', { name: 'Resultados de ELITE MASC' });
    const [first, second, third] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Posición 1');
    expect(first).toHaveTextContent('Corredor 1');
    expect(first).toHaveTextContent('#101 · Largada A');
    expect(first).toHaveTextContent('1:02:03.45');
    expect(first).not.toHaveTextContent('Completado');
    expect(second).toHaveTextContent('En curso');
    expect(second).toHaveTextContent('Posición 2');
    expect(second).toHaveTextContent('a 1 vuelta');
    expect(second).toHaveTextContent('pasó 13:41:40');
    expect(second).not.toHaveTextContent('Sin pasadas');
    expect(third).toHaveTextContent('Sin pasadas');
    expect(third).not.toHaveTextContent(/En curso|Pendiente/i);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    // Lap times in the clock's precision, behind a tap on the rider.
    const details = first?.querySelector('details');
    expect(details?.open).toBe(false);
    await userEvent.click(within(first as HTMLElement).getByText('Corredor 1'));
    expect(details?.open).toBe(true);
    expect(within(first as HTMLElement).getByText('Vuelta 1').nextElementSibling).toHaveTextContent('0:30:00.00');
    expect(within(first as HTMLElement).getByText('Vuelta 2').nextElementSibling).toHaveTextContent('0:32:03.45');
  });

  it('once the race is over writes each status out of the race with its one label, and no position', async () => {
    const out = [
      row(4, { status: 'DNF', completedLaps: 1, lapTimes: [{ lap: 1, time: 1_900_000 }] }),
      row(5, { status: 'DNS' }),
      row(6, { status: 'DISQUALIFIED', completedLaps: 2 }),
    ];
    mockFetch(() => ({
      status: 200,
      body: results({ finished: true, overall: out, categories: [{ name: 'ELITE MASC', runners: out }] }),
    }));
    renderPublic();
    const list = await screen.findByRole('list', { name: 'Resultados de ELITE MASC' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/\(D[A-Z]+\)$/).textContent)).toEqual([
      'No finalizó (DNF)',
      'No largó (DNS)',
      'Descalificado (DSQ)',
    ]);
    for (const item of items) expect(item).toHaveTextContent('Sin posición');
  });

  it('in the overall view a block also names the category', async () => {
    mockFetch(() => ({ status: 200, body: results() }));
    renderPublic('/results/3?view=general');
    const list = await screen.findByRole('list', { name: 'Clasificación general 66 KM' });
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('#101 · ELITE MASC · Largada A');
  });

  it('on a wider screen shows a table with the group column, scrollable by keyboard', async () => {
    wideScreen();
    mockFetch(() => ({ status: 200, body: results({ overall: [finisher], categories: [] }) }));
    renderPublic('/results/3?view=general');
    const region = await screen.findByRole('region', { name: 'Clasificación general 66 KM' });
    expect(region).toHaveAttribute('tabindex', '0');
    const table = within(region).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Pos.', 'Dorsal', 'Corredor', 'Categoría', 'Grupo', 'Tiempo', 'Dif.', 'Vueltas', 'Estado']);
    const cells = within(within(table).getAllByRole('row')[1] as HTMLElement).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      '1',
      '101',
      'Corredor 1',
      'ELITE MASC',
      'Largada A',
      '1:02:03.45',
      '—',
      '2/2V1: 0:30:00.00V2: 0:32:03.45',
      '',
    ]);
  });

  it("shows a runner's club small under the name, on a phone and in the table, and nothing for one without", async () => {
    const withClub = { ...finisher, club: 'Bici Club Yerba Buena' };
    const rows = [withClub, { ...racing, club: null }];
    mockFetch(() => ({
      status: 200,
      body: results({ overall: rows, categories: [{ name: 'ELITE MASC', runners: rows }] }),
    }));
    const phone = renderPublic();
    const list = await screen.findByRole('list', { name: 'Resultados de ELITE MASC' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first as HTMLElement).getByText('Bici Club Yerba Buena')).toBeVisible();
    expect(second).not.toHaveTextContent('Club');
    phone.unmount();

    wideScreen();
    renderPublic();
    const table = await screen.findByRole('table');
    const cells = within(within(table).getAllByRole('row')[1] as HTMLElement).getAllByRole('cell');
    expect(cells[2]?.textContent).toBe('Corredor 1Bici Club Yerba Buena');
    expect(within(cells[2] as HTMLElement).getByText('Bici Club Yerba Buena')).toBeVisible();
  });

  it('has no group column when the event has no groups or one group is chosen', async () => {
    wideScreen();
    mockFetch(() => ({ status: 200, body: results() }));
    renderPublic('/results/3?group=1');
    const table = await screen.findByRole('table');
    expect(within(table).queryByRole('columnheader', { name: 'Grupo' })).not.toBeInTheDocument();
  });

  it('shows an event without timing as having no results yet, not as an error', async () => {
    mockFetch(() => ({
      status: 404,
      body: { error: 'TIMING_NOT_CONFIGURED', message: 'Este evento no tiene cronometraje configurado' },
    }));
    renderPublic();
    expect(await screen.findByText('Todavía no hay resultados')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Resultados' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows an unknown event as an error', async () => {
    mockFetch(() => ({ status: 404, body: { error: 'NOT_FOUND', message: 'Evento no encontrado' } }));
    renderPublic();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error al cargar los resultados');
    expect(alert).toHaveTextContent('Evento no encontrado');
    expect(screen.queryByText('Todavía no hay resultados')).not.toBeInTheDocument();
  });

  it('keeps a penalty visible and its amount in the same precision', async () => {
    mockFetch(() => ({
      status: 200,
      body: results({ overall: [{ ...finisher, penaltyTime: 600_000 }], categories: [], laps: 1 }),
    }));
    renderPublic('/results/3?view=general');
    const item = await screen.findByRole('listitem');
    expect(item).toHaveTextContent('con penalización');
    await userEvent.click(within(item).getByText('Corredor 1'));
    await waitFor(() =>
      expect(within(item).getByText('Penalización').nextElementSibling).toHaveTextContent('+0:10:00.00'),
    );
  });

  describe('riders on course (decision 012)', () => {
    const MIN = 60_000;
    // The wave started at 12:00 in Buenos Aires (15:00 UTC); each rider's passages at their lap times.
    const GUN = Date.UTC(2026, 10, 24, 15, 0, 0);
    const rider = (id: number, categoryName: string, laps: number[]): RiderTimes => {
      const passedAt: number[] = [];
      for (const lap of laps) passedAt.push((passedAt.at(-1) ?? GUN) + lap);
      return {
        id,
        dorsal: 100 + id,
        runnerName: `Corredor ${id}`,
        categoryName,
        lapTimes: laps,
        passedAt,
        penaltyMs: 0,
        status: null,
      };
    };
    /** An answer as the server ranks it (rankResults), read back from JSON. */
    const live = (riders: RiderTimes[]): ResultsResponse =>
      JSON.parse(JSON.stringify(results({ laps: 3, ...rankResults(riders, 3), groups: [] })));
    const riders = [
      rider(1, 'ELITE MASC', [30 * MIN, 30 * MIN, 30 * MIN]),
      rider(2, 'ELITE MASC', [31 * MIN, 31 * MIN]),
      rider(3, 'ELITE MASC', [32 * MIN]),
      rider(6, 'MASTER A MASC', [30 * MIN, 30 * MIN]),
      rider(7, 'MASTER A MASC', [30 * MIN, 31 * MIN + 40_250]),
      rider(8, 'MASTER A MASC', [35 * MIN]),
      rider(9, 'MASTER A MASC', []),
    ];
    /** What each block shows before a tap (the laps behind it left out). */
    const summary = (item: HTMLElement) => item.querySelector('summary')?.textContent ?? item.textContent;
    const texts = (list: HTMLElement) => within(list).getAllByRole('listitem').map(summary);

    it('on a phone shows their place now, the gap to the first of the list, the laps done and when they passed', async () => {
      mockFetch(() => ({ status: 200, body: live(riders) }));
      renderPublic();
      const elite = await screen.findByRole('list', { name: 'Resultados de ELITE MASC' });
      const [, second, third] = texts(elite);
      // The leader finished: the others are laps down.
      expect(second).toMatch(/^Posición 2Corredor 2#102En cursoDiferencia a 1 vuelta2\/3 vueltas▾pasó 13:02:00$/);
      expect(third).toMatch(/Posición 3.*a 2 vueltas1\/3 vueltas.*pasó 12:32:00/);
      // Nobody finished: the leader on course has no gap, the next on the same lap one in time.
      const master = screen.getByRole('list', { name: 'Resultados de MASTER A MASC' });
      expect(texts(master)).toEqual([
        expect.stringMatching(/^Posición 1Corredor 6#106En curso2\/3 vueltas▾pasó 13:00:00$/),
        expect.stringMatching(/^Posición 2Corredor 7#107En cursoDiferencia \+0:01:40\.252\/3 vueltas▾pasó 13:01:40$/),
        expect.stringMatching(/^Posición 3Corredor 8.*a 1 vuelta1\/3 vueltas▾pasó 12:35:00$/),
        expect.stringMatching(/^—Sin posiciónCorredor 9#109Sin pasadas0\/3 vueltas$/),
      ]);
    });

    it('on a wider screen writes the gap and the time of the last passage in the table', async () => {
      wideScreen();
      mockFetch(() => ({ status: 200, body: live(riders) }));
      renderPublic('/results/3?view=general');
      const table = await screen.findByRole('table');
      const rows = within(table).getAllByRole('row').slice(1);
      const cells = (index: number) =>
        within(rows[index] as HTMLElement)
          .getAllByRole('cell')
          .map((cell) => cell.textContent);
      // Overall: 1 finished; 6, 7 and 2 on their third lap; 3 and 8 on their second; 9 has no passage.
      expect(rows.map((r) => within(r).getAllByRole('cell')[0]?.textContent)).toEqual([
        '1',
        '2',
        '3',
        '4',
        '5',
        '6',
        '—',
      ]);
      expect(cells(1)).toEqual([
        '2',
        '106',
        'Corredor 6',
        'MASTER A MASC',
        '—',
        'a 1 vuelta',
        '2/3pasó 13:00:00V1: 0:30:00.00V2: 0:30:00.00',
        'En curso',
      ]);
      expect(cells(6).slice(0, 2)).toEqual(['—', '109']);
    });

    it('moves riders as passages arrive on the live stream, in the places the server gives', async () => {
      installFakeEventSource();
      const before = live(riders);
      mockFetch(() => ({ status: 200, body: before }));
      renderPublic();
      const source = FakeEventSource.last!;
      act(() => source.emit('results', JSON.stringify(before)));
      const master = await screen.findByRole('list', { name: 'Resultados de MASTER A MASC' });
      expect(texts(master)[2]).toMatch(/^Posición 3Corredor 8/);
      // Corredor 8 completes a fast second lap: level on laps with 6 and 7, and ahead of both on time.
      const after = live(riders.map((r) => (r.id === 8 ? rider(8, 'MASTER A MASC', [35 * MIN, 24 * MIN]) : r)));
      act(() => source.emit('delta', JSON.stringify({ seq: 1, ...diffResults(before, after) })));
      await waitFor(() => expect(texts(master)[0]).toMatch(/^Posición 1Corredor 8.*pasó 12:59:00$/));
      expect(texts(master).slice(1, 3)).toEqual([
        expect.stringMatching(/^Posición 2Corredor 6.*Diferencia \+0:01:00\.00/),
        expect.stringMatching(/^Posición 3Corredor 7.*Diferencia \+0:02:40\.25/),
      ]);
    });
  });
});
