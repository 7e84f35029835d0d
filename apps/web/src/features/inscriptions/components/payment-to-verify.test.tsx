import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anInscription } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { InscriptionsTable } from './inscriptions-table.tsx';

describe("a runner's 'Ya pagué' in the admin list", () => {
  it('shows the payment to verify with its reference and the amount due', () => {
    const reported = anInscription({
      pagoConfirmado: false,
      pagoInformado: true,
      pagoReferencia: 'op 77',
      montoAPagar: 18000,
    });
    renderWithProviders(<InscriptionsTable items={[reported]} />);
    expect(screen.getByText('Pago a verificar (op 77)')).toBeVisible();
    expect(screen.getByText(/\$\s?18\.000/)).toBeVisible();
  });
});
