import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anEvent } from '../../../test/fixtures.ts';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { EventDetail } from './event-detail.tsx';

describe('EventDetail', () => {
  it('shows the event, its three counters and the cards to grid, reports and timing', async () => {
    mockFetch((url) => {
      if (url === '/api/events/3') return { status: 200, body: anEvent({ fecha: '2026-04-12' }) };
      if (url === '/api/events/3/stats') {
        return { status: 200, body: { totalInscriptions: 12, confirmedInscriptions: 7, pendingInscriptions: 5 } };
      }
      return { status: 404, body: { error: 'NOT_FOUND', message: 'No encontrado' } };
    });
    renderWithProviders(<EventDetail id={3} placesSettings={null} />);
    expect(await screen.findByRole('heading', { name: 'Carrera MTB Tucumán - 7ª Edición' })).toBeInTheDocument();
    expect(screen.getByText('12/04/2026 · Tafí Viejo, Tucumán')).toBeInTheDocument();
    expect(await screen.findByText('12')).toBeInTheDocument();
    expect(screen.getByText('7')).toBeInTheDocument();
    expect(screen.getByText('5')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Inscripciones/ })).toHaveAttribute(
      'href',
      '/admin/inscriptions-grid?event=3',
    );
    expect(screen.getByRole('link', { name: /^Reportes/ })).toHaveAttribute('href', '/admin/events/3/reports');
    expect(screen.getByRole('link', { name: /^Cronometraje/ })).toHaveAttribute('href', '/admin/events/3/timing');
  });

  it('says Evento no encontrado with a way back for an unknown event', async () => {
    mockFetch(() => ({ status: 404, body: { error: 'NOT_FOUND', message: 'Evento no encontrado' } }));
    renderWithProviders(<EventDetail id={99} placesSettings={null} />);
    expect(await screen.findByText('Evento no encontrado')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a Eventos' })).toHaveAttribute('href', '/admin/events');
  });
});
