import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { PublicInscriptos } from './public-inscriptos.tsx';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('public list of inscriptos', () => {
  it('searches by name without accents or by bib', async () => {
    mockFetch(() => ({
      status: 200,
      body: {
        eventName: 'Desafío Tafí',
        eventDate: '2026-04-12',
        items: [
          { nombre: 'Tomás', apellido: 'Núñez', categoria: 'ELITE MASC', distancia: 66, dorsal: 7, compañero: null },
          {
            nombre: 'Ana',
            apellido: 'Paz',
            categoria: 'PROMO FEM',
            distancia: 33,
            dorsal: null,
            compañero: 'Eva Ruiz',
          },
        ],
      },
    }));
    renderWithProviders(<PublicInscriptos eventId={3} />);
    expect(await screen.findByText('Núñez, Tomás')).toBeVisible();
    expect(screen.getByText('Paz, Ana (con Eva Ruiz)')).toBeVisible();
    await userEvent.type(screen.getByLabelText('Buscar'), 'nunez');
    expect(screen.getByText('Mostrando 1')).toBeVisible();
    expect(screen.queryByText(/Paz, Ana/)).toBeNull();
    await userEvent.clear(screen.getByLabelText('Buscar'));
    await userEvent.type(screen.getByLabelText('Buscar'), '7');
    expect(screen.getByText('Núñez, Tomás')).toBeVisible();
  });

  it('says so when the organiser does not publish the list', async () => {
    mockFetch(() => ({
      status: 404,
      body: { error: 'NOT_FOUND', message: 'Este evento no publica su lista de inscriptos' },
    }));
    renderWithProviders(<PublicInscriptos eventId={3} />);
    expect(await screen.findByText('Este evento no publica su lista de inscriptos')).toBeVisible();
  });
});
