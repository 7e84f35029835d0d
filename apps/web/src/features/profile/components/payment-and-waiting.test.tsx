import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { storeSession } from '../../../lib/session-storage.ts';
import { anInscription, registrationInfo } from '../../../test/fixtures.ts';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { MyInscriptions } from './my-inscriptions.tsx';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const pago = { alias: 'carrera.tafi', cbu: null, link: 'https://mpago.la/abc', efectivo: false, notas: null };

describe('Mis Inscripciones: the race first', () => {
  it('shows group and start time, amount and how to pay, takes "Ya pagué" with a reference, and lists the waiting place', async () => {
    let inscription = anInscription({
      runnerId: 7,
      eventId: 3,
      eventLugar: 'Tafí del Valle',
      grupo: 'Largada 1',
      // 09:30 in Buenos Aires (UTC-3).
      horaLargada: Date.UTC(2026, 3, 12, 12, 30),
      montoAPagar: 25000,
      pagoInformado: false,
      pagoReferencia: null,
    });
    const calls = mockFetch((url, init) => {
      if (url.startsWith('/api/inscriptions?'))
        return { status: 200, body: { items: [inscription], total: 1, page: 1, limit: 1000 } };
      if (url === '/api/events/3/registration') {
        return {
          status: 200,
          body: registrationInfo({ pago, eventId: 3 }),
        };
      }
      if (url.endsWith('/report-payment') && init.method === 'POST') {
        inscription = { ...inscription, pagoInformado: true, pagoReferencia: 'MP 555' };
        return { status: 200, body: inscription };
      }
      if (url === '/api/waiting-list') {
        return {
          status: 200,
          body: [
            {
              id: 4,
              eventId: 5,
              eventName: 'Vuelta al Cadillal',
              eventDate: '2026-05-10',
              distancia: 33,
              categoria: 'MASTER A',
              posicion: 2,
              createdAt: '2026-03-01T12:00:00.000Z',
              runner: { id: 7, nombre: 'Juan', apellido: 'Pérez', dni: '30111222' },
            },
          ],
        };
      }
      return { status: 404, body: { error: 'NOT_FOUND', message: 'Recurso no encontrado' } };
    });
    storeSession('runner', 'tok');
    renderWithProviders(<MyInscriptions runner={{ id: 7, dni: '30111222' }} />);
    const start = await screen.findByText('Largás en Largada 1 a las 09:30');
    const card = start.closest('li') as HTMLElement;
    expect(within(card).getByText(/Tafí del Valle/)).toBeVisible();
    expect(await within(card).findByText(/Monto a pagar: \$\s?25\.000/)).toBeVisible();
    expect(within(card).getByText('Transferencia al alias carrera.tafi')).toBeVisible();
    expect(within(card).getByRole('link', { name: 'Pagar en línea' })).toHaveAttribute('href', 'https://mpago.la/abc');

    await userEvent.click(within(card).getByRole('button', { name: 'Ya pagué' }));
    await userEvent.type(within(card).getByLabelText(/Referencia del pago/), 'MP 555');
    await userEvent.click(within(card).getByRole('button', { name: 'Avisar que pagué' }));
    expect(
      await within(card).findByText('Avisaste que pagaste: el organizador lo va a verificar. (referencia: MP 555)'),
    ).toBeVisible();
    const report = calls.find((c) => c.url.endsWith('/report-payment'));
    expect(JSON.parse(String(report?.init.body))).toEqual({ referencia: 'MP 555' });

    expect(await screen.findByText('Estás en la lista de espera: lugar 2')).toBeVisible();
    expect(screen.getByText(/Vuelta al Cadillal/)).toBeVisible();
  });
});
