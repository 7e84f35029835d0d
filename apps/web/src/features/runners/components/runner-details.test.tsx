import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { anAdminInscriptionPage, aRunner } from '../../../test/fixtures.ts';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import type { AdminRunner } from '../api/get-runner.ts';
import { RunnerDetails } from './runner-details.tsx';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('RunnerDetails', () => {
  it('shows a failed password-change count as unknown, never as 0 (D1)', async () => {
    mockFetch((url) =>
      url.includes('password-change-count')
        ? { status: 500, body: { error: 'INTERNAL_ERROR', message: 'Error interno del servidor' } }
        : { status: 200, body: anAdminInscriptionPage([]) },
    );
    renderWithProviders(<RunnerDetails runner={aRunner({ id: 7 }) as unknown as AdminRunner} />);
    expect(await screen.findByText('No disponible')).toBeInTheDocument();
    expect(screen.queryByText(/^0 de 2$/)).not.toBeInTheDocument();
  });
});
