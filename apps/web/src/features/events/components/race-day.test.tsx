import type { Event } from '@carreras/domain/events/event.schemas';
import type { PaymentInstructions } from '@carreras/domain/places/places.schemas';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import LandingPage from '../../../app/routes/landing.tsx';
import { anEvent, registrationInfo, someCategories } from '../../../test/fixtures.ts';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { landingMoment } from './race-day.tsx';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

/** The landing's public API: `events` for every list of events, each event's categories and registration. */
const serve = (events: Event[], pago: Partial<PaymentInstructions> = {}) =>
  mockFetch((url) => {
    if (url === '/api/events?active=true&limit=1') return { status: 200, body: events.slice(0, 1) };
    if (url.startsWith('/api/events?')) return { status: 200, body: events };
    const registration = /^\/api\/events\/(\d+)\/registration$/.exec(url);
    if (registration) {
      const info = registrationInfo({ eventId: Number(registration[1]) });
      return { status: 200, body: { ...info, pago: { ...info.pago, ...pago } } };
    }
    if (/^\/api\/events\/\d+\/categories$/.test(url)) return { status: 200, body: someCategories() };
    if (url === '/api/championships') return { status: 200, body: [] };
    return { status: 404, body: { error: 'NOT_FOUND', message: 'Recurso no encontrado' } };
  });

const closed = { fechaAperturaInscripciones: '2001-01-01', fechaCierreInscripciones: '2001-01-02' };

describe('landingMoment', () => {
  const today = '2026-11-24';
  const raceToday = anEvent({ id: 3, nombre: 'Rally San Javier', fecha: today, ...closed });
  const next = anEvent({ id: 2, nombre: '7ª Edición', fecha: '2026-12-15' });
  const last = anEvent({ id: 1, nombre: '6ª Edición', fecha: '2025-04-13', ...closed });

  it('on race day leads with the current event and the editions open for inscriptions', () => {
    const moment = landingMoment([raceToday, next, last], today);
    expect(moment.today?.id).toBe(3);
    expect(moment.open.map((e) => e.id)).toEqual([2]);
    expect(moment.lastEdition?.id).toBe(1);
  });

  it('the day after, the race just run is the last edition', () => {
    const moment = landingMoment([next, raceToday, last], '2026-11-25');
    expect(moment.today).toBeNull();
    expect(moment.lastEdition?.id).toBe(3);
  });
});

describe('LandingPage', () => {
  it("shows the hero's 'Inscripción Carrera' only while some event is open", async () => {
    serve([anEvent({ ...closed })]);
    renderWithProviders(<LandingPage />);
    expect(await screen.findByText('Inscripciones cerradas')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Registro Corredor' })).toBeVisible();
    // Only the how-to list still names the inscription page.
    expect(screen.getAllByRole('link', { name: 'Inscripción Carrera' })).toHaveLength(1);
  });

  it("offers 'Inscripción Carrera' in the hero when an event is open", async () => {
    serve([anEvent()]);
    renderWithProviders(<LandingPage />);
    expect(await screen.findByText('Inscripciones abiertas')).toBeVisible();
    expect(screen.getAllByRole('link', { name: 'Inscripción Carrera' })).toHaveLength(2);
  });
});

describe("the how-to's payment step", () => {
  const withPayment = (pago: Partial<PaymentInstructions>) => serve([anEvent()], pago);

  it('follows the open edition: a transfer is explained on enrolling', async () => {
    withPayment({ alias: 'carrera.tafi' });
    renderWithProviders(<LandingPage />);
    expect(
      await screen.findByText(
        'Al inscribirte te mostramos cómo pagar. Presentá tu DNI para retirar el kit.',
        {},
        {
          timeout: 5000,
        },
      ),
    ).toBeVisible();
    expect(screen.queryByText(/en persona el día del evento/)).toBeNull();
  });

  it('says cash at the kit pick-up when that is the only way', async () => {
    withPayment({ efectivo: true });
    renderWithProviders(<LandingPage />);
    expect(
      await screen.findByText(
        'El pago se realiza en efectivo al retirar el kit. Presentá tu DNI para retirar el kit.',
        {},
        {
          timeout: 5000,
        },
      ),
    ).toBeVisible();
  });

  it('keeps the in-person sentence when nothing is set', async () => {
    withPayment({});
    renderWithProviders(<LandingPage />);
    expect(await screen.findByText('Inscripciones abiertas')).toBeVisible();
    expect(
      screen.getByText('El pago se realiza en persona el día del evento. Presentá tu DNI para retirar el kit.'),
    ).toBeVisible();
  });
});
