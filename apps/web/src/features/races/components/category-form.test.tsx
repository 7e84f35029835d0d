import type { Modality } from '@carreras/domain/races/race.schemas';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aCategory } from '../../../test/fixtures.ts';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { CategoryForm } from './category-form.tsx';

const modalities: Modality[] = [
  { id: 1, nombre: 'Promocional', distancia: 33, descripcion: null, activo: true, race_id: 9 },
  { id: 2, nombre: 'Competitiva', distancia: 66, descripcion: null, activo: true, race_id: 9 },
];

function renderForm(list: Modality[] = modalities) {
  const onDone = vi.fn();
  renderWithProviders(<CategoryForm raceId={9} modalities={list} category={null} onDone={onDone} />);
  return { onDone, user: userEvent.setup() };
}

async function chooseModality(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('combobox', { name: /^Modalidad/ }));
  await user.click(await screen.findByRole('option', { name, hidden: true }));
}

describe('CategoryForm', () => {
  it('copies the distance of the chosen modality and hides the ages of a free category', async () => {
    const calls = mockFetch(() => ({
      status: 201,
      body: aCategory({
        id: 8,
        nombre: 'E-BIKE',
        modality_id: 2,
        race_id: 9,
        esLibre: true,
        edadMinima: null,
        edadMaxima: null,
      }),
    }));
    const { user, onDone } = renderForm();
    await user.type(screen.getByLabelText(/^Nombre de la categoría/), 'E-BIKE');
    await chooseModality(user, 'Competitiva (66 km)');
    expect(screen.getByLabelText('Distancia (km)')).toHaveValue('66');

    expect(screen.getByLabelText(/^Edad mínima/)).toBeInTheDocument();
    await user.click(screen.getByLabelText('Categoría libre (sin límite de edad)'));
    expect(screen.queryByLabelText(/^Edad mínima/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Edad máxima/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(JSON.parse(String(calls[0]?.init.body))).toMatchObject({
      nombre: 'E-BIKE',
      modality_id: 2,
      race_id: 9,
      distancia: 66,
      esLibre: true,
      edadMinima: null,
      edadMaxima: null,
    });
  });

  it('requires ages in range for a category with ages, and keeps what was typed on a server error', async () => {
    mockFetch(() => ({
      status: 409,
      body: { error: 'CONFLICT', message: 'Ya existe una categoría con ese nombre en esta modalidad' },
    }));
    const { user, onDone } = renderForm();
    await user.type(screen.getByLabelText(/^Nombre de la categoría/), 'ELITE MASC');
    await chooseModality(user, 'Competitiva (66 km)');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('La edad mínima es obligatoria')).toBeInTheDocument();
    expect(screen.getByText('La edad máxima es obligatoria')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Edad mínima/), '30');
    await user.type(screen.getByLabelText(/^Edad máxima/), '23');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('La edad mínima no puede ser mayor que la edad máxima')).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^Edad máxima/));
    await user.type(screen.getByLabelText(/^Edad máxima/), '35');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    const failure = await screen.findByText(/Ya existe una categoría con ese nombre/);
    expect(failure.closest('[role="alert"]')).toHaveTextContent(
      'Error al guardar la categoría: Ya existe una categoría con ese nombre en esta modalidad',
    );
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^Nombre de la categoría/)).toHaveValue('ELITE MASC');
  });

  it('caps the age inputs at 100 (minimum) and 999 (maximum)', async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText(/^Edad mínima/), '150');
    await user.type(screen.getByLabelText(/^Edad máxima/), '1500');
    await user.tab();
    expect(screen.getByLabelText(/^Edad mínima/)).toHaveValue('100');
    expect(screen.getByLabelText(/^Edad máxima/)).toHaveValue('999');
  });

  it('warns when the race has no modalities yet', () => {
    renderForm([]);
    expect(screen.getByText('Primero debes crear modalidades para esta carrera.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeDisabled();
  });
});
