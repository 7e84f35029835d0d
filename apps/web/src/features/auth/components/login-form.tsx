import type { LoginInput } from '@carreras/domain/auth/auth.schemas';
import { Alert, Anchor, Button, PasswordInput, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { lazyResolver } from '../../../lib/lazy-resolver.ts';
import { loginErrorMessage, useSessionActions } from '../../../lib/session.tsx';
import type { UserType } from '../../../lib/session-storage.ts';

const validation = lazyResolver<LoginInput, LoginInput>(() =>
  import('./login-validation.ts').then((module) => module.loginResolver),
);

interface LoginFormProps {
  /** The public login lets the visitor choose; the admin login is for administrators only. */
  allowTypeChoice: boolean;
  defaultType: UserType;
  onSignedIn: (type: UserType) => void;
}

export function LoginForm({ allowTypeChoice, defaultType, onSignedIn }: LoginFormProps) {
  const { signIn } = useSessionActions();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<LoginInput>({
    resolver: validation.resolver,
    defaultValues: { dni: '', password: '', type: defaultType },
  });
  const { errors, isSubmitting } = form.formState;
  const failure = serverError ?? errors.root?.message;

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      onSignedIn(await signIn(values));
    } catch (error) {
      setServerError(loginErrorMessage(error));
    }
  });

  return (
    <form onSubmit={onSubmit} onFocus={validation.preload} noValidate>
      <Stack gap="md">
        {allowTypeChoice && (
          <Controller
            control={form.control}
            name="type"
            render={({ field }) => (
              <Stack gap={4}>
                <Text component="span" size="sm" fw={500} id="login-type-label">
                  Tipo de usuario
                </Text>
                <SegmentedControl
                  aria-labelledby="login-type-label"
                  fullWidth
                  value={field.value}
                  onChange={(value) => field.onChange(value as UserType)}
                  data={[
                    { value: 'runner', label: 'Corredor' },
                    { value: 'admin', label: 'Administrador' },
                  ]}
                />
              </Stack>
            )}
          />
        )}
        <TextInput
          label="DNI"
          inputMode="numeric"
          autoComplete="username"
          placeholder="Ej: 30123456"
          error={errors.dni?.message}
          {...form.register('dni')}
        />
        <PasswordInput
          label="Contraseña"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Button type="submit" loading={isSubmitting} fullWidth>
          Iniciar Sesión
        </Button>
        {form.watch('type') === 'runner' && (
          <Anchor component={Link} to={paths.forgotPassword(form.watch('dni'))} size="sm" ta="center">
            ¿Olvidaste tu contraseña?
          </Anchor>
        )}
      </Stack>
    </form>
  );
}
