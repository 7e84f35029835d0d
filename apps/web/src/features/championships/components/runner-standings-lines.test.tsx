import type { RunnerStandingsResponse } from '@carreras/domain/championships/championship.schemas';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths.ts';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { useRunnerStandings } from '../api/get-runner-standings.ts';
import { RunnerStandingsLines } from './runner-standings-lines.tsx';

/** Shows 'leído' once the rider's standings are read (the lines share the read through the cache). */
function ReadDone() {
  return useRunnerStandings(7).isSuccess ? <span>leído</span> : null;
}

const line = (overrides: Partial<RunnerStandingsResponse['standings'][number]> = {}) => ({
  championshipId: 5,
  nombre: 'Copa Tucumán MTB',
  anio: 2026,
  categoryName: 'Master A',
  position: 3,
  total: 245,
  riders: 18,
  provisional: false,
  ...overrides,
});

function answer(standings: RunnerStandingsResponse['standings']) {
  return mockFetch((url) =>
    url === '/api/championships/standing-of-runner/7'
      ? { status: 200, body: { runnerId: 7, standings } }
      : { status: 404, body: { error: 'NOT_FOUND', message: 'No encontrado' } },
  );
}

describe('RunnerStandingsLines', () => {
  it("says the rider's place, category and points in each championship, linking to that category's standings", async () => {
    answer([line(), line({ championshipId: 6, nombre: 'Copa Invierno', position: 1, total: 100, provisional: true })]);
    renderWithProviders(
      <RunnerStandingsLines runnerId={7} standingsHref={paths.championship} title="Mis Campeonatos" />,
    );
    const link = await screen.findByRole(
      'link',
      { name: 'Copa Tucumán MTB: 3º en Master A con 245 pts' },
      { timeout: 5000 },
    );
    expect(link).toHaveAttribute('href', '/campeonatos/5?categoria=Master%20A');
    expect(screen.getByRole('heading', { name: 'Mis Campeonatos' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Copa Invierno: 1º en Master A con 100 pts' })).toBeInTheDocument();
    expect(screen.getAllByText('Provisorio')).toHaveLength(1);
  });

  it('shows nothing for a rider without points in any championship', async () => {
    const calls = answer([]);
    renderWithProviders(
      <>
        <RunnerStandingsLines runnerId={7} standingsHref={paths.championship} title="Mis Campeonatos" />
        <ReadDone />
      </>,
    );
    await screen.findByText('leído', {}, { timeout: 5000 });
    expect(calls.map((call) => call.url)).toEqual(['/api/championships/standing-of-runner/7']);
    expect(screen.queryByRole('heading', { name: 'Mis Campeonatos' })).not.toBeInTheDocument();
  });

  it('reads nothing while the rider is unknown', () => {
    const calls = answer([line()]);
    renderWithProviders(<RunnerStandingsLines runnerId={null} standingsHref={paths.championship} />);
    expect(calls).toEqual([]);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
