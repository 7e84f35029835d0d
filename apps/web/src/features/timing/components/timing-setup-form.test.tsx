import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { TimingSetupForm } from './timing-setup-form.tsx';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const event = { id: 4, nombre: 'Desafío Tafí', fecha: '2026-04-13' };

describe('TimingSetupForm', () => {
  it('asks for an event first', async () => {
    mockFetch(() => ({ status: 200, body: [event] }));
    renderWithProviders(<TimingSetupForm initialEventId={null} />);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar y Continuar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Seleccione un evento');
  });

  it('opens on the current event (D17), shown with its date as dd/mm/yyyy', async () => {
    const year = new Date().getFullYear();
    const past = { id: 1, nombre: 'Edición pasada', fecha: `${year - 1}-04-13`, activo: true };
    const next = { id: 2, nombre: 'Próxima edición', fecha: `${year + 1}-04-12`, activo: true };
    mockFetch((url) =>
      url === '/api/events'
        ? { status: 200, body: [past, next] }
        : { status: 200, body: { eventId: 2, configured: false, config: { '33': { laps: 1, enabled: false } } } },
    );
    renderWithProviders(<TimingSetupForm initialEventId={null} />);
    const select = await screen.findByRole('combobox', { name: 'Evento' });
    await waitFor(() => expect(select).toHaveValue('2'));
    expect(within(select).getByRole('option', { name: `Próxima edición (12/04/${year + 1})` })).toBeInTheDocument();
  });

  it('shows a failed save and keeps what was chosen (D1)', async () => {
    const calls = mockFetch((url, init) => {
      if (url === '/api/events') return { status: 200, body: [event] };
      if (url === '/api/timing-config/4') {
        return { status: 200, body: { eventId: 4, configured: false, config: { '33': { laps: 1, enabled: false } } } };
      }
      if (url === '/api/timing-config' && init.method === 'POST') {
        return { status: 500, body: { error: 'INTERNAL', message: 'Error interno del servidor' } };
      }
      return { status: 404, body: { error: 'NOT_FOUND', message: 'No encontrado' } };
    });
    renderWithProviders(<TimingSetupForm initialEventId={4} />);
    expect(await screen.findByLabelText('Cronometrar 33 KM')).toBeChecked();
    const laps = screen.getByLabelText('Vueltas 33 KM');
    await userEvent.clear(laps);
    await userEvent.type(laps, '3');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar y Continuar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al guardar la configuración');
    const sent = calls.find((call) => call.init.method === 'POST');
    expect(JSON.parse(String(sent?.init.body))).toEqual({ eventId: 4, config: { '33': { laps: 3, enabled: true } } });
    expect(screen.getByLabelText('Cronometrar 33 KM')).toBeChecked();
    expect(screen.getByLabelText('Vueltas 33 KM')).toHaveValue(3);
  });

  it('ticks every distance of the event, with the laps of the last saved configuration or 1', async () => {
    const calls = mockFetch((url, init) => {
      if (url === '/api/events') return { status: 200, body: [event] };
      if (url === '/api/timing-config/4') {
        // 66 was saved with 2 laps and left unticked; 33 was never configured.
        const config = { '33': { laps: 1, enabled: false }, '66': { laps: 2, enabled: false } };
        return { status: 200, body: { eventId: 4, configured: true, config } };
      }
      if (url === '/api/timing-config' && init.method === 'POST') {
        return { status: 200, body: { eventId: 4, configured: true, config: {} } };
      }
      return { status: 404, body: { error: 'NOT_FOUND', message: 'No encontrado' } };
    });
    renderWithProviders(<TimingSetupForm initialEventId={4} />);
    expect(await screen.findByLabelText('Cronometrar 33 KM')).toBeChecked();
    expect(screen.getByLabelText('Cronometrar 66 KM')).toBeChecked();
    expect(screen.getByLabelText('Vueltas 33 KM')).toHaveValue(1);
    expect(screen.getByLabelText('Vueltas 66 KM')).toHaveValue(2);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar y Continuar' }));
    // (Toasts outlive a test, so the saved call itself is awaited.)
    await waitFor(() => expect(calls.some((call) => call.init.method === 'POST')).toBe(true));
    const sent = calls.find((call) => call.init.method === 'POST');
    expect(JSON.parse(String(sent?.init.body))).toEqual({
      eventId: 4,
      config: { '33': { laps: 1, enabled: true }, '66': { laps: 2, enabled: true } },
    });
  });

  it('asks before saving with no distance ticked, and saves nothing when the admin cancels', async () => {
    const calls = mockFetch((url, init) => {
      if (url === '/api/events') return { status: 200, body: [event] };
      if (url === '/api/timing-config/4') {
        return { status: 200, body: { eventId: 4, configured: false, config: { '33': { laps: 1, enabled: false } } } };
      }
      if (url === '/api/timing-config' && init.method === 'POST') {
        return { status: 200, body: { eventId: 4, configured: true, config: {} } };
      }
      return { status: 404, body: { error: 'NOT_FOUND', message: 'No encontrado' } };
    });
    renderWithProviders(<TimingSetupForm initialEventId={4} />);
    await userEvent.click(await screen.findByLabelText('Cronometrar 33 KM'));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar y Continuar' }));
    const question = await screen.findByRole('dialog', { name: 'Ninguna distancia cronometrada' });
    expect(question).toHaveTextContent('No marcó ninguna distancia para cronometrar');
    await userEvent.click(within(question).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((call) => call.init.method === 'POST')).toBe(false);
    expect(screen.getByLabelText('Cronometrar 33 KM')).not.toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: 'Guardar y Continuar' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Ninguna distancia cronometrada' })).getByRole('button', {
        name: 'Sí, guardar',
      }),
    );
    // (Toasts outlive a test, so the saved call itself is awaited.)
    await waitFor(() => expect(calls.some((call) => call.init.method === 'POST')).toBe(true));
    const sent = calls.find((call) => call.init.method === 'POST');
    expect(JSON.parse(String(sent?.init.body))).toEqual({ eventId: 4, config: { '33': { laps: 1, enabled: false } } });
  });
});
