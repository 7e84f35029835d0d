import type { RiderStillOutRow, StillOutResponse } from '@carreras/domain/timing/still-out.schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { storedRecord } from '../test-builders.ts';
import { StillOutView } from './still-out-view.tsx';

const MIN = 60_000;
// The server's clock runs 7 minutes ahead of this device's: 'hace N min' reads the server's.
const SKEW = 7 * MIN;
// Half a minute off each whole minute, so the server-clock estimate's few milliseconds never change a figure.
const HALF = 30_000;

const rider = (dorsal: number, extra: Partial<RiderStillOutRow>): RiderStillOutRow => ({
  id: dorsal * 10,
  dorsal,
  runnerName: `Corredor ${dorsal}`,
  categoryName: 'ELITE MASC',
  distance: 66,
  completedLaps: 1,
  totalLaps: 3,
  lastPassageAt: null,
  expectedNextAt: null,
  expectedFrom: null,
  overdueAt: null,
  overdue: false,
  lastControl: null,
  ...extra,
});

function answer(serverTime: number): StillOutResponse {
  return {
    event: { id: 4, nombre: 'Desafío Tafí', fecha: '2026-04-13' },
    serverTime,
    count: 3,
    groups: [
      {
        id: 1,
        name: 'Competitivos',
        startTime: serverTime - 90 * MIN,
        riders: [
          rider(57, {
            runnerName: 'Ana Aráoz',
            lastPassageAt: serverTime - 70 * MIN - HALF,
            expectedNextAt: serverTime - 40 * MIN,
            expectedFrom: 'OWN_LAPS',
            overdueAt: serverTime - 25 * MIN,
            overdue: true,
          }),
          rider(58, {
            lastPassageAt: serverTime - 12 * MIN - HALF,
            expectedNextAt: serverTime + 8 * MIN + HALF,
            expectedFrom: 'OWN_LAPS',
            overdueAt: serverTime + 30 * MIN,
          }),
        ],
      },
      {
        id: null,
        name: null,
        startTime: null,
        riders: [rider(90, { completedLaps: 0, expectedNextAt: serverTime + 3 * MIN, expectedFrom: 'FIELD' })],
      },
    ],
  };
}

const NOT_STREAMED = { status: 503, body: { error: 'SERVICE_UNAVAILABLE', message: 'No disponible' } };

describe('StillOutView', () => {
  it('lists who is out by group, with clock times, how long ago against the server clock, and the overdue flag', async () => {
    const serverTime = Date.now() + SKEW;
    mockFetch((url) => (url.endsWith('/still-out') ? { status: 200, body: answer(serverTime) } : NOT_STREAMED));
    renderWithProviders(<StillOutView eventId={4} />, { route: '/admin/timing/4/still-out' });

    expect(await screen.findByRole('heading', { name: 'En carrera', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/Desafío Tafí — 13\/04\/2026/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('3 corredores en carrera · 1 demorado');
    expect(screen.getByRole('heading', { name: 'Competitivos' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sin grupo de largada' })).toBeInTheDocument();

    const [table] = screen.getAllByRole('table');
    const rows = within(table!).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(['57', '58']);
    expect(rows[0]).toHaveTextContent('Ana Aráoz');
    expect(rows[0]).toHaveTextContent('Demorado');
    expect(rows[0]).toHaveTextContent('hace 1 h 10 min');
    expect(rows[1]).toHaveTextContent('1/3');
    // 12 minutes on the server's clock, not 5 on this device's (7 minutes behind).
    expect(rows[1]).toHaveTextContent('hace 12 min');
    expect(rows[1]).toHaveTextContent('en 8 min');
    expect(rows[1]).not.toHaveTextContent('Demorado');
    const clock = /^\d{2}:\d{2}:\d{2}$/;
    expect(within(rows[1]!).getAllByText(clock)).toHaveLength(2);
    const lonely = within(screen.getAllByRole('table')[1]!).getAllByRole('row')[1]!;
    expect(lonely).toHaveTextContent('Sin pasadas');
    expect(lonely).toHaveTextContent('según el pelotón');
    // The phone's cards say the same.
    expect(screen.getByRole('list', { name: 'En carrera de Competitivos' })).toHaveTextContent('Demorado');
  });

  it('shows where each rider was last seen on the course, when some rider has passed a control', async () => {
    // 11:00:35 in Tucumán (UTC−3) on the race's day; rider 58 passed Puesto 2 at 10:42:05, 18 and a half
    // minutes before (half a minute off, so the clock estimate's milliseconds never change the minutes).
    const serverTime = Date.UTC(2026, 3, 13, 14, 0, 35);
    const base = answer(serverTime);
    const [competitive, lonely] = base.groups;
    const body: StillOutResponse = {
      ...base,
      groups: [
        {
          ...competitive!,
          riders: [
            competitive!.riders[0]!,
            { ...competitive!.riders[1]!, lastControl: { name: 'Puesto 2', km: 40, at: serverTime - 18 * MIN - HALF } },
          ],
        },
        {
          ...lonely!,
          riders: [{ ...lonely!.riders[0]!, lastControl: { name: 'Puesto 1', km: 21.5, at: serverTime } }],
        },
      ],
    };
    mockFetch((url) => (url.endsWith('/still-out') ? { status: 200, body } : NOT_STREAMED));
    renderWithProviders(<StillOutView eventId={4} />);
    const [table] = await screen.findAllByRole('table');
    expect(within(table!).getByRole('columnheader', { name: 'Último control' })).toBeInTheDocument();
    const [ana, corredor58] = within(table!).getAllByRole('row').slice(1);
    expect(corredor58).toHaveTextContent('Puesto 2 (km 40) a las 10:42:05');
    expect(corredor58).toHaveTextContent('hace 18 min');
    // Ana has passed no control on this lap: a dash.
    expect(within(ana!).getAllByRole('cell')[4]).toHaveTextContent(/^—$/);
    // The phone's cards say it too, the km in Spanish.
    const card = within(screen.getByRole('list', { name: 'En carrera de Competitivos' })).getAllByRole('listitem')[1]!;
    expect(card).toHaveTextContent('Último controlPuesto 2 (km 40) a las 10:42:05');
    expect(screen.getByRole('list', { name: 'En carrera de Sin grupo de largada' })).toHaveTextContent(
      'Puesto 1 (km 21,5) a las 11:00:35',
    );
  });

  it('shows no last control column while no rider has passed a control', async () => {
    mockFetch((url) => (url.endsWith('/still-out') ? { status: 200, body: answer(Date.now()) } : NOT_STREAMED));
    renderWithProviders(<StillOutView eventId={4} />);
    const [table] = await screen.findAllByRole('table');
    expect(within(table!).queryByRole('columnheader', { name: 'Último control' })).not.toBeInTheDocument();
    expect(screen.queryByText('Último control')).not.toBeInTheDocument();
  });

  it('says so when no one is left', async () => {
    mockFetch((url) =>
      url.endsWith('/still-out')
        ? { status: 200, body: { ...answer(Date.now()), count: 0, groups: [] } }
        : NOT_STREAMED,
    );
    renderWithProviders(<StillOutView eventId={4} />);
    expect(await screen.findByText('No queda nadie en carrera')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('marks DNF after a confirmation, keeping the rider’s corrections and penalty, and undoes it from the toast', async () => {
    const serverTime = Date.now();
    const start = serverTime - 90 * MIN;
    const statuses: unknown[] = [];
    const calls = mockFetch((url, init) => {
      if (url.endsWith('/still-out')) return { status: 200, body: answer(serverTime) };
      if (url.endsWith('/timing/4/riders/58')) {
        return {
          status: 200,
          body: {
            dorsal: 58,
            runnerName: 'Corredor 58',
            categoryName: 'ELITE MASC',
            distance: 66,
            laps: 3,
            group: { id: 1, name: 'Competitivos', startTime: new Date(start).toISOString() },
            // Two passages: 30 and 31 minutes; the second lap was corrected to 29 minutes.
            passages: [
              { ...storedRecord('a', 58, start + 30 * MIN), time: 30 * MIN },
              { ...storedRecord('b', 58, start + 61 * MIN), time: 61 * MIN, lap: 2 },
            ],
            records: [],
            lapTimes: [
              { lap: 1, time: 30 * MIN },
              { lap: 2, time: 29 * MIN },
            ],
            penaltyTime: 60_000,
            status: null,
          },
        };
      }
      if (url.endsWith('/update-runner-times')) {
        const body = JSON.parse(String(init.body));
        statuses.push(body);
        return {
          status: 200,
          body: { dorsal: 58, lapTimes: [], penaltyTime: body.penaltyTime, status: body.status },
        };
      }
      return NOT_STREAMED;
    });
    const user = userEvent.setup();
    renderWithProviders(<StillOutView eventId={4} />);
    const [table] = await screen.findAllByRole('table');
    await user.click(within(table!).getByRole('button', { name: 'Marcar DNF al dorsal 58' }));
    const dialog = await screen.findByRole('dialog', { name: 'Marcar DNF' });
    expect(dialog).toHaveTextContent('¿Marcar al dorsal 58 — Corredor 58 como DNF (no finalizó)?');
    expect(statuses).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Sí, marcar DNF' }));
    expect(await screen.findByText('Dorsal 58 marcado como DNF')).toBeInTheDocument();
    const kept = { dorsal: 58, distance: 66, lapTimes: [{ lap: 2, time: 29 * MIN }], penaltyTime: 60_000 };
    expect(statuses).toEqual([{ ...kept, status: 'DNF' }]);
    // The list is read again once the rider is marked.
    expect(calls.filter((c) => c.url.endsWith('/still-out')).length).toBeGreaterThan(1);

    await user.click(screen.getByRole('button', { name: 'Deshacer' }));
    expect(await screen.findByText('Dorsal 58 vuelve a estar en carrera')).toBeInTheDocument();
    expect(statuses).toEqual([
      { ...kept, status: 'DNF' },
      { ...kept, status: null },
    ]);
  });

  it('keeps the dialog open and says why when the DNF cannot be saved', async () => {
    mockFetch((url) => {
      if (url.endsWith('/still-out')) return { status: 200, body: answer(Date.now()) };
      if (url.includes('/riders/'))
        return { status: 404, body: { error: 'NOT_FOUND', message: 'Dorsal no encontrado' } };
      return NOT_STREAMED;
    });
    const user = userEvent.setup();
    renderWithProviders(<StillOutView eventId={4} />);
    const [table] = await screen.findAllByRole('table');
    await user.click(within(table!).getByRole('button', { name: 'Marcar DNF al dorsal 57' }));
    const dialog = await screen.findByRole('dialog', { name: 'Marcar DNF' });
    await user.click(within(dialog).getByRole('button', { name: 'Sí, marcar DNF' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Dorsal no encontrado');
  });
});
