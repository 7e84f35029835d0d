import { screen } from '@testing-library/react';
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
    await userEvent.click(await screen.findByLabelText('Cronometrar 33 KM'));
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
});
