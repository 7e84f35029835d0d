import { Button, Checkbox, Fieldset, Group, TextInput } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface Props {
  /** The form's `register('password')`. */
  password: UseFormRegisterReturn;
  /** The form's `register('requiereCambioPassword')`. */
  requireChange: UseFormRegisterReturn;
  error: string | undefined;
  /** Puts a new generated password in the field ('Generar'). */
  onGenerate: () => void;
}

/**
 * 'Contraseña temporal' of a runner an admin registers (D14): typed or generated, handed to the runner, who must
 * change it at the first login. The runner form and the kit desk's registration both show it.
 */
export function TemporaryPasswordFields({ password, requireChange, error, onGenerate }: Props) {
  return (
    <Fieldset legend="Contraseña temporal">
      <Group align="flex-end" wrap="nowrap">
        <TextInput label="Contraseña" withAsterisk autoComplete="off" style={{ flex: 1 }} error={error} {...password} />
        <Button variant="light" onClick={onGenerate}>
          Generar
        </Button>
      </Group>
      <Checkbox mt="sm" label="Requerir cambio de contraseña en el próximo inicio de sesión" {...requireChange} />
    </Fieldset>
  );
}
