import { passwordSchema } from '@carreras/domain/runners/runner.schemas';
import { useState } from 'react';
import { errorMessage } from './api-client.ts';
import { notify } from './notify.ts';

interface PasswordResetOptions {
  /** Sets the password; answers the server's confirmation, shown as a toast. */
  reset: (password: string) => Promise<{ message: string }>;
  onDone: () => void;
}

/**
 * An administrator setting someone's password: checked with the password rule before sending, the server's
 * confirmation as a toast, and the refusal (`refused`: the server's, not the rule's) kept with the password typed.
 */
export function usePasswordReset({ reset, onDone }: PasswordResetOptions) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [refused, setRefused] = useState(false);
  const [pending, setPending] = useState(false);

  const submit = async () => {
    const parsed = passwordSchema.safeParse(password);
    setRefused(false);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    setPending(true);
    try {
      notify.success((await reset(parsed.data)).message);
      setPassword('');
      onDone();
    } catch (failure) {
      setError(errorMessage(failure, 'Error al restablecer la contraseña'));
      setRefused(true);
    } finally {
      setPending(false);
    }
  };

  /** The dialog's foot (FormActions' props, the refusal aside: each dialog shows it its own way). */
  const actions = {
    onCancel: onDone,
    onSubmit: submit,
    submitLabel: 'Restablecer',
    pending,
    pendingLabel: 'Guardando...',
  };
  return { password, setPassword, error, refused, actions };
}
