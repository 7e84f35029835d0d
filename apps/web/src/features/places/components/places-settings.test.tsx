import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { storeSession } from '../../../lib/session-storage.ts';
import { registrationSettings } from '../../../test/fixtures.ts';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { PlacesSettingsPanel, PricesInForce } from './places-settings.tsx';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const settings = registrationSettings({
  distancias: [{ distancia: 66, cupo: null, precio: null, precioAnticipado: null }],
  categorias: [{ categoryId: 4, nombre: 'ELITE MASC', distancia: 66, cupo: null }],
});
const places = {
  eventId: 3,
  lugares: { cupo: null, ocupados: 12, libres: null, enEspera: 0 },
  listaPublica: false,
  whatsappOrganizador: null,
  fechaFinAnticipado: null,
  retiroKit: null,
  pago: { alias: null, cbu: null, link: null, efectivo: false, notas: null },
  distancias: [
    {
      distancia: 66,
      cupo: 20,
      ocupados: 20,
      libres: 0,
      enEspera: 4,
      precio: null,
      precioAnticipado: null,
      precioActual: null,
    },
  ],
};

describe('Cupos, precios y pago', () => {
  it('shows places taken, free and waiting, sends the settings and shows the field the server refuses', async () => {
    const calls = mockFetch((url, init) => {
      if (url === '/api/events/3/registration') return { status: 200, body: places };
      if (url === '/api/admin/events/3/registration' && init.method === 'PUT') {
        return {
          status: 400,
          body: {
            error: 'VALIDATION_ERROR',
            message: 'Error de validación',
            fields: { fechaFinAnticipado: 'Indique hasta qué fecha rige el precio anticipado' },
          },
        };
      }
      if (url === '/api/admin/events/3/registration') return { status: 200, body: settings };
      return { status: 404, body: { error: 'NOT_FOUND', message: 'Recurso no encontrado' } };
    });
    storeSession('admin', 'tok');
    renderWithProviders(<PlacesSettingsPanel eventId={3} />);
    const table = await screen.findByRole('table', { name: 'Cupos del evento' });
    const cells = within(table)
      .getAllByRole('row')
      .map((row) => Array.from(row.children, (cell) => cell.textContent));
    expect(cells).toEqual([
      ['Alcance', 'Cupo', 'Ocupados', 'Libres', 'En espera'],
      ['Evento', 'Sin límite', '12', '—', '0'],
      ['66 km', '20', '20', '0', '4'],
    ]);
    await userEvent.type(await screen.findByLabelText('Cupo 66 km'), '150');
    await userEvent.type(screen.getByLabelText('Precio anticipado 66 km'), '25000');
    await userEvent.click(screen.getByText('Cupos por categoría (opcional)'));
    await userEvent.type(screen.getByLabelText('Cupo ELITE MASC 66 km'), '8');
    await userEvent.type(screen.getByLabelText('Precio anticipado hasta (fecha)'), '10122026');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar inscripción' }));
    expect(await screen.findByText('Indique hasta qué fecha rige el precio anticipado')).toBeVisible();
    expect(screen.queryByText('Error de validación')).toBeNull();
    // The server's refusal is on the page, so its PUT was sent.
    const put = calls.find((c) => c.init.method === 'PUT');
    expect(put).toBeDefined();
    expect(JSON.parse(String(put?.init.body)).distancias).toEqual([
      { distancia: 66, cupo: 150, precio: null, precioAnticipado: 25000 },
    ]);
    expect(JSON.parse(String(put?.init.body)).categorias).toEqual([
      { categoryId: 4, nombre: 'ELITE MASC', distancia: 66, cupo: 8 },
    ]);
    expect(JSON.parse(String(put?.init.body)).fechaFinAnticipado).toBe('2026-12-10');
  });

  it("shows the organiser's stored WhatsApp readably, sends what is typed and shows the saved number readably", async () => {
    const calls = mockFetch((url, init) => {
      if (url === '/api/events/3/registration') return { status: 200, body: places };
      if (url === '/api/admin/events/3/registration' && init.method === 'PUT') {
        return { status: 200, body: { ...settings, whatsappOrganizador: '5493814445566' } };
      }
      if (url === '/api/admin/events/3/registration') {
        return { status: 200, body: { ...settings, whatsappOrganizador: '5493815550100' } };
      }
      return { status: 404, body: { error: 'NOT_FOUND', message: 'Recurso no encontrado' } };
    });
    storeSession('admin', 'tok');
    renderWithProviders(<PlacesSettingsPanel eventId={3} />);
    const field = await screen.findByLabelText('WhatsApp del organizador', {}, { timeout: 5000 });
    expect(field).toHaveValue('+54 9 381 555-0100');
    await userEvent.clear(field);
    await userEvent.type(field, '0381 15-444-5566');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar inscripción' }));
    await waitFor(() => expect(field).toHaveValue('+54 9 381 444-5566'));
    const put = calls.find((c) => c.init.method === 'PUT');
    expect(JSON.parse(String(put?.init.body)).whatsappOrganizador).toBe('0381 15-444-5566');
  });

  it('shows the price runners are charged today: the early-bird one while it runs, then the full one', async () => {
    const priced = {
      ...settings,
      fechaFinAnticipado: '2999-12-31',
      distancias: [
        { distancia: 33, cupo: null, precio: 18000, precioAnticipado: null },
        { distancia: 66, cupo: null, precio: 25000, precioAnticipado: 22000 },
      ],
    };
    mockFetch((url) => {
      if (url === '/api/events/3/registration') return { status: 200, body: places };
      if (url === '/api/admin/events/3/registration') return { status: 200, body: priced };
      return { status: 404, body: { error: 'NOT_FOUND', message: 'Recurso no encontrado' } };
    });
    storeSession('admin', 'tok');
    renderWithProviders(<PlacesSettingsPanel eventId={3} />);
    expect(
      await screen.findByText(
        /^Precios vigentes hoy: 33 km \$\s?18\.000 · 66 km \$\s?22\.000 \(anticipado hasta el 31\/12\/2999; después \$\s?25\.000\)$/,
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    expect(screen.getByLabelText('Precio anticipado hasta (fecha)')).toHaveValue('31/12/2999');
  });

  it('after the early-bird period shows the full price, and nothing when no price is set', () => {
    const distancias = [{ distancia: 66, cupo: null, precio: 25000, precioAnticipado: 22000 }];
    const { unmount } = renderWithProviders(
      <PricesInForce settings={{ fechaFinAnticipado: '2026-12-10', distancias }} today="2026-12-11" />,
    );
    expect(screen.getByText(/^Precios vigentes hoy: 66 km \$\s?25\.000$/)).toBeVisible();
    unmount();
    renderWithProviders(<PricesInForce settings={settings} today="2026-12-11" />);
    expect(screen.queryByText(/Precios vigentes/)).toBeNull();
  });
});
