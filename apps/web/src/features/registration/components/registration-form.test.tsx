import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storedToken } from '../../../lib/session-storage.ts';
import { aRunner, dniTakenAnswer } from '../../../test/fixtures.ts';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { RegistrationForm, welcomeMessage } from './registration-form.tsx';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

async function fillValidForm(overrides: { dni?: string; confirm?: string } = {}) {
  await userEvent.type(screen.getByLabelText(/^Nombre/), 'María José');
  await userEvent.type(screen.getByLabelText(/^Apellido/), 'Núñez');
  await userEvent.type(screen.getByLabelText(/^DNI/), overrides.dni ?? '30123456');
  await userEvent.selectOptions(screen.getByLabelText(/^Sexo/), 'F');
  fireEvent.change(screen.getByLabelText(/^Fecha de nacimiento/), { target: { value: '01/01/1990' } });
  await userEvent.type(screen.getByLabelText(/^Email/), 'maria@example.com');
  await userEvent.type(screen.getByLabelText(/^WhatsApp/), '+54 381 444-5566');
  await userEvent.type(screen.getByLabelText(/^Teléfono de emergencia/), '+54 381 444-7788');
  await userEvent.type(screen.getByLabelText(/^Provincia/), 'Tucumán');
  await userEvent.selectOptions(screen.getByLabelText(/^Grupo sanguíneo/), 'O+');
  await userEvent.type(screen.getByLabelText(/^Contraseña/), 'secreto1');
  await userEvent.type(screen.getByLabelText(/^Confirmar contraseña/), overrides.confirm ?? 'secreto1');
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Registrarme' }));

describe('RegistrationForm', () => {
  it('shows the spec rules in Spanish and calls nobody while the form is invalid', async () => {
    const calls = mockFetch(() => ({ status: 500 }));
    renderWithProviders(<RegistrationForm onRegistered={() => {}} onCancel={() => {}} />);
    expect(screen.getByLabelText(/^País/)).toHaveValue('Argentina');
    await fillValidForm({ dni: '123', confirm: 'otra-clave' });
    await userEvent.clear(screen.getByLabelText(/^Nombre/));
    await userEvent.type(screen.getByLabelText(/^Nombre/), 'R2D2');
    await submit();
    expect(await screen.findByText('El DNI debe tener 7 u 8 dígitos')).toBeVisible();
    expect(screen.getByText('Las contraseñas no coinciden')).toBeVisible();
    expect(screen.getByText('Solo se permiten letras y espacios')).toBeVisible();
    expect(calls).toHaveLength(0);
  });

  it('asks for 6 characters of password (D6)', async () => {
    mockFetch(() => ({ status: 500 }));
    renderWithProviders(<RegistrationForm onRegistered={() => {}} onCancel={() => {}} />);
    await userEvent.type(screen.getByLabelText(/^Contraseña/), 'abcd');
    await submit();
    expect(await screen.findByText('La contraseña debe tener al menos 6 caracteres')).toBeVisible();
  });

  it('puts a duplicate DNI on the DNI field and keeps everything typed', async () => {
    mockFetch(dniTakenAnswer);
    const onRegistered = vi.fn();
    renderWithProviders(<RegistrationForm onRegistered={onRegistered} onCancel={() => {}} />);
    await fillValidForm();
    await submit();
    const dni = screen.getByLabelText(/^DNI/);
    await waitFor(() => expect(dni).toHaveAccessibleDescription('Ya existe un corredor registrado con este DNI'));
    expect(dni).toHaveValue('30123456');
    expect(screen.getByLabelText(/^Nombre/)).toHaveValue('María José');
    expect(onRegistered).not.toHaveBeenCalled();
    expect(storedToken('runner')).toBeNull();
  });

  it('tells a taken DNI by its code, not by the 409 alone', async () => {
    mockFetch(() => ({ status: 409, body: { error: 'CONFLICT', message: 'No se pudo completar el registro' } }));
    renderWithProviders(<RegistrationForm onRegistered={() => {}} onCancel={() => {}} />);
    await fillValidForm();
    await submit();
    // The form's failure box and the toast both say it.
    expect(await screen.findAllByText('No se pudo completar el registro', {}, { timeout: 5000 })).not.toHaveLength(0);
    expect(screen.getByLabelText(/^DNI/)).not.toHaveAccessibleDescription(
      'Ya existe un corredor registrado con este DNI',
    );
  });

  it('lists a 400 answer in the correction box and on the fields', async () => {
    mockFetch(() => ({
      status: 400,
      body: { error: 'VALIDATION_ERROR', message: 'Error de validación', fields: { email: 'Email inválido' } },
    }));
    renderWithProviders(<RegistrationForm onRegistered={() => {}} onCancel={() => {}} />);
    await fillValidForm();
    await submit();
    const box = (await screen.findByText('Por favor corrija los siguientes errores:')).closest('[role="alert"]');
    expect(box).toHaveTextContent('Error de validación');
    expect(box).toHaveTextContent('Email inválido');
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('Email inválido');
    expect(await screen.findByText('Por favor revisa los campos marcados en rojo')).toBeVisible();
  });

  it('sends the birth date at noon UTC, the default health insurance, and signs the runner in', async () => {
    const calls = mockFetch(() => ({ status: 201, body: { token: 'tok-new', type: 'runner', user: aRunner() } }));
    const onRegistered = vi.fn();
    renderWithProviders(<RegistrationForm onRegistered={onRegistered} onCancel={() => {}} />);
    await fillValidForm();
    await submit();
    await waitFor(() => expect(onRegistered).toHaveBeenCalled());
    const body = JSON.parse(String(calls[0]?.init.body));
    expect(calls[0]?.url).toBe('/api/auth/register');
    expect(body).toMatchObject({
      nombre: 'María José',
      dni: '30123456',
      sexo: 'F',
      fechaNacimiento: '1990-01-01T12:00:00.000Z',
      pais: 'Argentina',
      obraSocial: 'No tiene obra social',
      password: 'secreto1',
    });
    expect(body).not.toHaveProperty('confirmPassword');
    expect(storedToken('runner')).toBe('tok-new');
  });

  it('sends the club typed, tidied, and none when left empty', async () => {
    const calls = mockFetch(() => ({ status: 201, body: { token: 'tok-new', type: 'runner', user: aRunner() } }));
    const onRegistered = vi.fn();
    renderWithProviders(<RegistrationForm onRegistered={onRegistered} onCancel={() => {}} />);
    await fillValidForm();
    expect(screen.getByLabelText(/^Club o team/)).toHaveAccessibleDescription(
      'Opcional: como querés que aparezca en los resultados',
    );
    await userEvent.type(screen.getByLabelText(/^Club o team/), ' Los Ñandúes ');
    await submit();
    await waitFor(() => expect(onRegistered).toHaveBeenCalled());
    expect(JSON.parse(String(calls[0]?.init.body))).toMatchObject({ club: 'Los Ñandúes' });
  });

  it('welcomes a woman with ¡Bienvenida!, as the answer says she is', async () => {
    mockFetch(() => ({
      status: 201,
      body: { token: 'tok-f', type: 'runner', user: aRunner({ nombre: 'María José', sexo: 'F' }) },
    }));
    renderWithProviders(<RegistrationForm onRegistered={() => {}} onCancel={() => {}} />);
    await fillValidForm();
    await submit();
    expect(await screen.findByText('Registro exitoso. ¡Bienvenida!', {}, { timeout: 5000 })).toBeVisible();
  });

  it('welcomes a man with ¡Bienvenido! and anyone else neutrally', () => {
    expect(welcomeMessage('M')).toBe('Registro exitoso. ¡Bienvenido!');
    expect(welcomeMessage('F')).toBe('Registro exitoso. ¡Bienvenida!');
    expect(welcomeMessage(undefined)).toBe('Registro exitoso. ¡Te damos la bienvenida!');
  });

  it('sends names in proper case, phones as wa.me digits and the DNI without dots, as typed by people', async () => {
    const calls = mockFetch(() => ({ status: 201, body: { token: 'tok-new', type: 'runner', user: aRunner() } }));
    renderWithProviders(<RegistrationForm onRegistered={() => {}} onCancel={() => {}} />);
    await fillValidForm({ dni: '30.123.456' });
    await userEvent.clear(screen.getByLabelText(/^Nombre/));
    await userEvent.type(screen.getByLabelText(/^Nombre/), 'martina');
    await userEvent.clear(screen.getByLabelText(/^Apellido/));
    await userEvent.type(screen.getByLabelText(/^Apellido/), 'DE LA CRUZ');
    await userEvent.clear(screen.getByLabelText(/^WhatsApp/));
    await userEvent.type(screen.getByLabelText(/^WhatsApp/), '0381 15-444-5566');
    await submit();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(JSON.parse(String(calls[0]?.init.body))).toMatchObject({
      nombre: 'Martina',
      apellido: 'De la Cruz',
      dni: '30123456',
      whatsapp: '5493814445566',
    });
  });

  it('explains the expected form of a phone it cannot dial, without calling the server', async () => {
    const calls = mockFetch(() => ({ status: 500 }));
    renderWithProviders(<RegistrationForm onRegistered={() => {}} onCancel={() => {}} />);
    await fillValidForm();
    await userEvent.clear(screen.getByLabelText(/^WhatsApp/));
    await userEvent.type(screen.getByLabelText(/^WhatsApp/), '15 4445566');
    await submit();
    expect(
      await screen.findByText(/^Ingresá el número con código de área, sin 0 ni 15: 381 4445566/, {}, { timeout: 5000 }),
    ).toBeVisible();
    expect(calls).toHaveLength(0);
  });
});
