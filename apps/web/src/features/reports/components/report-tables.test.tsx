import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { formatPercentConfirmed } from './percent.ts';
import { CategoryReportTable, DistanceReportTable } from './report-tables.tsx';

describe('report tables', () => {
  it('formats the percent confirmed with two decimals, 0 for an empty row', () => {
    expect(formatPercentConfirmed({ totalInscripciones: 11, confirmadas: 5 })).toBe('45,45 %');
    expect(formatPercentConfirmed({ totalInscripciones: 3, confirmadas: 3 })).toBe('100,00 %');
    expect(formatPercentConfirmed({ totalInscripciones: 0, confirmadas: 0 })).toBe('0,00 %');
  });

  it('lists each distance with its numbers and a total row', () => {
    renderWithProviders(
      <DistanceReportTable
        rows={[
          { distancia: 33, totalInscripciones: 11, confirmadas: 5, pendientes: 6 },
          { distancia: 66, totalInscripciones: 9, confirmadas: 3, pendientes: 6 },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Inscripciones por distancia' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('33 km115645,45 %');
    expect(rows[3]).toHaveTextContent('Total2081240,00 %');
  });

  it('lists each category with its distance', () => {
    renderWithProviders(
      <CategoryReportTable
        rows={[{ categoria: 'ELITE MASC', distancia: 66, totalInscripciones: 3, confirmadas: 1, pendientes: 2 }]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Inscripciones por categoría' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('ELITE MASC66 km31233,33 %');
  });
});
