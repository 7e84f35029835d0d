import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { someCategories } from '../../../test/fixtures.ts';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { CategoriesPanel } from './categories-panel.tsx';
import { RacesList } from './races-list.tsx';

const race = { id: 9, nombre: 'Carrera MTB', descripcion: 'Edición anual', activo: true };

describe('RacesList', () => {
  it('says there are no races yet', async () => {
    mockFetch(() => ({ status: 200, body: [] }));
    renderWithProviders(<RacesList onManage={vi.fn()} />);
    expect(await screen.findByText('No hay carreras registradas.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nueva Carrera' })).toBeInTheDocument();
  });

  it('warns that deleting a race takes its modalities and categories, and shows a refusal', async () => {
    const calls = mockFetch((_url, init) =>
      init.method === 'DELETE'
        ? {
            status: 409,
            body: {
              error: 'CONFLICT',
              message: 'No se puede eliminar la carrera porque tiene eventos con inscripciones',
            },
          }
        : { status: 200, body: [race] },
    );
    const onManage = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<RacesList onManage={onManage} />);
    expect(await screen.findByText('Activa')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Gestionar Carrera MTB' }));
    expect(onManage).toHaveBeenCalledWith(race);

    await user.click(screen.getByRole('button', { name: 'Eliminar Carrera MTB' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar carrera' });
    expect(dialog).toHaveTextContent('También se eliminarán todas sus modalidades y categorías.');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(
      await screen.findByText(
        'Error al eliminar la carrera: No se puede eliminar la carrera porque tiene eventos con inscripciones',
      ),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.url === '/api/races/9' && call.init.method === 'DELETE')).toBe(true);
  });
});

describe('CategoriesPanel', () => {
  it('shows modality with distance, the sex badge and Libre or the age range', async () => {
    mockFetch((url) => {
      if (url === '/api/races/9/categories') return { status: 200, body: someCategories() };
      return {
        status: 200,
        body: [{ id: 1, nombre: 'Competitiva', distancia: 66, descripcion: null, activo: true, race_id: 9 }],
      };
    });
    renderWithProviders(<CategoriesPanel raceId={9} />);
    const ebike = await screen.findByRole('row', { name: /E-BIKE/ });
    expect(ebike).toHaveTextContent('Competitiva (66 km)');
    expect(ebike).toHaveTextContent('Mixto');
    expect(ebike).toHaveTextContent('Todas las edades');
    const menores = screen.getByRole('row', { name: /MENORES MASC/ });
    expect(menores).toHaveTextContent('Masculino');
    expect(menores).toHaveTextContent('13-14 años');
    expect(screen.getByRole('row', { name: /ELITE FEM/ })).toHaveTextContent('Femenino');
  });

  it('asks for modalities first when the race has none', async () => {
    mockFetch(() => ({ status: 200, body: [] }));
    renderWithProviders(<CategoriesPanel raceId={9} />);
    expect(await screen.findByText('Primero debes crear modalidades para esta carrera.')).toBeInTheDocument();
    expect(screen.getByText('No hay categorías registradas para esta carrera.')).toBeInTheDocument();
  });
});
