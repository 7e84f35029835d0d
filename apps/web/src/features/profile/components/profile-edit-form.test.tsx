import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '../../../lib/session-storage.ts';
import { aRunner } from '../../../test/fixtures.ts';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { ProfileEditForm } from './profile-edit-form.tsx';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('ProfileEditForm', () => {
  it('warns about the category and sends the unchanged birth date at noon UTC', async () => {
    storeSession('runner', 'tok');
    const calls = mockFetch(() => ({ status: 200, body: aRunner({ email: 'nuevo@example.com' }) }));
    const onDone = vi.fn();
    renderWithProviders(<ProfileEditForm runner={aRunner()} onDone={onDone} />);
    expect(screen.getByText(/tu categoría en la carrera puede cambiar/)).toBeVisible();
    expect(screen.getByLabelText(/^Fecha de nacimiento/)).toHaveValue('14/08/1992');
    await userEvent.clear(screen.getByLabelText(/^Email/));
    await userEvent.type(screen.getByLabelText(/^Email/), 'nuevo@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls[0]?.url).toBe('/api/runners/7');
    expect(calls[0]?.init.method).toBe('PUT');
    expect(JSON.parse(String(calls[0]?.init.body))).toMatchObject({
      email: 'nuevo@example.com',
      fechaNacimiento: '1992-08-14T12:00:00.000Z',
      obraSocial: null,
    });
    expect(await screen.findByText('Perfil actualizado correctamente')).toBeVisible();
  });

  it('shows a stored phone readably in its field and sends it back as the digits wa.me dials', async () => {
    storeSession('runner', 'tok');
    const calls = mockFetch(() => ({ status: 200, body: aRunner() }));
    const onDone = vi.fn();
    const runner = aRunner({ whatsapp: '5493814445566', telefono: '5491144445555' });
    renderWithProviders(<ProfileEditForm runner={runner} onDone={onDone} />);
    expect(screen.getByLabelText(/^WhatsApp/)).toHaveValue('+54 9 381 444-5566');
    expect(screen.getByLabelText(/^Teléfono de emergencia/)).toHaveValue('+54 9 11 4444-5555');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(JSON.parse(String(calls[0]?.init.body))).toMatchObject({
      whatsapp: '5493814445566',
      telefono: '5491144445555',
    });
  });

  it("shows the runner's club and sends it changed, or null when emptied", async () => {
    storeSession('runner', 'tok');
    const calls = mockFetch(() => ({ status: 200, body: aRunner() }));
    const onDone = vi.fn();
    renderWithProviders(<ProfileEditForm runner={aRunner({ club: 'Team Norte' })} onDone={onDone} />);
    const club = screen.getByLabelText(/^Club o team/);
    expect(club).toHaveValue('Team Norte');
    await userEvent.clear(club);
    await userEvent.type(club, '  Bici   Club ');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(JSON.parse(String(calls[0]?.init.body))).toMatchObject({ club: 'Bici Club' });

    await userEvent.clear(club);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(JSON.parse(String(calls[1]?.init.body))).toMatchObject({ club: null });
  });

  it('says how long a club may be', async () => {
    storeSession('runner', 'tok');
    const calls = mockFetch(() => ({ status: 500 }));
    renderWithProviders(<ProfileEditForm runner={aRunner()} onDone={() => {}} />);
    await userEvent.click(screen.getByLabelText(/^Club o team/));
    await userEvent.paste('x'.repeat(81));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    expect(await screen.findByText('El club puede tener hasta 80 caracteres')).toBeVisible();
    expect(calls).toHaveLength(0);
  });

  it('validates with the spec messages', async () => {
    storeSession('runner', 'tok');
    const calls = mockFetch(() => ({ status: 500 }));
    renderWithProviders(<ProfileEditForm runner={aRunner()} onDone={() => {}} />);
    await userEvent.clear(screen.getByLabelText(/^Email/));
    await userEvent.type(screen.getByLabelText(/^Email/), 'no-es-un-email');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    expect(await screen.findByText('Email inválido')).toBeVisible();
    expect(calls).toHaveLength(0);
  });

  it('keeps the edits and shows the fallback message when the server refuses without one', async () => {
    storeSession('runner', 'tok');
    mockFetch(() => ({ status: 500 }));
    const onDone = vi.fn();
    renderWithProviders(<ProfileEditForm runner={aRunner()} onDone={onDone} />);
    await userEvent.clear(screen.getByLabelText(/^Provincia/));
    await userEvent.type(screen.getByLabelText(/^Provincia/), 'Salta');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    expect((await screen.findAllByText('Error al actualizar el perfil')).length).toBeGreaterThan(0);
    expect(screen.getByLabelText(/^Provincia/)).toHaveValue('Salta');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('says the session is gone when there is no token', async () => {
    const calls = mockFetch(() => ({ status: 500 }));
    renderWithProviders(<ProfileEditForm runner={aRunner()} onDone={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    expect(await screen.findByText('No autorizado. Por favor, inicie sesión nuevamente.')).toBeVisible();
    expect(calls).toHaveLength(0);
  });
});
