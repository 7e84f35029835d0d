import type { RiderTiming, RunnerTimes, TimeRecord, UpdateRunnerTimes } from '@carreras/domain/timing/timing.schemas';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { RiderLookup } from './rider-lookup.tsx';
import { lookupBody } from './rider-timing-rules.ts';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  // Toasts outlive a test; past Mantine's limit a new one would wait in its queue.
  notifications.clean();
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
  records: [passage(7, 1, 1_200_500), passage(9, 2, 2_490_750)],
  lapTimes: [
    { lap: 1, time: 1_200_500 },
    { lap: 2, time: 1_290_250 },
  ],
  penaltyTime: 0,
  status: null,
};

const json = (status: number, body: unknown) => ({ status, body });

/** The server's answer to a correction it stored as sent. */
function savedAsSent(init: RequestInit) {
  const sent = JSON.parse(String(init.body)) as UpdateRunnerTimes;
  const answer: RunnerTimes = {
    dorsal: sent.dorsal,
    lapTimes: sent.lapTimes ?? [],
    penaltyTime: sent.penaltyTime ?? 0,
    status: sent.status === 'DSQ' ? 'DISQUALIFIED' : (sent.status ?? null),
  };
  return json(200, answer);
}

function server(
  rider: RiderTiming | null,
  save?: { status: number; body: unknown },
  marked: { status: number; body: unknown } = json(200, {}),
) {
  return mockFetch((url, init) => {
    if (url === '/api/timing/4/record-mark' && init.method === 'POST') return marked;
    if (url === `/api/timing/4/riders/${rider?.dorsal ?? 77}` && (init.method ?? 'GET') === 'GET') {
      return rider
        ? json(200, rider)
        : json(404, { error: 'NOT_FOUND', message: 'Ningún corredor tiene el dorsal 77' });
    }
    if (url === '/api/timing/4/update-runner-times' && init.method === 'POST') return save ?? savedAsSent(init);
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
    expect(within(dialog).getByLabelText('Vuelta 2 (h:mm:ss.d)')).toHaveValue('0:21:30.3');
    // Nothing to see beyond the laps: no tab of raw records.
    expect(within(dialog).queryByRole('tab')).toBeNull();
  });

  it('sends only the lap that was changed, with the penalty and DSQ', async () => {
    const calls = server(lapping, json(200, { dorsal: 12, lapTimes: [], penaltyTime: 30_000, status: 'DISQUALIFIED' }));
    renderWithProviders(<RiderLookup eventId={4} />, { route: '/admin/results/4' });
    await lookUp('12');
    const dialog = await screen.findByRole('dialog', { name: 'Dorsal 12 — Ana Aráoz' });
    const lap2 = within(dialog).getByLabelText('Vuelta 2 (h:mm:ss.d)');
    await userEvent.clear(lap2);
    await userEvent.type(lap2, '0:21:00');
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
    expect(lookupBody(lapping, ['0:20:00.5', 'veinte'], 0, 'NONE')).toEqual({
      ok: false,
      error: 'Ingrese el tiempo de la vuelta 2 como h:mm:ss.d (por ejemplo 1:49:24.6)',
    });
    // A correction made before (lap 1 differs from its passage) is sent again, so saving keeps it; a lap
    // left as shown (to the tenth) keeps its milliseconds and follows its passages.
    expect(lookupBody(lapping, ['0:19:00', '0:21:30.3'], 0, 'NONE')).toMatchObject({
      ok: true,
      body: { lapTimes: [{ lap: 1, time: 1_140_000 }] },
    });
  });

  it('shows and takes a long lap as h:mm:ss, to the tenth', async () => {
    // One lap of 1 h 49 min 24.569 s.
    const long: RiderTiming = {
      ...lapping,
      laps: 1,
      passages: [passage(7, 1, 6_564_569)],
      records: [passage(7, 1, 6_564_569)],
      lapTimes: [{ lap: 1, time: 6_564_569 }],
    };
    const calls = server(long, json(200, { dorsal: 12, lapTimes: [], penaltyTime: 0, status: null }));
    renderWithProviders(<RiderLookup eventId={4} />, { route: '/admin/timing/4' });
    await lookUp('12');
    const dialog = await screen.findByRole('dialog', { name: 'Dorsal 12 — Ana Aráoz' });
    const lap = within(dialog).getByLabelText('Vuelta 1 (h:mm:ss.d)');
    expect(lap).toHaveValue('1:49:24.6');
    // Saved as shown: the lap keeps its milliseconds, so nothing is corrected.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar Tiempos' }));
    await waitFor(() => expect(sentBody(calls)).toMatchObject({ lapTimes: [] }));
    expect(lookupBody(long, ['1:50:00'], 0, 'NONE')).toMatchObject({
      body: { lapTimes: [{ lap: 1, time: 6_600_000 }] },
    });
  });

  it('offers DNS beside DNF and DSQ', async () => {
    const calls = server({ ...lapping, passages: [], records: [], lapTimes: [] });
    renderWithProviders(<RiderLookup eventId={4} />, { route: '/admin/timing/4' });
    await lookUp('12');
    const dialog = await screen.findByRole('dialog', { name: 'Dorsal 12 — Ana Aráoz' });
    for (const label of ['No largó (DNS)', 'No finalizó (DNF)', 'Descalificado (DSQ)']) {
      expect(within(dialog).getByLabelText(label)).toBeInTheDocument();
    }
    await userEvent.click(within(dialog).getByLabelText('No largó (DNS)'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar Tiempos' }));
    await waitFor(() => expect(sentBody(calls)).toMatchObject({ status: 'DNS' }));
  });
});

describe('RiderTimingDialog: every record of the bib', () => {
  // Lap 1; a repeat 0.4 s after it; one voided by an administrator; lap 2.
  const repeat: TimeRecord = { ...passage(8, 0, 1_200_900), lap: null, review: 'REPEAT' };
  const voided: TimeRecord = { ...passage(10, 0, 1_900_000), lap: null, review: 'VOIDED', mark: 'VOIDED' };
  const messy: RiderTiming = {
    ...lapping,
    records: [passage(7, 1, 1_200_500), repeat, voided, passage(9, 2, 2_490_750)],
  };

  async function openRecords(marked = json(200, { ...repeat, review: 'VOIDED', mark: 'VOIDED' })) {
    const calls = server(messy, undefined, marked);
    renderWithProviders(<RiderLookup eventId={4} />, { route: '/admin/timing/4' });
    await lookUp('12');
    const dialog = await screen.findByRole('dialog', { name: 'Dorsal 12 — Ana Aráoz' });
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Todos los registros (4)' }));
    const table = within(dialog).getByRole('table', { name: 'Registros del corredor' });
    return { calls, dialog, rows: within(table).getAllByRole('row').slice(1) };
  }

  it('keeps repeats and voided records in sight, each labelled', async () => {
    const { rows } = await openRecords();
    expect(rows.map((row) => row.getAttribute('data-state'))).toEqual(['Vuelta 1', 'Repetida', 'Anulada', 'Vuelta 2']);
    expect(rows[1]).toHaveTextContent('14:25:00');
    expect(within(rows[1]!).getByRole('button', { name: 'Contar' })).toBeInTheDocument();
    expect(within(rows[2]!).getByRole('button', { name: 'Restaurar' })).toBeInTheDocument();
    expect(within(rows[2]!).queryByRole('button', { name: 'Anular' })).toBeNull();
  });

  it('voids a record after a confirmation naming the rider, and sends the mark', async () => {
    const { calls, rows } = await openRecords();
    await userEvent.click(within(rows[1]!).getByRole('button', { name: 'Anular' }));
    const confirm = await screen.findByRole('dialog', { name: 'Anular pasada' });
    expect(confirm).toHaveTextContent('¿Anular la pasada repetida de Ana Aráoz (#12), 14:25:00?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Sí, anular' }));
    expect(await screen.findByText('Pasada anulada')).toBeInTheDocument();
    const sent = calls.find((call) => call.url === '/api/timing/4/record-mark');
    expect(JSON.parse(String(sent?.init.body))).toEqual({ timeId: 8, mark: 'VOIDED' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Anular pasada' })).toBeNull());
  });

  it('says so when a mark fails, and stays open with no success (D1)', async () => {
    const { rows } = await openRecords(
      json(409, { error: 'CONFLICT', message: 'Solo una pasada repetida se puede contar' }),
    );
    await userEvent.click(within(rows[1]!).getByRole('button', { name: 'Contar' }));
    const confirm = await screen.findByRole('dialog', { name: 'Contar pasada' });
    expect(confirm).toHaveTextContent(
      '¿Contar como vuelta la pasada repetida de Ana Aráoz (#12), 14:25:00 (a 0,4 s de la anterior)?',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Sí, contar' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(
      'No se pudo contar la pasada: Solo una pasada repetida se puede contar',
    );
    expect(screen.queryByText('Pasada contada como vuelta')).toBeNull();
    expect(within(confirm).getByRole('button', { name: 'Sí, contar' })).toBeInTheDocument();
  });
});
