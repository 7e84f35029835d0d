import { championshipMessages as m } from '@carreras/domain/championships/championship.messages';
import type { Championship } from '@carreras/domain/championships/championship.schemas';
import { DEFAULT_POINTS_TABLE } from '@carreras/domain/championships/championship.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { ChampionshipForm } from './championship-form.tsx';

const events = [
  { id: 12, nombre: 'Fecha Raco', fecha: '2026-05-10' },
  { id: 11, nombre: 'Fecha Tafí', fecha: '2026-03-08' },
  { id: 13, nombre: 'Fecha Siambón', fecha: '2026-08-16' },
];

const saved: Championship = {
  id: 5,
  nombre: 'Copa Tucumán MTB',
  anio: 2026,
  events: [
    { number: 1, eventId: 11, eventName: 'Fecha Tafí', eventDate: '2026-03-08' },
    { number: 2, eventId: 12, eventName: 'Fecha Raco', eventDate: '2026-05-10' },
  ],
  scoring: { table: [30, 20, 10], beyondTable: 5, dnf: 1, dns: 0, dsq: 0, bestOf: null },
  publicado: false,
};

function renderForm(championship: Championship | null = null) {
  const calls = mockFetch((_url, init) => ({ status: init.method === 'POST' ? 201 : 200, body: saved }));
  const onDone = vi.fn();
  renderWithProviders(<ChampionshipForm championship={championship} events={events} onDone={onDone} />, {
    route: '/admin/championships',
  });
  return { calls, onDone, user: userEvent.setup() };
}

const writes = (calls: { url: string; init: RequestInit }[]) =>
  calls
    .filter((call) => call.init.method && call.init.method !== 'GET')
    .map((call) => ({ method: call.init.method, url: call.url, body: JSON.parse(String(call.init.body)) }));

async function addDate(user: ReturnType<typeof userEvent.setup>, name: RegExp) {
  await user.click(screen.getByRole('combobox', { name: 'Agregar fecha' }));
  await user.click(await screen.findByRole('option', { name, hidden: true }));
}

describe('ChampionshipForm', () => {
  it('refuses an empty name and a points table that grows, with the shared Spanish messages, and sends nothing', async () => {
    const { calls, user } = renderForm();
    await user.type(screen.getByLabelText('Puntos del puesto 3'), '{Backspace}{Backspace}90');
    await user.click(screen.getByRole('button', { name: 'Crear Campeonato' }));
    expect(await screen.findByText(m.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(`Puesto 3: ${m.tableNotDecreasing}`)).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);
  });

  it('refuses a year out of range and a best-of of zero', async () => {
    const { calls, user } = renderForm();
    await user.type(screen.getByRole('textbox', { name: /^Nombre/ }), 'Copa');
    await user.clear(screen.getByRole('textbox', { name: /^Año/ }));
    await user.type(screen.getByRole('textbox', { name: /^Año/ }), '1999');
    await user.type(screen.getByRole('textbox', { name: /^Resultados que cuentan/ }), '0');
    await user.click(screen.getByRole('button', { name: 'Crear Campeonato' }));
    expect(await screen.findByText(m.yearInvalid)).toBeInTheDocument();
    expect(screen.getByText(m.bestOfInvalid)).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);
  });

  it('creates a championship with its dates in the chosen order and the default points table', async () => {
    const { calls, onDone, user } = renderForm();
    expect(screen.getByLabelText('Puntos del puesto 1')).toHaveValue('100');
    await user.type(screen.getByRole('textbox', { name: /^Nombre/ }), 'Copa Tucumán MTB');
    await user.clear(screen.getByRole('textbox', { name: /^Año/ }));
    await user.type(screen.getByRole('textbox', { name: /^Año/ }), '2026');
    await addDate(user, /Fecha Raco/);
    await addDate(user, /Fecha Tafí/);
    expect(screen.getByRole('combobox', { name: 'Agregar fecha' })).toHaveValue('');
    const chosen = screen.getByRole('list', { name: 'Fechas elegidas' });
    expect(within(chosen).getAllByRole('listitem')[0]).toHaveTextContent('Fecha 1: Fecha Raco · 10/05/2026');
    await user.click(screen.getByRole('button', { name: 'Ordenar por fecha' }));
    expect(within(chosen).getAllByRole('listitem')[0]).toHaveTextContent('Fecha 1: Fecha Tafí · 08/03/2026');
    await user.type(screen.getByRole('textbox', { name: /^No finalizó/ }), '{Backspace}2');
    await user.type(screen.getByRole('textbox', { name: /^Resultados que cuentan/ }), '5');
    await user.click(screen.getByRole('button', { name: 'Crear Campeonato' }));

    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(writes(calls)).toEqual([
      {
        method: 'POST',
        url: '/api/championships',
        body: {
          nombre: 'Copa Tucumán MTB',
          anio: 2026,
          eventIds: [11, 12],
          scoring: { table: [...DEFAULT_POINTS_TABLE], beyondTable: 5, dnf: 2, dns: 0, dsq: 0, bestOf: 5 },
          // A new championship is a draft until published.
          publicado: false,
        },
      },
    ]);
  });

  it('saves an edit as the name and year, then the dates, then the scoring', async () => {
    const { calls, onDone, user } = renderForm(saved);
    await user.click(screen.getByRole('button', { name: 'Subir fecha 2' }));
    await user.click(screen.getByRole('button', { name: 'Agregar puesto' }));
    expect(screen.getByLabelText('Puntos del puesto 4')).toHaveValue('9');
    await user.click(screen.getByRole('button', { name: 'Actualizar Campeonato' }));

    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(writes(calls)).toEqual([
      { method: 'PUT', url: '/api/championships/5', body: { nombre: 'Copa Tucumán MTB', anio: 2026 } },
      { method: 'PUT', url: '/api/championships/5/events', body: { eventIds: [12, 11] } },
      {
        method: 'PUT',
        url: '/api/championships/5/scoring',
        body: { table: [30, 20, 10, 9], beyondTable: 5, dnf: 1, dns: 0, dsq: 0, bestOf: null },
      },
    ]);
  });
});
