import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { storeSession } from '../../../lib/session-storage.ts';
import { aRunner, dniTakenAnswer } from '../../../test/fixtures.ts';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import AdminRunnerCreatePage from './runner-create.tsx';

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/runners/create" element={<AdminRunnerCreatePage />} />
      <Route path="/admin/login" element={<p>Pantalla de login</p>} />
      <Route path="/admin/runners/:id" element={<p>Detalle del corredor</p>} />
    </Routes>,
    { route: '/admin/runners/create' },
  );
}

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Nombre/), 'Valentina');
  await user.type(screen.getByLabelText(/^Apellido/), 'Quispe');
  await user.type(screen.getByLabelText(/^DNI/), '35123456');
  await user.type(screen.getByLabelText(/^Fecha de nacimiento/), '21031995');
  await user.type(screen.getByLabelText(/^Email/), 'valentina@example.com');
  await user.type(screen.getByLabelText(/^WhatsApp/), '+54 381 555-1234');
  await user.type(screen.getByLabelText(/^Teléfono de emergencia/), '+54 381 555-4321');
  await user.type(screen.getByLabelText(/^Provincia/), 'Tucumán');
  await user.click(screen.getByRole('combobox', { name: /^Grupo sanguíneo/ }));
  await user.click(await screen.findByRole('option', { name: 'O+', hidden: true }));
}

describe('AdminRunnerCreatePage', () => {
  it('generates an 8-character password and sends requiereCambioPassword', async () => {
    storeSession('admin', 'token-admin');
    const calls = mockFetch(() => ({
      status: 201,
      body: {
        ...aRunner({ id: 77, nombre: 'Valentina', apellido: 'Quispe', dni: '35123456' }),
        passwordChangeCount: 0,
      },
    }));
    const user = userEvent.setup();
    renderPage();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Generar' }));
    const password = (screen.getByLabelText(/^Contraseña/) as HTMLInputElement).value;
    expect(password).toMatch(/^[A-Za-z0-9]{8}$/);
    await user.click(screen.getByRole('button', { name: 'Registrar Corredor' }));
    expect(await screen.findByText('Detalle del corredor')).toBeInTheDocument();
    const body = JSON.parse(String(calls[0]?.init.body));
    expect(body).toMatchObject({ dni: '35123456', password, requiereCambioPassword: true, grupoSanguineo: 'O+' });
  });

  it('on a 401 says the session expired, signs out and goes to the admin login', async () => {
    storeSession('admin', 'token-admin');
    mockFetch(() => ({ status: 401, body: { message: 'No autorizado. Por favor, inicie sesión nuevamente.' } }));
    const user = userEvent.setup();
    renderPage();
    await fillForm(user);
    await user.type(screen.getByLabelText(/^Contraseña/), 'secreta1');
    await user.click(screen.getByRole('button', { name: 'Registrar Corredor' }));
    expect(await screen.findByText('Pantalla de login')).toBeInTheDocument();
    expect(
      await screen.findByText('Sesión expirada o no autorizada. Por favor, inicie sesión nuevamente.'),
    ).toBeInTheDocument();
    expect(localStorage.getItem('admin_token')).toBeNull();
  });

  it('keeps everything typed and shows the server message when the server refuses', async () => {
    storeSession('admin', 'token-admin');
    mockFetch(dniTakenAnswer);
    const user = userEvent.setup();
    renderPage();
    await fillForm(user);
    await user.type(screen.getByLabelText(/^Contraseña/), 'secreta1');
    await user.click(screen.getByRole('button', { name: 'Registrar Corredor' }));
    expect(await screen.findByText('Error: Ya existe un corredor registrado con este DNI')).toBeInTheDocument();
    expect(screen.getByText('Ya existe un corredor registrado con este DNI')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nombre/)).toHaveValue('Valentina');
    expect(screen.getByLabelText(/^Contraseña/)).toHaveValue('secreta1');
  });
});
