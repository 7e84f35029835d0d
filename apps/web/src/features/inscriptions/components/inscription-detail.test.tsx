import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { anInscription } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { InscriptionDetail } from './inscription-detail.tsx';

describe('InscriptionDetail (back-office)', () => {
  it('names a pending partner by the short name the holder was shown, beside the DNI', async () => {
    const inscription = anInscription({ compañeroPendiente: { dni: '31222333', nombre: 'Martina G.' } });
    renderWithProviders(<InscriptionDetail inscription={inscription} onDeleted={vi.fn()} />);
    expect(await screen.findByText('Compañero (pendiente de confirmación)')).toBeVisible();
    expect(screen.getByText('Martina G. (DNI 31222333)')).toBeVisible();
  });
});
