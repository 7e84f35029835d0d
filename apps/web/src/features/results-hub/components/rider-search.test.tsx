import type { RidersResponse } from '@carreras/domain/results/results-hub.schemas';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { RiderSearch } from './rider-search.tsx';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const riders: RidersResponse = {
  eventId: 7,
  eventName: '6ª Edición',
  riders: [
    {
      dorsal: 305,
      runnerName: 'Lucía Fernández',
      categoryName: 'PROMOCIONALES A FEM',
      distance: 33,
      status: 'COMPLETED',
      position: 2,
      overallPosition: 5,
      finalTime: 3_723_000,
    },
  ],
};

describe('RiderSearch', () => {
  it('loads the riders only once the search is used, then answers as the rider types', async () => {
    const calls = mockFetch(() => ({ status: 200, body: riders }));
    renderWithProviders(<RiderSearch eventId={7} riderHref={(dorsal) => `/resultados/7/${dorsal}`} />);
    const search = screen.getByLabelText('Buscá tu resultado');
    expect(calls).toEqual([]);

    await userEvent.type(search, 'fern');
    const match = await screen.findByRole('link', { name: /Lucía Fernández/ });
    expect(match).toHaveAttribute('href', '/resultados/7/305');
    expect(calls.map((call) => call.url)).toEqual(['/api/results/7/riders']);
  });
});
