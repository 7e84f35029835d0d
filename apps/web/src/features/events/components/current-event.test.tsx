import { todayInOrganiserZone } from '@carreras/domain/dates';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { anEvent, someCategories } from '../../../test/fixtures.ts';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { CurrentEvent } from './current-event.tsx';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('CurrentEvent', () => {
  it('shows the event from the API with its window and categories per distance', async () => {
    const calls = mockFetch((url) =>
      url.startsWith('/api/events?') ? { status: 200, body: [anEvent()] } : { status: 200, body: someCategories() },
    );
    renderWithProviders(<CurrentEvent />);
    expect(await screen.findByText('Carrera MTB Tucumán - 7ª Edición')).toBeVisible();
    expect(screen.getByText('Inscripciones abiertas')).toBeVisible();
    expect(await screen.findByText(/Categorías 33 km/)).toBeVisible();
    expect(screen.getByText('MENORES')).toBeVisible();
    expect(screen.getByText('13-14 años')).toBeVisible();
    expect(screen.getByText('Todas las edades')).toBeVisible();
    // The current event and the other open ones are read from the one public list of events.
    expect(new Set(calls.map((c) => c.url).filter((url) => url.startsWith('/api/events?')))).toEqual(
      new Set(['/api/events?active=true']),
    );
  });

  it('says enrolment is closed instead of offering it', async () => {
    mockFetch((url) =>
      url.startsWith('/api/events?')
        ? { status: 200, body: [anEvent({ fechaCierreInscripciones: '2001-01-01', inscripcionesAbiertas: false })] }
        : { status: 200, body: [] },
    );
    renderWithProviders(<CurrentEvent />);
    expect(await screen.findByText('Inscripciones cerradas')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Inscribirme ahora' })).toBeNull();
  });

  it('shows an error text, never invented data, when the API fails', async () => {
    mockFetch(() => ({ status: 500, body: { error: 'INTERNAL_ERROR', message: 'Error interno del servidor' } }));
    renderWithProviders(<CurrentEvent />);
    expect(await screen.findByText('No se pudo cargar la información del evento. Intenta más tarde.')).toBeVisible();
  });

  it("on race day links to today's live results and still points to another open edition", async () => {
    const today = anEvent({
      id: 9,
      nombre: 'Rally San Javier',
      fecha: todayInOrganiserZone(),
      fechaCierreInscripciones: '2001-01-01',
      inscripcionesAbiertas: false,
    });
    mockFetch((url) => {
      if (url === '/api/events?active=true&limit=1') return { status: 200, body: [today] };
      if (url === '/api/events?active=true') return { status: 200, body: [today, anEvent()] };
      return { status: 200, body: someCategories() };
    });
    renderWithProviders(<CurrentEvent />);
    expect(await screen.findByRole('link', { name: 'Ver resultados en vivo' })).toHaveAttribute('href', '/results/9');
    expect(await screen.findByText('También con inscripciones abiertas')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Inscribirme en Carrera MTB Tucumán - 7ª Edición' })).toHaveAttribute(
      'href',
      '/races/register',
    );
  });
});
