import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aCategory, anEvent, anInscription, aRunner } from '../../../test/fixtures.ts';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { NewInscriptionForm } from './new-inscription-form.tsx';

const runner = aRunner({ id: 5, nombre: 'Lucía', apellido: 'Paz', dni: '38111222', sexo: 'F' });
const category = (id: number, nombre: string, sexo: 'M' | 'F' | 'MIXTO') =>
  aCategory({ id, nombre, distancia: 66, sexo, esLibre: sexo === 'MIXTO', edadMinima: null, edadMaxima: null });

function api(
  created: { status: number; body: unknown } = { status: 201, body: anInscription({ id: 1, runnerId: 5, eventId: 3 }) },
) {
  return mockFetch((url, init) => {
    if (init.method === 'POST') return created;
    if (url.startsWith('/api/runners')) return { status: 200, body: { items: [runner], total: 1, page: 1, limit: 10 } };
    if (url.startsWith('/api/events/3/categories'))
      return { status: 200, body: [{ ...category(4, 'MENORES', 'M'), distancia: 33 }, category(1, 'ELITE FEM', 'F')] };
    if (url.startsWith('/api/events'))
      return { status: 200, body: [anEvent({ id: 3, nombre: 'Desafío 2026', fecha: '2026-12-01' })] };
    if (url.startsWith('/api/inscriptions/available-categories'))
      return {
        status: 200,
        body: [category(1, 'ELITE FEM', 'F'), category(2, 'ELITE MASC', 'M'), category(3, 'E-BIKE', 'MIXTO')],
      };
    return { status: 404, body: { message: 'Recurso no encontrado' } };
  });
}

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option, hidden: true }));
}

describe('NewInscriptionForm', () => {
  it('keeps submit, distance and category disabled until a runner (and a distance) is chosen', async () => {
    const calls = api();
    const user = userEvent.setup();
    const onDone = vi.fn();
    renderWithProviders(<NewInscriptionForm onDone={onDone} initialEventId={3} />);
    expect(screen.getByRole('button', { name: 'Crear Inscripción' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Distancia' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Categoría' })).toBeDisabled();

    fireEvent.change(screen.getByLabelText(/^Buscar corredor/), { target: { value: '381' } });
    await user.click(await screen.findByRole('listitem'));
    expect(screen.getByRole('button', { name: 'Crear Inscripción' })).toBeEnabled();
    expect(screen.getByRole('combobox', { name: 'Distancia' })).toBeEnabled();
    expect(screen.getByRole('combobox', { name: 'Categoría' })).toBeDisabled();

    await choose(user, 'Distancia', '66 km');
    expect(screen.getByRole('combobox', { name: 'Categoría' })).toBeEnabled();
    await user.click(screen.getByRole('combobox', { name: 'Categoría' }));
    expect(await screen.findByRole('option', { name: 'ELITE MASC (Masculino)', hidden: true })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'ELITE FEM', hidden: true })).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'ELITE MASC (Masculino)', hidden: true }));
    expect(screen.getByText('Categoría de otro sexo')).toBeInTheDocument();

    await user.click(screen.getByLabelText('Pago confirmado'));
    await user.type(screen.getByLabelText('Número de dorsal (opcional)'), '12');
    await user.click(screen.getByRole('button', { name: 'Crear Inscripción' }));
    expect(await screen.findByText('Inscripción creada correctamente')).toBeInTheDocument();
    const post = calls.find((c) => c.init.method === 'POST');
    expect(JSON.parse(String(post?.init.body))).toEqual({
      runnerId: 5,
      eventId: 3,
      distancia: 66,
      categoria: 'ELITE MASC',
      pagoConfirmado: true,
      inscripcionConfirmada: true,
      asistenciaConfirmada: false,
      numeroDorsalAsignado: 12,
    });
    expect(onDone).toHaveBeenCalled();
  });

  it('says a bib another inscription holds under the bib, by its BIB_TAKEN code', async () => {
    api({ status: 409, body: { error: 'BIB_TAKEN', message: 'El dorsal 12 ya está asignado a otro corredor' } });
    const user = userEvent.setup();
    const onDone = vi.fn();
    renderWithProviders(<NewInscriptionForm onDone={onDone} initialEventId={3} />);
    fireEvent.change(screen.getByLabelText(/^Buscar corredor/), { target: { value: '381' } });
    await user.click(await screen.findByRole('listitem'));
    await choose(user, 'Distancia', '66 km');
    await choose(user, 'Categoría', 'ELITE FEM');
    await user.type(screen.getByLabelText('Número de dorsal (opcional)'), '12');
    await user.click(screen.getByRole('button', { name: 'Crear Inscripción' }));
    const bib = screen.getByLabelText('Número de dorsal (opcional)');
    expect(await screen.findByText('El dorsal 12 ya está asignado a otro corredor')).toBeInTheDocument();
    expect(bib).toHaveAttribute('aria-invalid', 'true');
    expect(onDone).not.toHaveBeenCalled();
  });
});
