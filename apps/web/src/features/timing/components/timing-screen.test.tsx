import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { TimingScreen } from './timing-screen.tsx';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

/** The server answers reads; every write fails as if the connection were gone. */
function serverWithoutWrites(startTime: string | null) {
  const writes: string[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    if ((init.method ?? 'GET') !== 'GET') {
      writes.push(url);
      throw new TypeError('Failed to fetch');
    }
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    if (url.startsWith('/api/inscriptions?')) {
      const runner = { nombre: 'Ana', apellido: 'Aráoz', dni: '30111222', sexo: 'F' };
      return json({ items: [{ numeroDorsalAsignado: 12, distancia: 33, runner }], total: 1, page: 1, limit: 1000 });
    }
    if (url.endsWith('/api/timing/4/times')) return json({ times: [], dorsalTimes: {}, lapsConfig: { '33': 1 } });
    if (url.endsWith('/api/timing/4')) {
      return json({
        event: { id: 4, nombre: 'Desafío Tafí', fecha: '2026-04-13' },
        config: { '33': { laps: 1, enabled: true } },
        lapsConfig: { '33': 1 },
        startGroups: [{ id: 1, name: 'Largada A', startTime, started: startTime !== null, categories: [] }],
        records: [],
        serverTime: Date.now(),
      });
    }
    return new Response(JSON.stringify({ error: 'NOT_FOUND', message: 'No encontrado' }), { status: 404 });
  }) as typeof fetch;
  return writes;
}

describe('TimingScreen', () => {
  it('refuses a bib while the clock is not running', async () => {
    serverWithoutWrites(null);
    renderWithProviders(<TimingScreen eventId={4} />, { route: '/admin/timing/4' });
    const bib = await screen.findByLabelText('Número de dorsal');
    await userEvent.type(bib, '12{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('El cronómetro no está activo');
  });

  it('records a bib on Enter at once, keeps it on the device when it cannot be sent, and counts it', async () => {
    const writes = serverWithoutWrites(new Date(Date.now() - 60_000).toISOString());
    renderWithProviders(<TimingScreen eventId={4} />, { route: '/admin/timing/4' });
    expect(await screen.findByText('En carrera')).toBeInTheDocument();
    const bib = screen.getByLabelText('Número de dorsal');

    await userEvent.type(bib, '{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Ingrese un número de dorsal');
    await userEvent.type(bib, '0{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Número de dorsal inválido');

    await userEvent.clear(bib);
    await userEvent.type(bib, '12{Enter}');
    expect(await screen.findByText('Dorsal 12 registrado')).toBeInTheDocument();
    expect(bib).toHaveValue('');
    expect(bib).toHaveFocus();
    expect(await screen.findByText('#12')).toBeInTheDocument();
    expect(await screen.findByText('Ana Aráoz')).toBeInTheDocument();
    expect(await screen.findByText('1 registro pendiente de envío')).toBeInTheDocument();
    await waitFor(() => expect(writes).toContain('/api/timing/4/record'));

    // The same rider again: one lap in 33 km, so nothing more is recorded.
    await userEvent.type(bib, '12{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('El corredor #12 ya ha completado todas las vueltas');
    expect(screen.getByText('1 registro pendiente de envío')).toBeInTheDocument();
  });
});
