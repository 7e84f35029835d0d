import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { storeSession } from '../../../lib/session-storage.ts';
import { anInscription } from '../../../test/fixtures.ts';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { InscriptionDetail } from './inscription-detail.tsx';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('InscriptionDetail', () => {
  it('shows an own inscription read-only with its payment state and bib', async () => {
    storeSession('runner', 'tok');
    mockFetch(() => ({ status: 200, body: anInscription({ numeroDorsalAsignado: 42 }) }));
    renderWithProviders(<InscriptionDetail inscriptionId={11} runnerId={7} />);
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
    mockFetch(() => ({ status: 200, body: pair }));
    // Runner 8 is the partner, not the holder (7): the server answered 200, so it is theirs.
    renderWithProviders(<InscriptionDetail inscriptionId={11} runnerId={8} />);
    expect(await screen.findByText('Lucía Herrera (DNI 31222333)')).toBeVisible();
    expect(screen.getByText('Joaquín Gómez (DNI 30123456)')).toBeVisible();
    expect(screen.getByText('En pareja')).toBeVisible();
    expect(screen.queryByText('No tienes permiso para ver esta inscripción')).toBeNull();
  });

  it("shows the holder a pending pair with the invited partner's DNI only", async () => {
    storeSession('runner', 'tok');
    mockFetch(() => ({ status: 200, body: anInscription({ compañeroPendiente: { dni: '31222333' } }) }));
    renderWithProviders(<InscriptionDetail inscriptionId={11} runnerId={7} />);
    expect(await screen.findByText('En pareja (Pendiente de confirmación del compañero/a)')).toBeVisible();
    expect(screen.getByText('DNI 31222333')).toBeVisible();
  });

  it('refuses someone else inscription with the spec message', async () => {
    storeSession('runner', 'tok');
    mockFetch(() => ({
      status: 403,
      body: { error: 'FORBIDDEN', message: 'No tienes permiso para ver esta inscripción' },
    }));
    renderWithProviders(<InscriptionDetail inscriptionId={12} runnerId={7} />);
    expect((await screen.findAllByText('No tienes permiso para ver esta inscripción')).length).toBeGreaterThan(0);
  });

  it('shows the load error', async () => {
    storeSession('runner', 'tok');
    mockFetch(() => ({ status: 404, body: { error: 'NOT_FOUND', message: 'Inscripción no encontrada' } }));
    renderWithProviders(<InscriptionDetail inscriptionId={99} runnerId={7} />);
    expect(await screen.findByText('No se pudo cargar la información de la inscripción')).toBeVisible();
  });
});
