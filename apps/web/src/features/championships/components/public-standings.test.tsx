import { championshipMessages } from '@carreras/domain/championships/championship.messages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import ChampionshipStandingsPage from '../../../app/routes/championship-standings.tsx';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { someStandings } from './standings-fixtures.ts';

function renderPage(route = '/campeonatos/5', standings = someStandings()) {
  const calls = mockFetch((url) =>
    url === '/api/championships/5/standings'
      ? { status: 200, body: standings }
      : { status: 404, body: { error: 'NOT_FOUND', message: championshipMessages.championshipNotFound } },
  );
  renderWithProviders(
    <Routes>
      <Route path="/campeonatos/:id" element={<ChampionshipStandingsPage />} />
    </Routes>,
    { route },
  );
  return { calls, user: userEvent.setup() };
}

const rowOf = (name: string) => screen.getByRole('rowheader', { name: new RegExp(name) }).closest('tr') as HTMLElement;
const cellsOf = (name: string) => within(rowOf(name)).getAllByRole('cell');

describe('public championship standings', () => {
  it('heads the table with the dates, their day and a Provisorio badge only on a date with results not final', async () => {
    renderPage();
    const dates = await screen.findByRole('list', { name: 'Fechas del campeonato' }, { timeout: 5000 });
    const [first, second, third] = within(dates).getAllByRole('listitem');
    expect(first).toHaveTextContent('Fecha 1Fecha Tafí · 08/03/2026');
    expect(within(first as HTMLElement).queryByText('Provisorio')).not.toBeInTheDocument();
    expect(second).toHaveTextContent('Fecha 2Fecha Raco · 10/05/2026');
    expect(within(second as HTMLElement).getByText('Provisorio')).toBeInTheDocument();
    expect(within(third as HTMLElement).queryByText('Provisorio')).not.toBeInTheDocument();
    expect(third).toHaveTextContent('Sin resultados');
    expect(screen.getByText(championshipMessages.provisional)).toBeInTheDocument();
    expect(screen.getByText('Suman los mejores 2 resultados de 3 fechas: los tachados no suman.')).toBeInTheDocument();
  });

  it('shows counted points plainly and a discarded one struck through, labelled "no suma"', async () => {
    renderPage();
    await screen.findByRole('table', { name: 'Clasificación Master A' }, { timeout: 5000 });
    // Position, total, fecha 1, fecha 2, fecha 3, wins (the name is the row's header).
    const [position, total, first, second, third, wins] = cellsOf('Bruno Díaz');
    expect(position).toHaveTextContent('2');
    expect(total).toHaveTextContent('145');
    expect(first).toHaveTextContent(/^80$/);
    expect(first?.querySelector('s')).toBeNull();
    expect(second).toHaveTextContent('50 (no suma)');
    expect(second?.querySelector('s')).toHaveTextContent('50');
    expect(third).toHaveTextContent(/^65$/);
    expect(wins).toHaveTextContent('0');
    expect(cellsOf('Ana Paz')[4]).toHaveTextContent('No corrió');
    expect(screen.getByText('Team Yungas')).toBeInTheDocument();
  });

  it('gives tied riders the same place, marked as a tie, and the next rider the place after both', async () => {
    renderPage();
    await screen.findByRole('table', { name: 'Clasificación Master A' }, { timeout: 5000 });
    expect(cellsOf('Ana Paz')[0]).toHaveTextContent(/^1$/);
    expect(cellsOf('Bruno Díaz')[0]).toHaveTextContent('2 (empate)');
    expect(cellsOf('Carla Ruiz')[0]).toHaveTextContent('2 (empate)');
    expect(cellsOf('Diego Sosa')[0]).toHaveTextContent(/^4$/);
  });

  it('opens at the category the address names and switches with the picker', async () => {
    const { user } = renderPage('/campeonatos/5?categoria=Elite');
    expect(await screen.findByRole('table', { name: 'Clasificación Elite' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Clasificación Master A' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Categoría' }), 'Master A');
    expect(await screen.findByRole('table', { name: 'Clasificación Master A' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Todas las categorías' })).not.toBeInTheDocument();
  });

  it('says so when the championship does not exist, with no retry', async () => {
    renderPage('/campeonatos/6');
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      championshipMessages.championshipNotFound,
    );
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
  });
});
