import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { storedToken, storeSession } from '../../../lib/session-storage.ts';
import { aRunner } from '../../../test/fixtures.ts';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { PasswordSection } from './password-section.tsx';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

async function openForm() {
  await userEvent.click(await screen.findByRole('button', { name: 'Cambiar Contraseña' }));
}

describe('PasswordSection', () => {
  it('hides the change at 2 of 2 with the limit message', async () => {
    storeSession('runner', 'tok');
    mockFetch(() => ({ status: 200, body: { count: 2 } }));
    renderWithProviders(<PasswordSection runner={aRunner()} />);
    expect(await screen.findByText('2/2')).toBeVisible();
    expect(screen.getByText('Has alcanzado el límite de cambios de contraseña (2)')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Cambiar Contraseña' })).toBeNull();
  });

  it('counts a failed count fetch as 0', async () => {
    storeSession('runner', 'tok');
    mockFetch(() => ({ status: 500, body: { error: 'INTERNAL_ERROR', message: 'Error interno del servidor' } }));
    renderWithProviders(<PasswordSection runner={aRunner()} />);
    expect(await screen.findByText('0/2')).toBeVisible();
  });

  it('checks the new password locally with the spec messages', async () => {
    storeSession('runner', 'tok');
    const calls = mockFetch(() => ({ status: 200, body: { count: 0 } }));
    renderWithProviders(<PasswordSection runner={aRunner()} />);
    await openForm();
    await userEvent.type(screen.getByLabelText('Contraseña actual'), 'secreto1');
    await userEvent.type(screen.getByLabelText('Nueva contraseña'), 'abc');
    await userEvent.type(screen.getByLabelText('Confirmar nueva contraseña'), 'abd');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar Contraseña' }));
    expect(await screen.findByText('La nueva contraseña debe tener al menos 6 caracteres')).toBeVisible();
    expect(screen.getByText('Las contraseñas no coinciden')).toBeVisible();
    expect(calls.filter((c) => c.init.method === 'POST')).toHaveLength(0);
  });

  it('shows the server message on a refusal and keeps the fields', async () => {
    storeSession('runner', 'tok');
    mockFetch((url) =>
      url.endsWith('/auth/change-password')
        ? {
            status: 400,
            body: {
              error: 'VALIDATION_ERROR',
              message: 'La contraseña actual es incorrecta',
              fields: { currentPassword: 'La contraseña actual es incorrecta' },
            },
          }
        : { status: 200, body: { count: 1 } },
    );
    renderWithProviders(<PasswordSection runner={aRunner()} />);
    await openForm();
    await userEvent.type(screen.getByLabelText('Contraseña actual'), 'equivocada');
    await userEvent.type(screen.getByLabelText('Nueva contraseña'), 'nueva-clave');
    await userEvent.type(screen.getByLabelText('Confirmar nueva contraseña'), 'nueva-clave');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar Contraseña' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Contraseña actual')).toHaveAccessibleDescription(
        'La contraseña actual es incorrecta',
      ),
    );
    expect(screen.getByLabelText('Nueva contraseña')).toHaveValue('nueva-clave');
    expect(screen.queryByText('Contraseña actualizada correctamente')).toBeNull();
    expect(storedToken('runner')).toBe('tok');
  });

  it('adopts the token the server returns and moves the counter', async () => {
    storeSession('runner', 'tok-old');
    mockFetch((url) =>
      url.endsWith('/auth/change-password')
        ? { status: 200, body: { message: 'Contraseña actualizada correctamente', token: 'tok-new', count: 2 } }
        : { status: 200, body: { count: 1 } },
    );
    renderWithProviders(<PasswordSection runner={aRunner()} />);
    expect(await screen.findByText('1/2')).toBeVisible();
    await openForm();
    await userEvent.type(screen.getByLabelText('Contraseña actual'), 'secreto1');
    await userEvent.type(screen.getByLabelText('Nueva contraseña'), 'nueva-clave');
    await userEvent.type(screen.getByLabelText('Confirmar nueva contraseña'), 'nueva-clave');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar Contraseña' }));
    expect(await screen.findByText('Contraseña actualizada correctamente')).toBeVisible();
    expect(screen.getByText('2/2')).toBeVisible();
    expect(storedToken('runner')).toBe('tok-new');
  });
});
