import { inscriptionMessages } from '@carreras/domain/inscriptions/inscription.messages';
import type { Inscription } from '@carreras/domain/inscriptions/inscription.schemas';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aCategory } from '../../../test/fixtures.ts';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { InscriptionsTable } from './inscriptions-table.tsx';

const person = { id: 5, nombre: 'Lucía', apellido: 'Paz', dni: '38111222', sexo: 'F' as const };
const inscription: Inscription = {
  id: 9,
  runnerId: 5,
  runner_id: 5,
  eventId: 3,
  eventName: 'Desafío 2026',
  eventDate: '2026-12-01',
  distancia: 66,
  categoria: 'ELITE FEM',
  categoryId: 1,
  esEquipo: false,
  compañero: null,
  pagoConfirmado: true,
  inscripcionConfirmada: true,
  asistenciaConfirmada: false,
  numeroDorsalAsignado: 41,
  createdAt: '2026-11-01T10:00:00Z',
  updatedAt: '2026-11-01T10:00:00Z',
  runner: person,
};

describe('InscriptionsTable', () => {
  it('says what a part-paid pair has paid, as the kit desk recorded it', () => {
    mockFetch(() => ({ status: 404, body: { error: 'NOT_FOUND', message: 'No encontrado' } }));
    const half = {
      ...inscription,
      pagoConfirmado: false,
      inscripcionConfirmada: false,
      montoAPagar: 80000,
      montoPagado: 40000,
      saldo: 40000,
      estadoPago: 'parcial' as const,
    };
    renderWithProviders(<InscriptionsTable items={[half]} />);
    expect(screen.getByText(/^Pagó \$\s40\.000$/)).toBeInTheDocument();
  });

  it('removes the bib when the entry is left empty', async () => {
    const calls = mockFetch(() => ({ status: 200, body: { ...inscription, numeroDorsalAsignado: null } }));
    const user = userEvent.setup();
    renderWithProviders(<InscriptionsTable items={[inscription]} />);
    await user.click(screen.getByRole('button', { name: '#41 dorsal de Lucía Paz' }));
    await user.clear(screen.getByLabelText('Número de dorsal'));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Dorsal eliminado correctamente')).toBeInTheDocument();
    expect(calls[0]?.url).toBe('/api/inscriptions/9/assign-dorsal/0');
    expect(calls[0]?.init.method).toBe('PATCH');
  });

  it('says a bib another rider holds under the bib, keeping the dialog and what was typed', async () => {
    const taken = inscriptionMessages.bibTaken(7);
    mockFetch(() => ({ status: 409, body: { error: 'BIB_TAKEN', message: taken } }));
    const user = userEvent.setup();
    renderWithProviders(<InscriptionsTable items={[inscription]} />);
    await user.click(screen.getByRole('button', { name: '#41 dorsal de Lucía Paz' }));
    const field = screen.getByLabelText('Número de dorsal');
    await user.clear(field);
    await user.type(field, '7');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(taken)).toBeInTheDocument();
    expect(screen.getByLabelText('Número de dorsal')).toHaveValue('7');
    expect(screen.getByLabelText('Número de dorsal')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the spec message when the attendance change fails and leaves the switch as it was', async () => {
    mockFetch(() => ({ status: 500, body: { message: 'Error interno del servidor' } }));
    const user = userEvent.setup();
    renderWithProviders(<InscriptionsTable items={[inscription]} />);
    const toggle = screen.getByRole('switch', { name: 'Asistencia confirmada de Lucía Paz' });
    await user.click(toggle);
    expect(await screen.findByText('Error al actualizar estado de asistencia')).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
  });

  it('answers a payment change with the new state and a toast whose Deshacer puts the old state back on the server', async () => {
    let serverPaid = true;
    const calls = mockFetch((url, init) => {
      if (url.endsWith('/confirm-payment')) {
        serverPaid = JSON.parse(String(init.body)).pagoConfirmado;
        return { status: 200, body: { ...inscription, pagoConfirmado: serverPaid } };
      }
      return { status: 200, body: { items: [], total: 0, page: 1, limit: 10 } };
    });
    const user = userEvent.setup();
    renderWithProviders(<InscriptionsTable items={[inscription]} />);
    const toggle = screen.getByRole('switch', { name: 'Pago confirmado de Lucía Paz' });
    await user.click(toggle);
    expect(await screen.findByText('Pago marcado como pendiente: Lucía Paz')).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
    expect(serverPaid).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Deshacer' }));
    expect(await screen.findByText('Cambio deshecho')).toBeInTheDocument();
    expect(serverPaid).toBe(true);
    const patches = calls.filter((c) => c.url.endsWith('/confirm-payment')).map((c) => JSON.parse(String(c.init.body)));
    expect(patches).toEqual([{ pagoConfirmado: false }, { pagoConfirmado: true }]);
  });

  it('names the field to fix instead of a bare validation error', async () => {
    mockFetch(() => ({
      status: 400,
      body: {
        error: 'VALIDATION_ERROR',
        message: 'Error de validación',
        fields: { pagoConfirmado: 'Se esperaba un booleano' },
      },
    }));
    const user = userEvent.setup();
    renderWithProviders(<InscriptionsTable items={[inscription]} />);
    const toggle = screen.getByRole('switch', { name: 'Pago confirmado de Lucía Paz' });
    await user.click(toggle);
    expect(await screen.findByText('Se esperaba un booleano')).toBeInTheDocument();
    expect(screen.queryByText('Error de validación')).not.toBeInTheDocument();
    expect(toggle).toBeChecked();
  });

  it('saves the category chosen in Editar Categoría on the server', async () => {
    const calls = mockFetch((url, init) => {
      if (/^\/api\/events\/\d+\/categories/.test(url))
        return {
          status: 200,
          body: [
            aCategory({ id: 3, nombre: 'MENORES', distancia: 33, sexo: 'M', edadMinima: 13, edadMaxima: 14 }),
            aCategory({ id: 1, nombre: 'ELITE FEM', distancia: 66, sexo: 'F', edadMinima: 24, edadMaxima: 29 }),
            aCategory({ id: 2, nombre: 'SUB 23 FEM', distancia: 66, sexo: 'F', edadMinima: 19, edadMaxima: 23 }),
          ],
        };
      if (init.method === 'PATCH') return { status: 200, body: { ...inscription, categoria: 'SUB 23 FEM' } };
      return { status: 404, body: { message: 'Recurso no encontrado' } };
    });
    const user = userEvent.setup();
    renderWithProviders(<InscriptionsTable items={[inscription]} />);
    await user.click(screen.getByRole('button', { name: 'Editar Categoría de Lucía Paz' }));
    await user.click(await screen.findByRole('combobox', { name: 'Categoría' }));
    await user.click(await screen.findByRole('option', { name: 'SUB 23 FEM', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Categoría actualizada correctamente')).toBeInTheDocument();
    const patch = calls.find((c) => c.init.method === 'PATCH');
    expect(patch?.url).toBe('/api/inscriptions/9');
    expect(JSON.parse(String(patch?.init.body))).toEqual({ categoria: 'SUB 23 FEM' });
  });
});
