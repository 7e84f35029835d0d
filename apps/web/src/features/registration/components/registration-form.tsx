import { errorCodes } from '@carreras/domain/error-codes';
import { NO_HEALTH_INSURANCE } from '@carreras/domain/limits';
import { messages } from '@carreras/domain/messages';
import type { registerRunnerFormSchema } from '@carreras/domain/runners/runner.schemas';
import { Alert, Button, Group, PasswordInput, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { RenderAfterFirstPaint } from '../../../components/render-after-first-paint.tsx';
import {
  ContactAndMedicalFields,
  EMPTY_RUNNER_DATA,
  PersonalDataFields,
} from '../../../components/runner-data-fields.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { lazyResolver } from '../../../lib/lazy-resolver.ts';
import { useSessionActions } from '../../../lib/session.tsx';
import { useRegisterRunner } from '../api/register-runner.ts';
import classes from './registration-form.module.css';

type FormInput = z.input<typeof registerRunnerFormSchema>;
type FormOutput = z.output<typeof registerRunnerFormSchema>;

// The validation and the submit's helpers, downloaded on the first use of the form. The submit runs only
// after the validation passed, so by then this chunk is here and importing it again costs nothing.
const loadValidation = () => import('./registration-validation.ts');
const validation = lazyResolver<FormInput, FormOutput>(() =>
  loadValidation().then((module) => module.registrationResolver),
);

// Toasts load on demand (the notifications store and host): the page's first visit stays light.
const toast = (kind: 'success' | 'error', message: string) =>
  void import('../../../lib/notify.ts').then(({ notify }) => notify[kind](message));

const formFields = [
  'nombre',
  'apellido',
  'dni',
  'sexo',
  'fechaNacimiento',
  'email',
  'whatsapp',
  'telefono',
  'pais',
  'provincia',
  'obraSocial',
  'grupoSanguineo',
  'alergia',
  'password',
] as const;

export const placesMessages = {
  boxTitle: 'Por favor corrija los siguientes errores:',
  reviewFields: 'Por favor revisa los campos marcados en rojo',
  welcomeF: 'Registro exitoso. ¡Bienvenida!',
  welcomeM: 'Registro exitoso. ¡Bienvenido!',
  welcome: 'Registro exitoso. ¡Te damos la bienvenida!',
} as const;

/** The greeting after sign-up, by the sex the runner gave; neutral when it is not known. */
export function welcomeMessage(sexo: string | null | undefined): string {
  if (sexo === 'F') return placesMessages.welcomeF;
  if (sexo === 'M') return placesMessages.welcomeM;
  return placesMessages.welcome;
}

interface RegistrationFormProps {
  onRegistered: () => void;
  onCancel: () => void;
}

export function RegistrationForm({ onRegistered, onCancel }: RegistrationFormProps) {
  const { adoptRunnerToken } = useSessionActions();
  const registration = useRegisterRunner();
  const [errorList, setErrorList] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: validation.resolver,
    defaultValues: {
      ...EMPTY_RUNNER_DATA,
      sexo: EMPTY_RUNNER_DATA.sexo as FormInput['sexo'],
      grupoSanguineo: EMPTY_RUNNER_DATA.grupoSanguineo as FormInput['grupoSanguineo'],
      password: '',
      confirmPassword: '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const shownFailure = failure ?? errors.root?.message;

  const onSubmit = form.handleSubmit(async ({ confirmPassword: _confirm, ...values }) => {
    setErrorList([]);
    setFailure(null);
    const { applyServerFieldErrors, birthDateAtNoonUtc } = await loadValidation();
    try {
      const answer = await registration.mutateAsync({
        ...values,
        fechaNacimiento: birthDateAtNoonUtc(values.fechaNacimiento),
        obraSocial: values.obraSocial ?? NO_HEALTH_INSURANCE,
      });
      adoptRunnerToken(answer.token, answer.user);
      toast('success', welcomeMessage(answer.user.sexo));
      onRegistered();
    } catch (error) {
      if (error instanceof ApiError && error.code === errorCodes.dniTaken) {
        form.setError('dni', { type: 'server', message: error.fields?.dni ?? messages.dniTaken });
        toast('error', messages.dniTaken);
        return;
      }
      if (error instanceof ApiError && error.status === 400) {
        applyServerFieldErrors(error, form.setError, formFields);
        setErrorList([error.message || messages.validation, ...Object.values(error.fields ?? {})]);
        toast('error', placesMessages.reviewFields);
        return;
      }
      const message = errorMessage(error, messages.unknownError);
      setFailure(message);
      toast('error', message);
    }
  });

  return (
    <form onSubmit={onSubmit} onFocus={validation.preload} noValidate>
      <Stack gap="md">
        {errorList.length > 0 && (
          <Alert color="red" role="alert" title={placesMessages.boxTitle}>
            {/* A plain list: Mantine's List would add its chunk to the first visit's weight budget. */}
            <ul className={classes.errorList}>
              {errorList.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </Alert>
        )}
        <PersonalDataFields
          register={form.register}
          control={form.control}
          errors={errors}
          identity={
            <TextInput
              label="DNI"
              inputMode="numeric"
              autoComplete="username"
              placeholder="Ej: 30123456"
              withAsterisk
              error={errors.dni?.message}
              {...form.register('dni')}
            />
          }
        />
        <RenderAfterFirstPaint>
          <ContactAndMedicalFields register={form.register} errors={errors} />
          <Title order={2} size="h4">
            Contraseña
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <PasswordInput
              label="Contraseña"
              autoComplete="new-password"
              withAsterisk
              error={errors.password?.message}
              {...form.register('password')}
            />
            <PasswordInput
              label="Confirmar contraseña"
              autoComplete="new-password"
              withAsterisk
              error={errors.confirmPassword?.message}
              {...form.register('confirmPassword')}
            />
          </SimpleGrid>
          {shownFailure && (
            <Alert color="red" role="alert">
              {shownFailure}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm" grow preventGrowOverflow={false}>
            <Button variant="default" onClick={onCancel} disabled={isSubmitting}>
              Cancelar
            </Button>
            <Button type="submit" loading={isSubmitting}>
              Registrarme
            </Button>
          </Group>
        </RenderAfterFirstPaint>
      </Stack>
    </form>
  );
}
