import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { storeSession } from '../../lib/session-storage.ts';
import { mockFetch, renderWithProviders } from '../../test/render.tsx';
import { RequireRunner } from './guards.tsx';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

function renderGuardedProfile() {
  return renderWithProviders(
    <Routes>
      <Route
        path="/profile"
        element={
          <RequireRunner>
            <p>Perfil privado</p>
          </RequireRunner>
        }
      />
      <Route path="/login" element={<p>Pantalla de ingreso</p>} />
    </Routes>,
    { route: '/profile' },
  );
}

describe('RequireRunner', () => {
  it('does not sign the runner out when the server cannot be reached, and lets them retry', async () => {
    storeSession('runner', 'tok-runner');
    let online = false;
    globalThis.fetch = (async () => {
      if (!online) throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify({ id: 1, nombre: 'Ana' }), { status: 200 });
    }) as typeof fetch;
    renderGuardedProfile();
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo conectar con el servidor');
    expect(screen.queryByText('Pantalla de ingreso')).not.toBeInTheDocument();

    online = true;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Perfil privado')).toBeVisible();
  });

  it('sends a runner whose token the server refuses to the login page', async () => {
    storeSession('runner', 'tok-old');
    mockFetch(() => ({ status: 401, body: { error: 'UNAUTHENTICATED', message: 'Sesión expirada' } }));
    renderGuardedProfile();
    expect(await screen.findByText('Pantalla de ingreso')).toBeVisible();
  });

  it('sends a visitor without a session to the login page', async () => {
    renderGuardedProfile();
    expect(await screen.findByText('Pantalla de ingreso')).toBeVisible();
  });
});
