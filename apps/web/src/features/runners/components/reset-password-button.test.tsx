import { messages } from '@carreras/domain/messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { ResetPasswordButton } from './reset-password-button.tsx';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

async function openAndType(password: string) {
  const user = userEvent.setup();
  renderWithProviders(<ResetPasswordButton runnerId={7} />, { route: '/admin/runners/7' });
  await user.click(screen.getByRole('button', { name: 'Restablecer contraseña' }));
  await user.type(await screen.findByLabelText('Contraseña temporal'), password);
  await user.click(screen.getByRole('button', { name: 'Restablecer' }));
  return user;
}

describe('the admin resets a runner password', () => {
  it('checks the password rule before sending anything', async () => {
    const calls = mockFetch(() => ({ status: 500 }));
    await openAndType('abc');
    expect(await screen.findByText(messages.passwordMin)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it("shows the server's refusal and keeps the password typed", async () => {
    mockFetch(() => ({ status: 404, body: { error: 'NOT_FOUND', message: 'Corredor no encontrado' } }));
    await openAndType('secreta1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Corredor no encontrado');
    expect(screen.getByLabelText('Contraseña temporal')).toHaveValue('secreta1');
  });

  it("sends the password, shows the server's confirmation and closes", async () => {
    const calls = mockFetch(() => ({ status: 200, body: { message: 'Contraseña restablecida correctamente' } }));
    await openAndType('secreta1');
    expect(await screen.findByText('Contraseña restablecida correctamente')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByLabelText('Contraseña temporal')).toBeNull());
    expect(calls[0]?.url).toBe('/api/admin/runners/7/reset-password');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ password: 'secreta1' });
  });
});
