import type { ResultEntry } from '@carreras/domain/imports/result-entries.schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storeSession } from '../../../lib/session-storage.ts';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { ResultEntriesSection } from './result-entries-section.tsx';

const realFetch = globalThis.fetch;
beforeEach(() => storeSession('admin', 'tok'));
afterEach(() => {
  globalThis.fetch = realFetch;
});

const ramiro: ResultEntry = {
  id: 11,
  dorsal: 204,
  nombre: 'Ramiro Herrera',
  categoria: 'ELITE MASC',
  distancia: 66,
  club: 'Tafí Bikers',
  dni: null,
  corredor: null,
};
const carla: ResultEntry = {
  ...ramiro,
  id: 12,
  dorsal: 205,
  nombre: 'Carla Paz',
  club: null,
  dni: '35111222',
  corredor: { id: 7, nombre: 'Carla', apellido: 'Paz', dni: '35111222' },
};

describe('ResultEntriesSection', () => {
  it('lists the results kept by name, links one by DNI and shows the refusal in Spanish', async () => {
    let entries = [ramiro, carla];
    const calls = mockFetch((url, init) => {
      if (url === '/api/admin/events/5/result-entries') return { status: 200, body: { items: entries } };
      if (url === '/api/admin/result-entries/11/link') {
        const { dni } = JSON.parse(String(init.body)) as { dni: string };
        if (dni === '12.345.678') {
          return { status: 404, body: { error: 'NOT_FOUND', message: 'No hay un corredor registrado con ese DNI.' } };
        }
        const linked = { ...ramiro, corredor: { id: 9, nombre: 'Ramiro', apellido: 'Herrera', dni: '30111222' } };
        entries = [linked, carla];
        return { status: 200, body: linked };
      }
      return { status: 404, body: { error: 'NOT_FOUND', message: 'Recurso no encontrado' } };
    });
    const user = userEvent.setup();
    renderWithProviders(<ResultEntriesSection eventId={5} />);

    const table = await screen.findByRole('table', { name: 'Resultados sin cuenta' }, { timeout: 3000 });
    expect(
      screen.getByText(/2 resultados de esta edición se guardaron con el nombre de la planilla \(1 vinculados\)/),
    ).toBeInTheDocument();
    expect(within(table).getByText('Tafí Bikers')).toBeInTheDocument();
    expect(within(table).getByText('Paz, Carla (DNI 35111222)')).toBeInTheDocument();

    const dni = within(table).getByLabelText('DNI del corredor');
    await user.type(dni, '12.345.678');
    await user.click(within(table).getByRole('button', { name: 'Vincular' }));
    expect(await within(table).findByText('No hay un corredor registrado con ese DNI.')).toBeInTheDocument();
    // What was typed stays to be corrected.
    expect(dni).toHaveValue('12.345.678');

    await user.clear(dni);
    await user.type(dni, '30111222');
    await user.click(within(table).getByRole('button', { name: 'Vincular' }));
    expect(await within(table).findByText('Herrera, Ramiro (DNI 30111222)')).toBeInTheDocument();
    const sent = calls
      .filter((c) => c.url === '/api/admin/result-entries/11/link')
      .map((c) => JSON.parse(String(c.init.body)));
    expect(sent).toEqual([{ dni: '12.345.678' }, { dni: '30111222' }]);
  });

  it('shows nothing when the edition has no results kept by name', async () => {
    const calls = mockFetch(() => ({ status: 200, body: { items: [] } }));
    renderWithProviders(<ResultEntriesSection eventId={5} />);
    await expect.poll(() => calls.length).toBe(1);
    expect(screen.queryByText('Resultados sin cuenta')).not.toBeInTheDocument();
  });
});
