import { todayInOrganiserZone } from '@carreras/domain/dates';
import type { Event } from '@carreras/domain/events/event.schemas';
import { LANDING_OFFERS } from '@carreras/domain/events/landing-data';
import type { PlacesInfo } from '@carreras/domain/places/places.schemas';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import LandingPage from '../../../app/routes/landing.tsx';
import { anEvent, registrationInfo, someCategories } from '../../../test/fixtures.ts';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { CurrentEvent } from './current-event.tsx';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const offer: PlacesInfo = {
  eventId: 4,
  lugares: { cupo: 50, ocupados: 49, libres: 1, enEspera: 0 },
  listaPublica: false,
  whatsappOrganizador: null,
  fechaFinAnticipado: '2999-12-31',
  retiroKit: null,
  pago: { alias: null, cbu: null, link: null, efectivo: false, notas: null },
  distancias: [
    {
      distancia: 33,
      cupo: null,
      ocupados: 49,
      libres: 1,
      enEspera: 0,
      precio: 25000,
      precioAnticipado: 22000,
      precioActual: 22000,
    },
  ],
};

/** The public API of the landing: the events, each one's categories and registration (`offers` by event id). */
function serve(events: Event[], offers: Record<number, PlacesInfo> = {}) {
  return mockFetch((url) => {
    if (url.startsWith('/api/events?')) return { status: 200, body: events };
    const registration = /^\/api\/events\/(\d+)\/registration$/.exec(url);
    if (registration) {
      const eventId = Number(registration[1]);
      return { status: 200, body: offers[eventId] ?? registrationInfo({ eventId }) };
    }
    if (/^\/api\/events\/\d+\/categories$/.test(url)) return { status: 200, body: someCategories() };
    return { status: 404, body: { error: 'NOT_FOUND', message: 'Recurso no encontrado' } };
  });
}

describe('CurrentEvent', () => {
  it('shows the event from the API with its window and categories per distance', async () => {
    const calls = serve([anEvent()]);
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

  it('says inscriptions are closed instead of offering them', async () => {
    serve([anEvent({ fechaCierreInscripciones: '2001-01-01', inscripcionesAbiertas: false })]);
    renderWithProviders(<CurrentEvent />);
    expect(await screen.findByText('Inscripciones cerradas')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Inscribirme ahora' })).toBeNull();
  });

  it('shows an error text, never invented data, when the API fails', async () => {
    mockFetch(() => ({ status: 500, body: { error: 'INTERNAL_ERROR', message: 'Error interno del servidor' } }));
    renderWithProviders(<CurrentEvent />);
    expect(await screen.findByText('No se pudo cargar la información del evento. Intentá más tarde.')).toBeVisible();
  });

  it('lists another open edition with its price in force and the places left', async () => {
    serve([anEvent(), anEvent({ id: 4, nombre: 'Vuelta al Cadillal' })], { 4: offer });
    renderWithProviders(<CurrentEvent />);
    expect(await screen.findByText('También con inscripciones abiertas')).toBeVisible();
    expect(
      await screen.findByText(
        /^Precio: 33 km \$\s?22\.000 \(anticipado hasta el 31\/12\/2999\)$/,
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    expect(screen.getByText('Queda 1 lugar.')).toBeVisible();
  });

  it('on race day the landing offers the open edition once, in the lead, with its price and places', async () => {
    const today = anEvent({
      id: 9,
      nombre: 'Rally San Javier',
      fecha: todayInOrganiserZone(),
      fechaCierreInscripciones: '2001-01-01',
      inscripcionesAbiertas: false,
    });
    const open = anEvent({ id: 4, nombre: 'Vuelta al Cadillal' });
    serve([today, open], { 4: offer });
    renderWithProviders(<LandingPage />);
    expect(await screen.findByRole('heading', { name: 'Hoy: Rally San Javier' })).toBeVisible();
    expect(screen.getAllByRole('link', { name: 'Ver resultados en vivo' })[0]).toHaveAttribute('href', '/results/9');
    expect(
      await screen.findByText(
        /^Precio: 33 km \$\s?22\.000 \(anticipado hasta el 31\/12\/2999\)$/,
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    expect(screen.getByText('Queda 1 lugar.')).toBeVisible();
    expect(await screen.findByText(/Categorías 33 km/)).toBeVisible();
    expect(screen.getAllByText('Vuelta al Cadillal')).toHaveLength(1);
    expect(screen.queryByText('También con inscripciones abiertas')).toBeNull();
  });

  it('lists as many other open editions as the page carries the prices of, and links to all of them', async () => {
    const editions = [1, 2, 3, 4, 5].map((n) => anEvent({ id: 10 + n, nombre: `Edición ${n}` }));
    serve([anEvent(), ...editions]);
    renderWithProviders(<CurrentEvent />);
    expect(await screen.findByText('También con inscripciones abiertas')).toBeVisible();
    const listed = editions.filter((e) => screen.queryByRole('link', { name: `Inscribirme en ${e.nombre}` }));
    expect(listed).toHaveLength(LANDING_OFFERS);
    expect(screen.getByRole('link', { name: 'Ver todas las ediciones con inscripciones abiertas' })).toHaveAttribute(
      'href',
      '/races/register',
    );
  });

  it('on race day lists a second open edition under "También con inscripciones abiertas"', async () => {
    const today = anEvent({
      id: 9,
      nombre: 'Rally San Javier',
      fecha: todayInOrganiserZone(),
      fechaCierreInscripciones: '2001-01-01',
      inscripcionesAbiertas: false,
    });
    serve([today, anEvent({ id: 4, nombre: 'Vuelta al Cadillal' }), anEvent()], { 4: offer });
    renderWithProviders(<LandingPage />);
    expect(await screen.findByText('También con inscripciones abiertas')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Inscribirme en Carrera MTB Tucumán - 7ª Edición' })).toHaveAttribute(
      'href',
      '/races/register',
    );
    expect(screen.queryByRole('link', { name: 'Inscribirme en Vuelta al Cadillal' })).toBeNull();
    expect(screen.getAllByText('Vuelta al Cadillal')).toHaveLength(1);
  });
});
