import type { StartGroup } from '@carreras/domain/timing/timing.schemas';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aCategory } from '../../../test/fixtures.ts';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { StartGroupsModal } from './start-groups-modal.tsx';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  // Toasts outlive a test: a later test must not read an earlier one's success.
  notifications.clean();
});

// 09:00:20 on the event's day in Tucumán (UTC-3): a gun pressed 20 s late.
const START = Date.UTC(2026, 3, 13, 12, 0, 20);
const iso = (ms: number) => new Date(ms).toISOString();

const started: StartGroup = {
  id: 1,
  name: 'Largada 1',
  startTime: iso(START),
  started: true,
  riders: 48,
  timedRiders: 41,
  categories: [{ id: 11, nombre: 'ELITE', distancia: 66 }],
};
const scheduled: StartGroup = {
  id: 2,
  name: 'Promocional',
  // 14:30:00 on the event's day.
  startTime: iso(Date.UTC(2026, 3, 13, 17, 30, 0)),
  started: false,
  riders: 20,
  timedRiders: 0,
  categories: [{ id: 12, nombre: 'PROMO', distancia: 33 }],
};

const json = (status: number, body: unknown) => ({ status, body });
const state = {
  event: { id: 4, nombre: 'Desafío Tafí', fecha: '2026-04-13' },
  config: {},
  lapsConfig: {},
  startGroups: [started, scheduled],
  records: [],
  review: [],
  serverTime: START + 3_600_000,
};
const categories = [
  aCategory({ id: 11, nombre: 'ELITE', distancia: 66 }),
  aCategory({ id: 12, nombre: 'PROMO', distancia: 33 }),
  aCategory({ id: 13, nombre: 'MASTER A', distancia: 66 }),
];

type Answer = { status: number; body: unknown };

function server(answers: { startGroup?: Answer; markDns?: Answer; saveGroups?: Answer } = {}) {
  return mockFetch((url, init) => {
    const method = init.method ?? 'GET';
    if (url === '/api/timing/4' && method === 'GET') return json(200, state);
    if (url === '/api/events/4/categories') return json(200, categories);
    if (url === '/api/timing/4/start-group' && method === 'POST') {
      const body = JSON.parse(String(init.body)) as { startTime: number };
      return answers.startGroup ?? json(200, { ...started, startTime: iso(body.startTime) });
    }
    if (url === '/api/timing/4/mark-dns' && method === 'POST') return answers.markDns ?? json(200, { dorsals: [] });
    if (url === '/api/timing/4/start-groups' && method === 'POST') return answers.saveGroups ?? json(200, []);
    return json(404, { error: 'NOT_FOUND', message: 'No encontrado' });
  });
}

const posted = (calls: { url: string; init: RequestInit }[], url: string) =>
  calls
    .filter((call) => call.url === url && call.init.method === 'POST')
    .map((call) => JSON.parse(String(call.init.body)));

function open(onSaved = vi.fn()) {
  renderWithProviders(
    <StartGroupsModal eventId={4} groups={[started, scheduled]} onClose={vi.fn()} onSaved={onSaved} />,
  );
  return screen.findByRole('dialog', { name: 'Configurar Grupos de Largada' });
}

async function openCorrection() {
  const groups = await open();
  await userEvent.click(within(groups).getByRole('button', { name: 'Corregir largada' }));
  return screen.findByRole('dialog', { name: 'Corregir largada: Largada 1' });
}

describe('StartGroupsModal', () => {
  it('shows starts on the 24-hour clock of the organiser, never a browser date-time picker', async () => {
    server();
    const groups = await open();
    expect(within(groups).getByText('13/04/2026 09:00:20')).toBeInTheDocument();
    expect(within(groups).getByText('48 corredores con dorsal; 41 con pasadas.')).toBeInTheDocument();
    expect(within(groups).getByLabelText('Hora de inicio del grupo 2')).toHaveValue('14:30:00');
    expect(groups.querySelector('input[type="datetime-local"], input[type="time"]')).toBeNull();
    // The started group's name and categories are fixed; the other one is edited.
    expect(within(groups).queryByLabelText('Nombre del grupo 1')).toBeNull();
    expect(within(groups).getByLabelText('Nombre del grupo 2')).toHaveValue('Promocional');
  });

  it('corrects a start typed as the true time, after saying whom it re-times', async () => {
    const calls = server();
    const dialog = await openCorrection();
    expect(within(dialog).getByText('13/04/2026 09:00:20')).toBeInTheDocument();
    const clock = within(dialog).getByLabelText('Hora real de largada');
    expect(clock).toHaveValue('09:00:20');
    await userEvent.clear(clock);
    await userEvent.type(clock, '09:00:00');
    expect(within(dialog).getByLabelText('O mover la largada (segundos)')).toHaveValue('−20');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    expect(
      await within(dialog).findByText(
        "Se recalcularán los tiempos de 41 corredores de 'Largada 1'. La largada pasa de 09:00:20 a 09:00:00 (20 s antes).",
      ),
    ).toBeInTheDocument();
    expect(posted(calls, '/api/timing/4/start-group')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Corregir largada' }));
    await waitFor(() =>
      expect(posted(calls, '/api/timing/4/start-group')).toEqual([{ groupId: 1, startTime: START - 20_000 }]),
    );
    expect(await screen.findByText("Largada de 'Largada 1' corregida: 09:00:00")).toBeInTheDocument();
    // Back on the groups, which show the corrected start and send it back as it is on 'Guardar Grupos'.
    const groups = await screen.findByRole('dialog', { name: 'Configurar Grupos de Largada' });
    expect(within(groups).getByText('13/04/2026 09:00:00')).toBeInTheDocument();
    await userEvent.click(within(groups).getByRole('button', { name: 'Guardar Grupos' }));
    await waitFor(() => expect(posted(calls, '/api/timing/4/start-groups')).toHaveLength(1));
    expect(posted(calls, '/api/timing/4/start-groups')[0].groups[0]).toEqual({
      id: 1,
      name: 'Largada 1',
      startTime: START - 20_000,
      categories: [11],
    });
  });

  it('moves a start by seconds with the buttons or the field', async () => {
    const calls = server();
    const dialog = await openCorrection();
    const shift = within(dialog).getByLabelText('O mover la largada (segundos)');
    await userEvent.click(within(dialog).getByRole('button', { name: '−10 s' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '−10 s' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '−1 s' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '+1 s' }));
    expect(shift).toHaveValue('−20');
    expect(within(dialog).getByLabelText('Hora real de largada')).toHaveValue('09:00:00');
    await userEvent.clear(shift);
    await userEvent.type(shift, '-20,5');
    expect(within(dialog).getByLabelText('Hora real de largada')).toHaveValue('08:59:59.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Corregir largada' }));
    await waitFor(() =>
      expect(posted(calls, '/api/timing/4/start-group')).toEqual([{ groupId: 1, startTime: START - 20_500 }]),
    );
  });

  it('refuses a time that is not on the 24-hour clock, in Spanish, and sends nothing', async () => {
    const calls = server();
    const dialog = await openCorrection();
    const clock = within(dialog).getByLabelText('Hora real de largada');
    await userEvent.clear(clock);
    await userEvent.type(clock, '9:00 AM');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    expect(within(dialog).getByText(/Escriba la hora en formato de 24 horas, HH:MM:SS/)).toBeInTheDocument();
    await userEvent.clear(clock);
    await userEvent.type(clock, '24:00:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    expect(within(dialog).getByText(/Escriba la hora en formato de 24 horas/)).toBeInTheDocument();
    expect(posted(calls, '/api/timing/4/start-group')).toEqual([]);
  });

  it("shows the server's refusal and keeps what was typed (D1)", async () => {
    const refusal = 'La largada no puede ser posterior a la primera pasada de sus corredores (09:05:12)';
    server({ startGroup: json(409, { error: 'CONFLICT', message: refusal }) });
    const dialog = await openCorrection();
    const clock = within(dialog).getByLabelText('Hora real de largada');
    await userEvent.clear(clock);
    await userEvent.type(clock, '09:06:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Corregir largada' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.queryByText(/corregida:/)).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Volver' }));
    expect(within(dialog).getByLabelText('Hora real de largada')).toHaveValue('09:06:00');
  });

  it("marks DNS the group's riders without passages, saying at most how many first and how many after", async () => {
    const calls = server({ markDns: json(200, { dorsals: [31, 7, 12, 40, 41, 42, 43] }) });
    const groups = await open();
    await userEvent.click(within(groups).getByRole('button', { name: 'Marcar DNS a quienes no tienen pasadas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Marcar DNS' });
    expect(dialog).toHaveTextContent("Se marcarán como DNS (No largó) hasta 7 corredores de 'Largada 1'");
    await userEvent.click(within(dialog).getByRole('button', { name: 'Marcar DNS' }));
    expect(
      await screen.findByText('Se marcaron 7 corredores como DNS (dorsales 7, 12, 31, 40, 41, 42, 43)'),
    ).toBeInTheDocument();
    expect(posted(calls, '/api/timing/4/mark-dns')).toEqual([{ groupId: 1 }]);
  });

  it('shows a failed DNS marking in the dialog, with no success', async () => {
    server({ markDns: json(500, { error: 'INTERNAL', message: 'Error interno del servidor' }) });
    const groups = await open();
    await userEvent.click(within(groups).getByRole('button', { name: 'Marcar DNS a quienes no tienen pasadas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Marcar DNS' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Marcar DNS' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Error interno del servidor');
    expect(screen.queryByText(/Se marcaron/)).toBeNull();
  });

  it("saves a start typed on the 24-hour clock as that time on the event's day in Argentina", async () => {
    const calls = server();
    const onSaved = vi.fn();
    const groups = await open(onSaved);
    const clock = within(groups).getByLabelText('Hora de inicio del grupo 2');
    await userEvent.clear(clock);
    await userEvent.type(clock, '1045');
    await userEvent.tab();
    expect(clock).toHaveValue('10:45:00');
    await userEvent.click(within(groups).getByRole('button', { name: 'Guardar Grupos' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [{ groups: sent }] = posted(calls, '/api/timing/4/start-groups');
    expect(sent[1]).toEqual({
      id: 2,
      name: 'Promocional',
      startTime: Date.UTC(2026, 3, 13, 13, 45, 0),
      categories: [12],
    });
    expect(sent[0].startTime).toBe(START);
  });

  it('marks a start that cannot be read and saves nothing', async () => {
    const calls = server();
    const groups = await open();
    const clock = within(groups).getByLabelText('Hora de inicio del grupo 2');
    await userEvent.clear(clock);
    await userEvent.type(clock, '25:00');
    await userEvent.click(within(groups).getByRole('button', { name: 'Guardar Grupos' }));
    expect(await within(groups).findByRole('alert')).toHaveTextContent(
      'Todos los grupos deben tener nombre y hora de inicio',
    );
    expect(within(groups).getByText(/Escriba la hora en formato de 24 horas/)).toBeInTheDocument();
    expect(posted(calls, '/api/timing/4/start-groups')).toEqual([]);
  });
});
