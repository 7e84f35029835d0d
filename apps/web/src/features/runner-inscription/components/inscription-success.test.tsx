import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { storeSession } from '../../../lib/session-storage.ts';
import { anInscription } from '../../../test/fixtures.ts';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { InscriptionSuccess } from './inscription-success.tsx';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

function renderSuccess(compañeroPendiente: { dni: string; nombre?: string } | null) {
  mockFetch(() => ({ status: 404, body: { error: 'NOT_FOUND', message: 'Recurso no encontrado' } }));
  storeSession('runner', 'tok');
  renderWithProviders(
    <InscriptionSuccess
      inscription={anInscription({
        distancia: 66,
        categoria: 'ELITE MASC',
        eventDate: '2026-12-20',
        compañeroPendiente,
      })}
    />,
  );
}

describe('the success page of a pair waiting for the partner', () => {
  it('names the partner and offers a WhatsApp message to send them, with no phone of theirs', async () => {
    renderSuccess({ dni: '31222333', nombre: 'Martina G.' });
    expect(await screen.findByText('Martina G.')).toBeVisible();
    expect(screen.getByText(/Invitaste a/)).toHaveTextContent(
      'Invitaste a Martina G. (DNI 31222333) a correr en pareja',
    );
    const link = screen.getByRole('link', { name: 'Avisale por WhatsApp' });
    const url = new URL(link.getAttribute('href') ?? '');
    // No number: WhatsApp asks the runner which chat to send it to.
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/');
    expect(url.searchParams.get('text')).toBe(
      '¡Hola Martina! Te invité a correr en pareja conmigo en Carrera MTB Tucumán - 7ª Edición (20/12/2026): 66 km, categoría ELITE MASC.\n' +
        `Para confirmar, entrá con tu DNI a Mis Inscripciones en ${window.location.origin}/profile y aceptá la invitación.`,
    );
  });

  it('falls back to the DNI when no name came with the invitation', async () => {
    renderSuccess({ dni: '31222333' });
    expect(await screen.findByText(/Invitaste a DNI 31222333 a correr en pareja/)).toBeVisible();
    const link = screen.getByRole('link', { name: 'Avisale por WhatsApp' });
    expect(new URL(link.getAttribute('href') ?? '').searchParams.get('text')).toMatch(/^¡Hola! Te invité/);
  });

  it('offers no partner message for a solo inscription', async () => {
    renderSuccess(null);
    expect(await screen.findByText(/Te inscribiste en/)).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Avisale por WhatsApp' })).toBeNull();
  });
});
