import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { anAdminInscription, participantData } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { InscriptionsGrid } from './inscriptions-grid.tsx';

describe('InscriptionsGrid', () => {
  it('shows stored phones readably in Datos Personales', async () => {
    const user = userEvent.setup();
    const inscription = anAdminInscription({
      runnerData: participantData({ whatsapp: '5493814445566', telefono: '5491144445555' }),
    });
    renderWithProviders(<InscriptionsGrid items={[inscription]} />);
    await user.click(await screen.findByRole('tab', { name: 'Datos Personales' }));
    expect(await screen.findByText('WhatsApp +54 9 381 444-5566')).toBeVisible();
    expect(screen.getByText('Emergencia +54 9 11 4444-5555')).toBeVisible();
  });

  it('names a pending partner by the short name the holder was shown, beside the DNI', async () => {
    const named = anAdminInscription({ id: 1, compañeroPendiente: { dni: '31222333', nombre: 'Martina G.' } });
    const unnamed = anAdminInscription({
      id: 2,
      runner: { id: 8, nombre: 'Ana', apellido: 'Díaz', dni: '32000111', sexo: 'F' },
      compañeroPendiente: { dni: '33444555' },
    });
    renderWithProviders(<InscriptionsGrid items={[named, unnamed]} />);
    expect(await screen.findByText('Individual (pareja pendiente: Martina G., DNI 31222333)')).toBeVisible();
    expect(screen.getByText('Individual (pareja pendiente: DNI 33444555)')).toBeVisible();
  });
});
