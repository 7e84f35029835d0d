import 'fake-indexeddb/auto';
import type { TimeRecord } from '@carreras/domain/timing/timing.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { wholeText } from '../test-builders.ts';
import { TimingScreen } from './timing-screen.tsx';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  vi.restoreAllMocks();
});

const NOW = Date.UTC(2026, 3, 13, 13, 0, 0);
const HOUR = 3_600_000;
/** Two waves: the main one an hour ago, a small one ten minutes ago (the one the screen opens on). */
const GROUPS = [
  { id: 1, name: 'Largada Elite', start: NOW - HOUR },
  { id: 2, name: 'Promocional', start: NOW - 10 * 60_000 },
];
const BIBS = {
  '12': { name: 'Ana Aráoz', distance: 33, groupId: 1, groupName: 'Largada Elite' },
  '40': { name: 'Bruno Díaz', distance: 33, groupId: 2, groupName: 'Promocional' },
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * One event with two waves and 33 km of two laps. `online`: the server stores each passage and times it from
 * the rider's own wave (as the real one does, decision 003); otherwise writes fail as with no connection.
 */
function twoWaveServer(eventId: number, online: boolean) {
  const stored: TimeRecord[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    if ((init.method ?? 'GET') !== 'GET') {
      // An earlier test's passages still in the device's outbox go through, so they never hold this event's up.
      const other = !url.endsWith(`/api/timing/${eventId}/record`);
      if (!online && !other) throw new TypeError('Failed to fetch');
      const body = JSON.parse(String(init.body)) as { clientId: string; dorsal: number; timestamp: number };
      const own = GROUPS.find((g) => g.id === BIBS[String(body.dorsal) as keyof typeof BIBS].groupId)!;
      const record: TimeRecord = {
        id: stored.length + 1,
        clientId: body.clientId,
        dorsal: body.dorsal,
        corrected: false,
        time: body.timestamp - own.start,
        timestamp: body.timestamp,
        lap: stored.filter((r) => r.dorsal === body.dorsal).length + 1,
        groupId: own.id,
        groupName: own.name,
        review: null,
      };
      if (!other) stored.unshift(record);
      return json(record, 201);
    }
    if (url.endsWith(`/api/timing/${eventId}/bibs`)) return json(BIBS);
    if (url.endsWith(`/api/timing/${eventId}/times`))
      return json({ times: stored, dorsalTimes: {}, lapsConfig: { '33': 2 } });
    if (url.endsWith(`/api/timing/${eventId}`)) {
      return json({
        event: { id: eventId, nombre: 'Desafío Tafí', fecha: '2026-04-13' },
        config: { '33': { laps: 2, enabled: true } },
        lapsConfig: { '33': 2 },
        startGroups: GROUPS.map((g) => ({
          id: g.id,
          name: g.name,
          startTime: new Date(g.start).toISOString(),
          started: true,
          categories: [],
        })),
        records: stored,
        review: [],
        serverTime: Date.now(),
      });
    }
    return json({ error: 'NOT_FOUND', message: 'No encontrado' }, 404);
  }) as typeof fetch;
  return stored;
}

/** The screen with its device clock held at `clock.now` (the server's too: offset 0). */
async function openScreen(eventId: number) {
  const clock = { now: NOW };
  vi.spyOn(Date, 'now').mockImplementation(() => clock.now);
  renderWithProviders(<TimingScreen eventId={eventId} />, { route: `/admin/timing/${eventId}` });
  expect(await screen.findByText('En carrera')).toBeInTheDocument();
  // The screen opens on the wave started last.
  await waitFor(() => expect(screen.getByLabelText('Grupo de largada')).toHaveValue('2'));
  return clock;
}

const typeBib = async (bib: number) => {
  await userEvent.type(screen.getByLabelText('Número de dorsal'), `${bib}{Enter}`);
};

describe('TimingScreen: what a passage says, and from which start', () => {
  it('shows every running wave’s time, not only the selected one', async () => {
    twoWaveServer(31, false);
    await openScreen(31);
    // The selected wave on the big clock, the other beside it.
    expect(screen.getByRole('status', { name: 'Tiempo de carrera' })).toHaveTextContent('0:10:00.00');
    const others = within(screen.getByRole('list', { name: 'Otros grupos' })).getAllByRole('listitem');
    expect(others.map((item) => item.textContent)).toEqual(['Largada Elite 1:00:00.0']);
  });

  it('offline, times a waiting passage from the rider’s own wave and says it is not confirmed', async () => {
    twoWaveServer(32, false);
    const clock = await openScreen(32);
    await typeBib(12);
    expect(
      await screen.findByText(wholeText('#12 Ana Aráoz · Vuelta 1/2 · 1:00:00.0 · sin confirmar')),
    ).not.toHaveAttribute('data-confirmed');
    // The waiting row: from the Elite's gun an hour ago, not the selected wave's ten minutes ago.
    const row = await screen.findByRole('row', { name: /#12/ });
    expect(within(row).getByText('1:00:00.00')).toBeInTheDocument();
    expect(within(row).getByText('Pendiente de envío')).toBeInTheDocument();

    clock.now += 20 * 60_000;
    await typeBib(12);
    expect(await screen.findByText(wholeText('#12 Ana Aráoz · Llegada · 1:20:00.0 · sin confirmar'))).toBeVisible();
  });

  it('once the server answers, says its lap and time, the finish included, and marks the finish row', async () => {
    const stored = twoWaveServer(33, true);
    const clock = await openScreen(33);
    await typeBib(12);
    const first = await screen.findByText(wholeText('#12 Ana Aráoz · Vuelta 1/2 · 1:00:00.0'));
    expect(first).toHaveAttribute('data-confirmed', 'true');
    clock.now += 5 * 60_000;
    await typeBib(40);
    expect(await screen.findByText(wholeText('#40 Bruno Díaz · Vuelta 1/2 · 0:15:00.0'))).toBeInTheDocument();
    clock.now += 20 * 60_000 + 300;
    await typeBib(12);
    expect(await screen.findByText(wholeText('#12 Ana Aráoz · Llegada · 1:25:00.3'))).toHaveAttribute(
      'data-confirmed',
      'true',
    );
    await waitFor(() => expect(stored).toHaveLength(3));
    const finish = await waitFor(() => {
      const rows = screen.getAllByRole('row').filter((r) => r.getAttribute('data-finish') === 'true');
      expect(rows).toHaveLength(1);
      return rows[0]!;
    });
    expect(finish).toHaveTextContent('#12');
    expect(within(finish).getByText('Llegada')).toBeInTheDocument();
  });
});
