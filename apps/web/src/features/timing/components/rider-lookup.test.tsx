import type { RiderTiming, TimeRecord } from '@carreras/domain/timing/timing.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { lookupBody, RiderLookup } from './rider-lookup.tsx';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

// 14:05:00 in Tucumán (UTC-3): the 24-hour clock shows 14, never 02.
const START = Date.parse('2026-04-13T17:05:00.000Z');

function passage(id: number, lap: number, time: number): TimeRecord {
  return {
    id,
    clientId: `c-${id}`,
    dorsal: 12,
    corrected: false,
    time,
    timestamp: START + time,
    lap,
    groupId: 3,
    groupName: 'Largada B',
    review: null,
    distance: 66,
    runnerName: 'Ana Aráoz',
  };
}

const lapping: RiderTiming = {
  dorsal: 12,
  runnerName: 'Ana Aráoz',
  categoryName: 'ELITE FEM',
  distance: 66,
  laps: 2,
  group: { id: 3, name: 'Largada B', startTime: new Date(START).toISOString() },
  // Lap 1 in 20:00.500, lap 2 in 21:30.250.
  passages: [passage(7, 1, 1_200_500), passage(9, 2, 2_490_750)],
  lapTimes: [
    { lap: 1, time: 1_200_500 },
    { lap: 2, time: 1_290_250 },
  ],
  penaltyTime: 0,
  status: null,
};

const json = (status: number, body: unknown) => ({ status, body });

function server(rider: RiderTiming | null, save: { status: number; body: unknown } = json(200, {})) {
  return mockFetch((url, init) => {
    if (url === `/api/timing/4/riders/${rider?.dorsal ?? 77}` && (init.method ?? 'GET') === 'GET') {
      return rider
        ? json(200, rider)
        : json(404, { error: 'NOT_FOUND', message: 'Ningún corredor tiene el dorsal 77' });
    }
    if (url === '/api/timing/4/update-runner-times' && init.method === 'POST') return save;
    return json(404, { error: 'NOT_FOUND', message: 'No encontrado' });
  });
}

async function lookUp(bib: string) {
  await userEvent.type(screen.getByLabelText('Buscar dorsal'), `${bib}{Enter}`);
}

const sentBody = (calls: { url: string; init: RequestInit }[]) =>
  JSON.parse(String(calls.find((call) => call.init.method === 'POST')?.init.body));

describe('RiderLookup', () => {
  it('shows the rider, their own group and start on the 24-hour clock, and each passage', async () => {
    server(lapping);
    renderWithProviders(<RiderLookup eventId={4} />, { route: '/admin/timing/4' });
    await lookUp('12');
    const dialog = await screen.findByRole('dialog', { name: 'Dorsal 12 — Ana Aráoz' });
    expect(within(dialog).getByText(/ELITE FEM · 66 KM/)).toBeInTheDocument();
    expect(within(dialog).getByText(/Largada B — largada 14:05:00/)).toBeInTheDocument();
    expect(within(dialog).getByText(/2 de 2/)).toBeInTheDocument();
    const rows = within(within(dialog).getByRole('table', { name: 'Pasadas del corredor' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('14:25:00');
    expect(rows[1]).toHaveTextContent('0:20:00.50');
    expect(rows[2]).toHaveTextContent('14:46:30');
    expect(rows[2]).toHaveTextContent('0:41:30.75');
    expect(within(dialog).getByLabelText('Vuelta 2 (m:ss.fff)')).toHaveValue('21:30.250');
  });

  it('sends only the lap that was changed, with the penalty and DSQ', async () => {
    const calls = server(lapping, json(200, { dorsal: 12, lapTimes: [], penaltyTime: 30_000, status: 'DISQUALIFIED' }));
    renderWithProviders(<RiderLookup eventId={4} />, { route: '/admin/results/4' });
    await lookUp('12');
    const dialog = await screen.findByRole('dialog', { name: 'Dorsal 12 — Ana Aráoz' });
    const lap2 = within(dialog).getByLabelText('Vuelta 2 (m:ss.fff)');
    await userEvent.clear(lap2);
    await userEvent.type(lap2, '21:00.000');
    const penalty = within(dialog).getByLabelText('Penalización (segundos)');
    await userEvent.clear(penalty);
    await userEvent.type(penalty, '30');
    await userEvent.click(within(dialog).getByLabelText('Descalificado (DSQ)'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar Tiempos' }));
    expect(await screen.findByText('Tiempos actualizados correctamente')).toBeInTheDocument();
    expect(sentBody(calls)).toEqual({
      dorsal: 12,
      distance: 66,
      lapTimes: [{ lap: 2, time: 1_260_000 }],
      penaltyTime: 30_000,
      status: 'DSQ',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('marks DNF for a rider who quit on course with no passage at all', async () => {
    const quit: RiderTiming = { ...lapping, dorsal: 31, runnerName: 'Bruno Díaz', passages: [], lapTimes: [] };
    const calls = server(quit);
    renderWithProviders(<RiderLookup eventId={4} />, { route: '/admin/timing/4' });
    await lookUp('31');
    const dialog = await screen.findByRole('dialog', { name: 'Dorsal 31 — Bruno Díaz' });
    expect(within(dialog).getByText('Sin pasadas registradas.')).toBeInTheDocument();
    expect(within(dialog).getByText(/0 de 2/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByLabelText('No finalizó (DNF)'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar Tiempos' }));
    await waitFor(() =>
      expect(sentBody(calls)).toEqual({ dorsal: 31, distance: 66, lapTimes: [], penaltyTime: 0, status: 'DNF' }),
    );
  });

  it('clears a status set before', async () => {
    const calls = server({ ...lapping, status: 'DNF' });
    renderWithProviders(<RiderLookup eventId={4} />, { route: '/admin/timing/4' });
    await lookUp('12');
    const dialog = await screen.findByRole('dialog', { name: 'Dorsal 12 — Ana Aráoz' });
    expect(within(dialog).getByText('No finalizó (DNF)', { selector: 'span' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('No finalizó (DNF)')).toBeChecked();
    await userEvent.click(within(dialog).getByLabelText('Sin estado especial'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar Tiempos' }));
    await waitFor(() => expect(sentBody(calls)).toMatchObject({ lapTimes: [], status: null }));
  });

  it('gives the focus back to the bib field of the timing screen when it closes', async () => {
    server(lapping);
    renderWithProviders(
      <>
        <input id="bib-input" aria-label="Número de dorsal" />
        <RiderLookup eventId={4} />
      </>,
      { route: '/admin/timing/4' },
    );
    await lookUp('12');
    const dialog = await screen.findByRole('dialog', { name: 'Dorsal 12 — Ana Aráoz' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.getByLabelText('Número de dorsal')).toHaveFocus());
    expect(screen.getByLabelText('Buscar dorsal')).toHaveValue('');
  });

  it('says so when nobody holds the bib, and refuses what is not a bib', async () => {
    server(null);
    renderWithProviders(<RiderLookup eventId={4} />, { route: '/admin/timing/4' });
    await lookUp('abc');
    expect(screen.getByText('Número de dorsal inválido')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Buscar dorsal'));
    await lookUp('77');
    const dialog = await screen.findByRole('dialog', { name: 'Dorsal 77' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Ningún corredor tiene el dorsal 77');
  });

  it('shows a failed save and keeps what was typed (D1)', async () => {
    server(lapping, json(400, { error: 'VALIDATION', message: 'La vuelta 3 no tiene un tiempo registrado' }));
    renderWithProviders(<RiderLookup eventId={4} />, { route: '/admin/timing/4' });
    await lookUp('12');
    const dialog = await screen.findByRole('dialog', { name: 'Dorsal 12 — Ana Aráoz' });
    const penalty = within(dialog).getByLabelText('Penalización (segundos)');
    await userEvent.clear(penalty);
    await userEvent.type(penalty, '12.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar Tiempos' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Error al guardar los tiempos: La vuelta 3 no tiene un tiempo registrado',
    );
    expect(within(dialog).getByLabelText('Penalización (segundos)')).toHaveValue('12.5');
  });

  it('refuses a lap time it cannot read instead of dropping it', () => {
    expect(lookupBody(lapping, ['20:00.500', 'veinte'], 0, 'NONE')).toEqual({
      ok: false,
      error: 'Ingrese el tiempo de la vuelta 2 como m:ss.fff',
    });
    // A correction made before (lap 1 differs from its passage) is sent again, so saving keeps it.
    expect(lookupBody(lapping, ['19:00.000', '21:30.250'], 0, 'NONE')).toMatchObject({
      ok: true,
      body: { lapTimes: [{ lap: 1, time: 1_140_000 }] },
    });
  });
});
