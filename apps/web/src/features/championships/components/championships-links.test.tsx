import type { ChampionshipSummary } from '@carreras/domain/championships/championship.schemas';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths.ts';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { useChampionships } from '../api/get-championships.ts';
import { ChampionshipsLinks, ChampionshipsList } from './championships-list.tsx';

const summary = (id: number, nombre: string, anio: number, dates = 6): ChampionshipSummary => ({
  id,
  nombre,
  anio,
  dates,
  publicado: true,
});

function answer(list: ChampionshipSummary[]) {
  return mockFetch(() => ({ status: 200, body: list }));
}

function ReadDone() {
  return useChampionships().isSuccess ? <span>leído</span> : null;
}

const links = (
  <>
    <ChampionshipsLinks standingsHref={(id) => paths.championship(id)} listHref={paths.championships} />
    <ReadDone />
  </>
);

describe('championships on the results hub and the landing', () => {
  it('shows no Campeonatos section while there is no championship', async () => {
    answer([]);
    renderWithProviders(links);
    await screen.findByText('leído', {}, { timeout: 5000 });
    expect(screen.queryByRole('heading', { name: 'Campeonatos' })).not.toBeInTheDocument();
  });

  it('links the three newest seasons and the whole list when there are more', async () => {
    answer([
      summary(1, 'Copa 2024', 2024),
      summary(2, 'Copa 2026', 2026),
      summary(3, 'Copa 2025', 2025),
      summary(4, 'Copa 2023', 2023),
    ]);
    renderWithProviders(links);
    expect(await screen.findByRole('heading', { name: 'Campeonatos' }, { timeout: 5000 })).toBeInTheDocument();
    const names = screen.getAllByRole('link').map((link) => link.textContent);
    expect(names).toEqual(['Copa 2026 (2026)', 'Copa 2025 (2025)', 'Copa 2024 (2024)', 'Ver todos los campeonatos']);
    expect(screen.getByRole('link', { name: 'Copa 2026 (2026)' })).toHaveAttribute('href', '/campeonatos/2');
    expect(screen.getByRole('link', { name: 'Ver todos los campeonatos' })).toHaveAttribute('href', '/campeonatos');
  });

  it('lists every championship on /campeonatos with its season and dates', async () => {
    answer([summary(1, 'Copa 2025', 2025, 1), summary(2, 'Copa 2026', 2026)]);
    renderWithProviders(<ChampionshipsList standingsHref={(id) => paths.championship(id)} />);
    expect(await screen.findByRole('link', { name: 'Copa 2026' }, { timeout: 5000 })).toHaveAttribute(
      'href',
      '/campeonatos/2',
    );
    expect(screen.getByText('Temporada 2026 · 6 fechas')).toBeInTheDocument();
    expect(screen.getByText('Temporada 2025 · 1 fecha')).toBeInTheDocument();
  });
});
