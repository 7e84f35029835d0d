import type { RiderResult } from '@carreras/domain/results/results-hub.schemas';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { aRiderResult } from '../test-builders.ts';
import { RiderResultView } from './rider-result-view.tsx';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const noGaps = { toFirst: null, toAhead: null };

const lap = (n: number, position: number | null) => ({
  lap: n,
  time: 1_800_000,
  cumulative: n * 1_800_000,
  position,
  categoryPosition: position,
  riders: 4,
  categoryAverage: 1_850_000,
});

async function show(answer: RiderResult) {
  mockFetch(() => ({ status: 200, body: answer }));
  renderWithProviders(<RiderResultView eventId={7} dorsal={12} resultsHref="/results/7" />);
  await screen.findByRole('heading', { level: 1, name: 'Ana Pérez' });
}

/** The three place cards, by their label. */
const placeCard = (label: string) => screen.getByText(label, { selector: 'p' }).parentElement as HTMLElement;

describe('RiderResultView', () => {
  it('shows a disqualified rider their status, no place anywhere and their laps without a place', async () => {
    await show(
      aRiderResult({
        status: 'DISQUALIFIED',
        completedLaps: 2,
        lapDetails: [lap(1, null), lap(2, null)],
      }),
    );
    expect(screen.getByText('Estado')).toBeInTheDocument();
    expect(screen.getByText('Descalificado (DSQ)')).toBeInTheDocument();
    expect(screen.queryByText('Tiempo total')).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/de 0|—/);
    expect(placeCard('Categoría')).toHaveTextContent(/^CategoríaDSQ$/);
    expect(placeCard('General')).toHaveTextContent(/^GeneralDSQ5 llegaron$/);
    expect(placeCard('General femenina')).toHaveTextContent(/^General femeninaDSQ2 llegaron$/);

    const laps = screen.getByRole('table', { name: 'Tus vueltas' });
    expect(within(laps).getAllByRole('row')).toHaveLength(3);
    expect(within(laps).queryByRole('columnheader', { name: 'Puesto' })).not.toBeInTheDocument();
    expect(laps).not.toHaveTextContent(/º/);
    expect(screen.getByText('Sin puestos por vuelta: Descalificado (DSQ).')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Descargar diploma' })).not.toBeInTheDocument();
  });

  it('shows a rider who never started their status and no laps at all', async () => {
    await show(aRiderResult({ status: 'DNS' }));
    expect(screen.getByText('No largó (DNS)')).toBeInTheDocument();
    expect(placeCard('Categoría')).toHaveTextContent(/^CategoríaDNS$/);
    expect(screen.queryByRole('heading', { name: 'Tus vueltas' })).not.toBeInTheDocument();
    expect(screen.queryByText(/pasadas registradas/)).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/de 0|—/);
  });

  it('keeps the places of a rider who stopped (DNF) on the laps they completed', async () => {
    await show(aRiderResult({ status: 'DNF', completedLaps: 1, lapDetails: [lap(1, 3)] }));
    expect(screen.getByText('No finalizó (DNF)')).toBeInTheDocument();
    expect(placeCard('General')).toHaveTextContent(/^GeneralDNF5 llegaron$/);
    const laps = screen.getByRole('table', { name: 'Tus vueltas' });
    expect(within(laps).getByRole('columnheader', { name: 'Puesto' })).toBeInTheDocument();
    expect(within(laps).getAllByRole('row')[1]).toHaveTextContent('3º de 4');
    expect(within(laps).getAllByRole('row')[1]).toHaveTextContent('3º en categoría');
  });

  it('shows a rider still on course their places now, with how many finished', async () => {
    await show(
      aRiderResult({
        finished: false,
        status: 'IN_PROGRESS',
        completedLaps: 1,
        overall: { position: 7, of: 1, gaps: noGaps },
        category: { position: 3, of: 0, gaps: noGaps },
        sex: { position: 4, of: 1, label: 'General femenina' },
        lapDetails: [lap(1, 2)],
      }),
    );
    expect(screen.getByText('3º en su categoría en este momento')).toBeInTheDocument();
    expect(screen.getByText('En carrera: 1 de 2 vueltas. Se actualiza solo.')).toBeInTheDocument();
    expect(placeCard('Categoría')).toHaveTextContent(/^Categoría3ºen este momento$/);
    expect(placeCard('General')).toHaveTextContent(/^General7ºen este momento1 llegó$/);
    expect(placeCard('General femenina')).toHaveTextContent(/^General femenina4ºen este momento1 llegó$/);
    expect(document.body).not.toHaveTextContent(/de 0|—/);
  });

  it('shows a finisher their time and places out of those who finished', async () => {
    await show(
      aRiderResult({
        finalTime: 3_600_000,
        completedLaps: 2,
        overall: { position: 2, of: 5, gaps: { toFirst: 4_000, toAhead: 4_000 } },
        category: { position: 1, of: 1, gaps: { toFirst: 0, toAhead: null } },
        sex: { position: 1, of: 2, label: 'General femenina' },
        lapDetails: [lap(1, 3), lap(2, 2)],
      }),
    );
    expect(screen.getByText('Tiempo total')).toBeInTheDocument();
    expect(placeCard('Categoría')).toHaveTextContent(/^Categoría1º de 1$/);
    expect(placeCard('General')).toHaveTextContent(/^General2º de 5$/);
    expect(screen.getByRole('link', { name: 'Descargar diploma' })).toBeInTheDocument();
  });
});
