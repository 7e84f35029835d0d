import { DEFAULT_DUPLICATE_CHOICE } from '@carreras/domain/events/duplicate-event';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { anEvent } from '../../../test/fixtures.ts';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { EventsAdmin } from './events-admin.tsx';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const event = anEvent({ id: 3, nombre: 'Rally San Javier 2026' });

function serve() {
  return mockFetch((url, init) => {
    if (init.method === 'POST' && url === '/api/events/3/duplicate') {
      return { status: 201, body: anEvent({ id: 9, nombre: 'Rally San Javier 2027', activo: false }) };
    }
    if (url.startsWith('/api/events')) return { status: 200, body: [event] };
    if (url.startsWith('/api/races')) return { status: 200, body: [] };
    return { status: 404, body: { error: 'NOT_FOUND', message: 'No encontrado' } };
  });
}

const duplicateCall = (calls: { url: string; init: RequestInit }[]) =>
  calls.find((c) => c.init.method === 'POST' && c.url === '/api/events/3/duplicate');

describe("'Duplicar' an event", () => {
  it('asks what to copy, ticked as the defaults (the description left out), and sends the choice', async () => {
    const calls = serve();
    renderWithProviders(<EventsAdmin />);
    await userEvent.click(await screen.findByRole('button', { name: 'Duplicar Rally San Javier 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Duplicar evento' });
    expect(dialog).toHaveTextContent('«Rally San Javier 2026»');
    const box = (name: string) => within(dialog).getByRole('checkbox', { name });
    expect(box('Descripción')).not.toBeChecked();
    for (const name of ['Distancias y categorías', 'Inscripción en parejas', 'Cupos y lista de espera']) {
      expect(box(name)).toBeChecked();
    }
    expect(box('Precios y medios de pago')).toBeChecked();
    // Nothing is written until the admin confirms.
    expect(duplicateCall(calls)).toBeUndefined();

    await userEvent.click(box('Descripción'));
    await userEvent.click(box('Precios y medios de pago'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Duplicar' }));
    await waitFor(() => expect(duplicateCall(calls)).toBeDefined());
    expect(JSON.parse(String(duplicateCall(calls)?.init.body))).toEqual({
      ...DEFAULT_DUPLICATE_CHOICE,
      descripcion: true,
      pagos: false,
    });
    expect(await screen.findByText(/Evento duplicado: Rally San Javier 2027/)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Duplicar evento' })).not.toBeInTheDocument());
  });

  it('says places and prices keep only what holds for the whole event without the categories, and cancels', async () => {
    const calls = serve();
    renderWithProviders(<EventsAdmin />);
    await userEvent.click(await screen.findByRole('button', { name: 'Duplicar Rally San Javier 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Duplicar evento' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Distancias y categorías' }));
    expect(within(dialog).getAllByText(/Sin las categorías, solo lo que vale para todo el evento/)).toHaveLength(2);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(duplicateCall(calls)).toBeUndefined();
  });
});
