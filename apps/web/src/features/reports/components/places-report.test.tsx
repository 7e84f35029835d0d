import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { PlacesReport } from './places-report.tsx';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const places = (cupo: number | null, ocupados: number, enEspera: number) => ({
  cupo,
  ocupados,
  libres: cupo === null ? null : cupo - ocupados,
  enEspera,
});

describe('PlacesReport', () => {
  it('shows places taken, free and waiting per distance and for the event', async () => {
    mockFetch((url) =>
      url === '/api/events/7/registration'
        ? {
            status: 200,
            body: {
              eventId: 7,
              lugares: places(150, 148, 5),
              listaPublica: false,
              whatsappOrganizador: null,
              fechaFinAnticipado: null,
              retiroKit: null,
              pago: { alias: null, cbu: null, link: null, efectivo: true, notas: null },
              distancias: [
                { distancia: 33, ...places(100, 100, 5), precio: 18000, precioAnticipado: null, precioActual: 18000 },
                { distancia: 66, ...places(null, 48, 0), precio: 25000, precioAnticipado: null, precioActual: 25000 },
              ],
            },
          }
        : { status: 404, body: { error: 'NOT_FOUND', message: 'No encontrado' } },
    );
    renderWithProviders(<PlacesReport eventId={7} />);
    const table = await screen.findByRole('table', { name: 'Cupos por distancia' });
    const full = within(table).getByRole('row', { name: /^33 km/ });
    expect(
      within(full)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['33 km', '100', '100', '0', '5']);
    const open = within(table).getByRole('row', { name: /^66 km/ });
    expect(
      within(open)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['66 km', 'Sin límite', '48', '—', '0']);
    expect(within(table).getByRole('row', { name: /^Evento/ })).toHaveTextContent('Evento1501482');
  });

  it('says so when the places cannot be read', async () => {
    mockFetch(() => ({ status: 500, body: { error: 'INTERNAL_ERROR', message: 'Error interno del servidor' } }));
    renderWithProviders(<PlacesReport eventId={7} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error interno del servidor');
  });
});
