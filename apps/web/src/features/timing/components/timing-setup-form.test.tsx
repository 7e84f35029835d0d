import { timingMessages } from '@carreras/domain/timing/timing.messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { anEvent } from '../../../test/fixtures.ts';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { readMinLap, TimingSetupForm } from './timing-setup-form.tsx';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const event = anEvent({ id: 4, nombre: 'Desafío Tafí', fecha: '2026-04-13' });

describe('TimingSetupForm', () => {
  it('asks for an event first', async () => {
    // An inactive event is no current one (D17): nothing is chosen for the admin.
    mockFetch((url) =>
      url === '/api/events'
        ? { status: 200, body: [{ ...event, activo: false }] }
        : { status: 404, body: { error: 'NOT_FOUND', message: 'No encontrado' } },
    );
    renderWithProviders(<TimingSetupForm initialEventId={null} />);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar y Continuar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Seleccione un evento');
  });

  it('opens on the current event (D17), shown with its date as dd/mm/yyyy', async () => {
    const year = new Date().getFullYear();
    const past = anEvent({ id: 1, nombre: 'Edición pasada', fecha: `${year - 1}-04-13` });
    const next = anEvent({ id: 2, nombre: 'Próxima edición', fecha: `${year + 1}-04-12` });
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
    expect(JSON.parse(String(sent?.init.body))).toEqual({
      eventId: 4,
      config: { '33': { laps: 3, enabled: true, minLapSeconds: 60 } },
    });
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
      config: {
        '33': { laps: 1, enabled: true, minLapSeconds: 60 },
        '66': { laps: 2, enabled: true, minLapSeconds: 60 },
      },
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
    expect(JSON.parse(String(sent?.init.body))).toEqual({
      eventId: 4,
      config: { '33': { laps: 1, enabled: false, minLapSeconds: 60 } },
    });
  });

  it('sets the minimum lap of each distance, the saved one or 60 s, with what it does said beside it', async () => {
    const calls = mockFetch((url, init) => {
      if (url === '/api/events') return { status: 200, body: [event] };
      if (url === '/api/timing-config/4') {
        const config = { '33': { laps: 2, enabled: true, minLapSeconds: 300 }, '66': { laps: 3, enabled: true } };
        return { status: 200, body: { eventId: 4, configured: true, config } };
      }
      if (url === '/api/timing-config' && init.method === 'POST') {
        return { status: 200, body: { eventId: 4, configured: true, config: {} } };
      }
      return { status: 404, body: { error: 'NOT_FOUND', message: 'No encontrado' } };
    });
    renderWithProviders(<TimingSetupForm initialEventId={4} />);
    const short = await screen.findByLabelText('Vuelta mínima 33 KM (segundos)');
    expect(short).toHaveValue(300);
    expect(screen.getByText(/^Dos pasadas del mismo dorsal/)).toHaveTextContent(
      'Vuelta mínima (segundos): Dos pasadas del mismo dorsal más cerca que esto cuentan como una sola: la segunda queda para revisar.',
    );
    expect(screen.getByRole('columnheader', { name: 'Vuelta mínima (segundos)' })).toBeInTheDocument();
    const long = screen.getByLabelText('Vuelta mínima 66 KM (segundos)');
    expect(long).toHaveValue(60);
    await userEvent.clear(long);
    await userEvent.type(long, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar y Continuar' }));
    await waitFor(() => expect(calls.some((call) => call.init.method === 'POST')).toBe(true));
    const sent = calls.find((call) => call.init.method === 'POST');
    expect(JSON.parse(String(sent?.init.body)).config).toEqual({
      '33': { laps: 2, enabled: true, minLapSeconds: 300 },
      '66': { laps: 3, enabled: true, minLapSeconds: 0 },
    });
  });

  it('refuses a minimum lap the shared schema refuses, with its message, and saves nothing', async () => {
    const calls = mockFetch((url) => {
      if (url === '/api/events') return { status: 200, body: [event] };
      if (url === '/api/timing-config/4') {
        return { status: 200, body: { eventId: 4, configured: false, config: { '33': { laps: 1, enabled: false } } } };
      }
      return { status: 200, body: {} };
    });
    renderWithProviders(<TimingSetupForm initialEventId={4} />);
    const minLap = await screen.findByLabelText('Vuelta mínima 33 KM (segundos)');
    for (const text of ['86401', '']) {
      await userEvent.clear(minLap);
      if (text) await userEvent.type(minLap, text);
      await userEvent.click(screen.getByRole('button', { name: 'Guardar y Continuar' }));
      expect(await screen.findByText(timingMessages.minLapInvalid)).toBeInTheDocument();
    }
    expect(calls.some((call) => call.init.method === 'POST')).toBe(false);
  });
});

describe('readMinLap', () => {
  it('takes whole seconds from 0 to 86400', () => {
    expect(readMinLap('60')).toEqual({ seconds: 60 });
    expect(readMinLap(' 0 ')).toEqual({ seconds: 0 });
    expect(readMinLap('86400')).toEqual({ seconds: 86_400 });
    for (const text of ['', '-1', '1.5', '86401', 'abc', '1e3']) {
      expect(readMinLap(text), text).toEqual({ error: timingMessages.minLapInvalid });
    }
  });
});
