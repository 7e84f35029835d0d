import type { Inscription } from '@carreras/domain/inscriptions/inscription.schemas';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { storeSession } from '../../../lib/session-storage.ts';
import { anInscription, registrationInfo } from '../../../test/fixtures.ts';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { InscriptionDetail } from './inscription-detail.tsx';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const holder = { id: 7, dni: '30123456' };
const partner = { id: 8, dni: '31222333' };

/** The inscription at GET /api/inscriptions/:id and its event's registration (places, fees, how to pay). */
const serve = (inscription: Inscription) =>
  mockFetch((url) =>
    url.endsWith('/registration')
      ? { status: 200, body: registrationInfo({ eventId: inscription.eventId }) }
      : { status: 200, body: inscription },
  );

describe('InscriptionDetail', () => {
  it('shows where and when the runner starts, the amount due, how to pay and a payment to verify', async () => {
    storeSession('runner', 'tok');
    const pago = { alias: 'carrera.tafi', cbu: null, link: null, efectivo: true, notas: null };
    mockFetch((url) =>
      url.endsWith('/registration')
        ? { status: 200, body: registrationInfo({ eventId: 3, pago }) }
        : {
            status: 200,
            body: anInscription({
              eventId: 3,
              eventLugar: 'Tafí del Valle',
              grupo: 'Largada 2',
              // 10:15 in Buenos Aires (UTC-3).
              horaLargada: Date.UTC(2026, 3, 12, 13, 15),
              montoAPagar: 36000,
              pagoInformado: true,
            }),
          },
    );
    renderWithProviders(<InscriptionDetail inscriptionId={11} runner={holder} />);
    expect(await screen.findByText('Largada 2 · 10:15')).toBeVisible();
    expect(screen.getByText('Tafí del Valle')).toBeVisible();
    expect(screen.getByText('Pago informado: a verificar')).toBeVisible();
    expect(screen.getByText(/Monto a pagar: \$\s?36\.000/)).toBeVisible();
    expect(await screen.findByText('Transferencia al alias carrera.tafi')).toBeVisible();
  });

  it('shows an own inscription read-only with its payment state and bib', async () => {
    storeSession('runner', 'tok');
    serve(anInscription({ numeroDorsalAsignado: 42 }));
    renderWithProviders(<InscriptionDetail inscriptionId={11} runner={holder} />);
    expect(await screen.findByText('Inscripción Registrada - Pago Pendiente')).toBeVisible();
    expect(screen.getByText('42')).toBeVisible();
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it("shows a pair's partner the pair the server lets them read, with the holder as partner", async () => {
    storeSession('runner', 'tok');
    const pair = anInscription({
      esEquipo: true,
      compañero: { id: 8, nombre: 'Lucía', apellido: 'Herrera', dni: '31222333', sexo: 'F' },
      compañeroPendiente: null,
    });
    serve(pair);
    // Runner 8 is the partner, not the holder (7): the server answered 200, so it is theirs.
    renderWithProviders(<InscriptionDetail inscriptionId={11} runner={partner} />);
    expect(await screen.findByText('Lucía Herrera (DNI 31222333)')).toBeVisible();
    expect(screen.getByText('Joaquín Gómez (DNI 30123456)')).toBeVisible();
    expect(screen.getByText('En pareja')).toBeVisible();
    expect(screen.queryByText('No tenés permiso para ver esta inscripción')).toBeNull();
  });

  it("shows the holder a pending pair with the invited partner's DNI only", async () => {
    storeSession('runner', 'tok');
    serve(anInscription({ compañeroPendiente: { dni: '31222333' } }));
    renderWithProviders(<InscriptionDetail inscriptionId={11} runner={holder} />);
    expect(await screen.findByText('En pareja (Pendiente de confirmación del compañero/a)')).toBeVisible();
    expect(screen.getByText('DNI 31222333')).toBeVisible();
  });

  it('names the invited partner to the holder by the short name the check showed', async () => {
    storeSession('runner', 'tok');
    serve(anInscription({ compañeroPendiente: { dni: '31222333', nombre: 'Martina G.' } }));
    renderWithProviders(<InscriptionDetail inscriptionId={11} runner={holder} />);
    expect(await screen.findByText('Martina G. (DNI 31222333)')).toBeVisible();
  });

  it('shows the invited partner who invites them, before they answer', async () => {
    storeSession('runner', 'tok');
    serve(anInscription({ compañeroPendiente: { dni: '31222333' } }));
    renderWithProviders(<InscriptionDetail inscriptionId={11} runner={partner} />);
    expect(await screen.findByText('Te invitó a correr en pareja')).toBeVisible();
    expect(screen.getByText('Joaquín Gómez (DNI 30123456)')).toBeVisible();
    expect(screen.queryByText('Compañero/a invitado/a')).toBeNull();
  });

  it('refuses someone else inscription with the spec message', async () => {
    storeSession('runner', 'tok');
    mockFetch(() => ({
      status: 403,
      body: { error: 'FORBIDDEN', message: 'No tenés permiso para ver esta inscripción' },
    }));
    renderWithProviders(<InscriptionDetail inscriptionId={12} runner={holder} />);
    expect((await screen.findAllByText('No tenés permiso para ver esta inscripción')).length).toBeGreaterThan(0);
  });

  it('shows the load error', async () => {
    storeSession('runner', 'tok');
    mockFetch(() => ({ status: 404, body: { error: 'NOT_FOUND', message: 'Inscripción no encontrada' } }));
    renderWithProviders(<InscriptionDetail inscriptionId={99} runner={holder} />);
    expect(await screen.findByText('No se pudo cargar la información de la inscripción')).toBeVisible();
  });
});
