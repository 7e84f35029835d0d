import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { storedToken, storeSession } from '../../lib/session-storage.ts';
import { anInscriptionPage, aRunner } from '../../test/fixtures.ts';
import { mockFetch, renderWithProviders } from '../../test/render.tsx';
import { RequireRunner } from './guards.tsx';
import ProfilePage from './profile.tsx';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  localStorage.clear();
});

function renderRunnerArea(route: string) {
  return renderWithProviders(
    <Routes>
      <Route
        path="/profile"
        element={
          <RequireRunner>
            <ProfilePage />
          </RequireRunner>
        }
      />
      <Route
        path="/inscripcion"
        element={
          <RequireRunner>
            <p>Formulario de inscripción</p>
          </RequireRunner>
        }
      />
    </Routes>,
    { route },
  );
}

describe('a temporary password (D14)', () => {
  it('sends the runner to the change-password form, open, with nothing else the server would refuse', async () => {
    storeSession('runner', 'tok-temporal');
    let temporary = true;
    const calls = mockFetch((url) => {
      if (url === '/api/auth/profile') return { status: 200, body: aRunner({ requiereCambioPassword: temporary }) };
      if (url === '/api/profile/password-change-count') return { status: 200, body: { count: 2 } };
      if (url === '/api/auth/change-password') {
        temporary = false;
        return { status: 200, body: { message: 'Contraseña actualizada correctamente', token: 'tok-nuevo', count: 2 } };
      }
      if (url.startsWith('/api/inscriptions')) return { status: 200, body: anInscriptionPage([]) };
      return { status: 404, body: { error: 'NOT_FOUND', message: 'Ruta no encontrada' } };
    });
    renderRunnerArea('/inscripcion');

    expect(await screen.findByText('Tu contraseña es temporal. Cambiala para seguir usando tu cuenta.')).toBeVisible();
    expect(screen.queryByText('Formulario de inscripción')).toBeNull();
    // Two changes used: a temporary password is still replaced, and that change does not count (D14).
    expect(screen.queryByText('Has alcanzado el límite de cambios de contraseña (2)')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancelar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Editar Perfil' })).toBeNull();
    expect(calls.some((c) => c.url.startsWith('/api/inscriptions'))).toBe(false);

    await userEvent.type(screen.getByLabelText('Contraseña actual'), 'temporal-1');
    await userEvent.type(screen.getByLabelText('Nueva contraseña'), 'definitiva-1');
    await userEvent.type(screen.getByLabelText('Confirmar nueva contraseña'), 'definitiva-1');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar Contraseña' }));

    expect(await screen.findByRole('button', { name: 'Editar Perfil' })).toBeVisible();
    expect(screen.queryByText('Tu contraseña es temporal. Cambiala para seguir usando tu cuenta.')).toBeNull();
    expect(storedToken('runner')).toBe('tok-nuevo');
  });
});
