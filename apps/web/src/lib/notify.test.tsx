import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { notify } from './notify.ts';

describe('notify', () => {
  it('closes an old error toast when a later change succeeds', async () => {
    renderWithProviders(<p>pantalla</p>);
    notify.error('Error al actualizar estado de pago');
    expect(await screen.findByText('Error al actualizar estado de pago')).toBeInTheDocument();
    notify.success('Pago confirmado: Lucía Paz');
    expect(await screen.findByText('Pago confirmado: Lucía Paz')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Error al actualizar estado de pago')).not.toBeInTheDocument());
  });

  it("runs the undo once from 'Deshacer' and tells when it could not", async () => {
    renderWithProviders(<p>pantalla</p>);
    let undone = 0;
    notify.undoable('Asistencia confirmada: Lucía Paz', async () => {
      undone += 1;
      throw new Error('Error al actualizar estado de asistencia');
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Deshacer' }));
    expect(await screen.findByText('Error al actualizar estado de asistencia')).toBeInTheDocument();
    expect(undone).toBe(1);
    await waitFor(() => expect(screen.queryByText('Asistencia confirmada: Lucía Paz')).not.toBeInTheDocument());
  });
});
