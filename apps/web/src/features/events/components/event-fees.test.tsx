import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { EventFees } from './event-fees.tsx';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('EventFees on the landing', () => {
  it('says how many places are left while inscriptions are open, with no price line when none is set', async () => {
    let listaPublica = false;
    mockFetch(() => ({
      status: 200,
      body: {
        eventId: 3,
        lugares: { cupo: 100, ocupados: 88, libres: 12, enEspera: 0 },
        listaPublica,
        whatsappOrganizador: null,
        fechaFinAnticipado: null,
        retiroKit: null,
        pago: { alias: null, cbu: null, link: null, efectivo: false, notas: null },
        distancias: [33, 66].map((distancia) => ({
          distancia,
          cupo: null,
          ocupados: 44,
          libres: 12,
          enEspera: 0,
          precio: null,
          precioAnticipado: null,
          precioActual: null,
        })),
      },
    }));
    const { unmount } = renderWithProviders(<EventFees eventId={3} />);
    expect(await screen.findByText('Quedan 12 lugares.', {}, { timeout: 5000 })).toBeVisible();
    expect(screen.queryByText(/Precio/)).toBeNull();
    unmount();
    // A closed event offers no places: its answer is read (the public list shows), and nothing about places.
    listaPublica = true;
    renderWithProviders(<EventFees eventId={3} open={false} />);
    expect(await screen.findByRole('link', { name: 'Ver la lista de inscriptos' }, { timeout: 5000 })).toBeVisible();
    expect(screen.queryByText(/Quedan/)).toBeNull();
  });

  it('shows the price of each distance, a full distance and the public list', async () => {
    mockFetch(() => ({
      status: 200,
      body: {
        eventId: 3,
        lugares: { cupo: null, ocupados: 10, libres: null, enEspera: 0 },
        listaPublica: true,
        whatsappOrganizador: null,
        fechaFinAnticipado: '2999-12-31',
        retiroKit: null,
        pago: { alias: null, cbu: null, link: null, efectivo: true, notas: null },
        distancias: [
          {
            distancia: 33,
            cupo: 5,
            ocupados: 5,
            libres: 0,
            enEspera: 1,
            precio: 20000,
            precioAnticipado: 15000,
            precioActual: 15000,
          },
          {
            distancia: 66,
            cupo: null,
            ocupados: 5,
            libres: null,
            enEspera: 0,
            precio: 25000,
            precioAnticipado: null,
            precioActual: 25000,
          },
        ],
      },
    }));
    renderWithProviders(<EventFees eventId={3} />);
    expect(
      await screen.findByText(/33 km \$\s?15\.000 \(anticipado hasta el 31\/12\/2999\) · 66 km \$\s?25\.000/),
    ).toBeVisible();
    expect(screen.getByText('33 km completo: podés anotarte en la lista de espera.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ver la lista de inscriptos' })).toHaveAttribute(
      'href',
      '/eventos/3/inscriptos',
    );
  });
});
