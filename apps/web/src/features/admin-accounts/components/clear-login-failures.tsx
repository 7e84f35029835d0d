import { loginFailuresParamsSchema } from '@carreras/domain/auth/sessions';
import { Alert, Button, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { useClearLoginFailures } from '../api/admin-accounts.ts';

/** super_admin: ends the login delay of a DNI (a timekeeper who mistyped too often on race day). */
export function ClearLoginFailures() {
  const clear = useClearLoginFailures();
  const [dni, setDni] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = loginFailuresParamsSchema.shape.dni.safeParse(dni.trim());
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setFieldError(null);
    try {
      const answer = await clear.mutateAsync(parsed.data);
      notify.success(answer.cleared > 0 ? answer.message : 'Ese DNI no tenía intentos fallidos');
      setDni('');
    } catch (error) {
      setFailure(errorMessage(error, 'Error al borrar los intentos fallidos'));
    }
  };

  return (
    <Card withBorder padding="lg">
      <form noValidate onSubmit={submit} aria-label="Intentos fallidos de inicio de sesión">
        <Stack gap="sm">
          <Text fw={700} component="h2">
            Intentos fallidos de inicio de sesión
          </Text>
          <Text size="sm">
            Tras varios intentos fallidos, el inicio de sesión de un DNI espera unos segundos desde esa conexión.
            Ingrese el DNI de un corredor o administrador para borrar sus intentos y que pueda ingresar de inmediato.
          </Text>
          <Group align="flex-start" gap="sm">
            <TextInput
              label="DNI con intentos fallidos"
              inputMode="numeric"
              value={dni}
              onChange={(event) => setDni(event.currentTarget.value)}
              error={fieldError}
            />
            <Button type="submit" mt={25} loading={clear.isPending}>
              Borrar intentos fallidos
            </Button>
          </Group>
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
        </Stack>
      </form>
    </Card>
  );
}
