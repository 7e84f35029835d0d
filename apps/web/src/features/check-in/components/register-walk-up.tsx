import { BLOOD_GROUPS } from '@carreras/domain/limits';
import { messages } from '@carreras/domain/messages';
import { formatPesos } from '@carreras/domain/places/fees';
import { adminCreateRunnerSchema } from '@carreras/domain/runners/admin-runner.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Card, Fieldset, NativeSelect, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, type FieldErrors, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { call } from '../../../api/call.ts';
import { inscriptionsApi } from '../../../api/inscriptions.ts';
import { placesInfoQuery } from '../../../api/places.ts';
import { DateField } from '../../../components/date-field.tsx';
import { EMPTY_RUNNER_DATA } from '../../../components/runner-data-fields.tsx';
import { TemporaryPasswordFields } from '../../../components/temporary-password-fields.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { generatePassword } from '../../../lib/generate-password.ts';
import { notify } from '../../../lib/notify.ts';
import { type DeskNewRunner, useRegisterWalkUp } from '../api/register-walk-up.ts';
import { walkUpCategories } from './walk-up-category.ts';

type FormInput = z.input<typeof adminCreateRunnerSchema>;

/** A temporary password handed over at the desk, shown until the volunteer moves on. */
export interface HandedOver {
  dni: string;
  nombre: string;
  password: string;
}

interface Props {
  eventId: number;
  eventDate: string;
  dni: string;
  onRegistered: (handedOver: HandedOver) => void;
}

const SEX_OPTIONS = [
  { value: '', label: 'Elija...' },
  { value: 'M', label: 'Masculino' },
  { value: 'F', label: 'Femenino' },
];
const BLOOD_OPTIONS = [{ value: '', label: 'Elija...' }, ...BLOOD_GROUPS.map((g) => ({ value: g, label: g }))];
const FORM_FIELDS = Object.keys(EMPTY_RUNNER_DATA).concat('password');

/**
 * Someone who is not registered at all: the minimum the runner schema requires, typed at the desk (decision in
 * docs/product-choices.md, 'At the kit desk'), the distance and the category their age and sex give, and the
 * temporary password the back office's runner form uses; 'Registrar e inscribir' creates the account as that form
 * does and enrols them at the price in force. The card then appears to collect the fee.
 */
export function RegisterWalkUp({ eventId, eventDate, dni, onRegistered }: Props) {
  const form = useForm<FormInput, unknown, DeskNewRunner>({
    resolver: zodResolver(adminCreateRunnerSchema) as never,
    defaultValues: {
      ...EMPTY_RUNNER_DATA,
      dni,
      password: generatePassword(),
      requiereCambioPassword: true,
    } as unknown as FormInput,
  });
  const errors: FieldErrors<FormInput> = form.formState.errors;
  const text = (name: keyof FormInput) => ({ ...form.register(name), error: errors[name]?.message });
  const [sexo, fechaNacimiento] = useWatch({ control: form.control, name: ['sexo', 'fechaNacimiento'] });

  const choices = useQuery({
    queryKey: ['admin', 'check-in', 'walk-up-distances', eventId],
    queryFn: ({ signal }) => call(inscriptionsApi.eventChoices, { query: { eventId }, signal }),
  });
  const fees = useQuery(placesInfoQuery(eventId));
  const [distance, setDistance] = useState<number | null>(null);
  const chosenDistance = distance ?? choices.data?.distances[0] ?? null;
  const categories = walkUpCategories(
    choices.data?.categories ?? [],
    chosenDistance,
    { sexo: String(sexo ?? ''), fechaNacimiento: String(fechaNacimiento ?? '') },
    eventDate,
  );
  const [category, setCategory] = useState<string | null>(null);
  const chosenCategory =
    category !== null && categories.options.some((o) => o.value === category) ? category : categories.preferred;
  const [categoryError, setCategoryError] = useState<string | null>(null);
  const priceOf = (d: number) => fees.data?.distancias.find((x) => x.distancia === d)?.precioActual ?? null;

  const [failure, setFailure] = useState<string | null>(null);
  const register = useRegisterWalkUp((account) => {
    onRegistered({
      dni: form.getValues('dni') ?? dni,
      nombre: `${account.apellido}, ${account.nombre}`,
      password: form.getValues('password') ?? '',
    });
  });

  const submit = form.handleSubmit(async (runner) => {
    setFailure(null);
    if (chosenDistance === null || !chosenCategory) {
      setCategoryError('Elija la categoría');
      return;
    }
    setCategoryError(null);
    try {
      const account = await register.mutateAsync({
        runner,
        eventId,
        distancia: chosenDistance,
        categoria: chosenCategory,
      });
      notify.success(`Registrado e inscripto: ${account.apellido}, ${account.nombre}`);
    } catch (error) {
      const unplaced = applyServerFieldErrors(error, form.setError, FORM_FIELDS);
      setFailure(unplaced[0] ?? errorMessage(error, messages.unknownError));
    }
  });

  return (
    <Card withBorder padding="md" component="section" aria-label="Registrar e inscribir">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4">
            No hay un corredor registrado con el DNI {dni}
          </Title>
          <Text size="sm">
            Regístrelo con estos datos e inscríbalo; completa su perfil después, al ingresar con la contraseña temporal.
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="sm" verticalSpacing="xs">
            <TextInput label="DNI" withAsterisk inputMode="numeric" {...text('dni')} />
            <TextInput label="Nombre" withAsterisk {...text('nombre')} />
            <TextInput label="Apellido" withAsterisk {...text('apellido')} />
            <NativeSelect label="Sexo" withAsterisk data={SEX_OPTIONS} {...text('sexo')} />
            <Controller
              control={form.control}
              name="fechaNacimiento"
              render={({ field }) => (
                <DateField
                  label="Fecha de nacimiento"
                  withAsterisk
                  voice="admin"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={errors.fechaNacimiento?.message}
                />
              )}
            />
            <TextInput label="Email" type="email" withAsterisk {...text('email')} />
            <TextInput label="WhatsApp" withAsterisk inputMode="tel" {...text('whatsapp')} />
            <TextInput label="Teléfono de emergencia" withAsterisk inputMode="tel" {...text('telefono')} />
            <NativeSelect label="Grupo sanguíneo" withAsterisk data={BLOOD_OPTIONS} {...text('grupoSanguineo')} />
            <TextInput label="País" withAsterisk {...text('pais')} />
            <TextInput label="Provincia" withAsterisk {...text('provincia')} />
            <TextInput label="Alergias" {...text('alergia')} />
          </SimpleGrid>
          <Fieldset legend="Inscripción en el evento">
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <NativeSelect
                label="Distancia"
                value={chosenDistance === null ? '' : String(chosenDistance)}
                onChange={(event) => {
                  setDistance(Number(event.currentTarget.value));
                  setCategory(null);
                }}
                data={(choices.data?.distances ?? []).map((d) => {
                  const price = priceOf(d);
                  return { value: String(d), label: price === null ? `${d} km` : `${d} km · ${formatPesos(price)}` };
                })}
              />
              <NativeSelect
                label="Categoría"
                value={chosenCategory ?? ''}
                onChange={(event) => setCategory(event.currentTarget.value)}
                data={[{ value: '', label: 'Elija...' }, ...categories.options]}
                error={categoryError}
              />
            </SimpleGrid>
          </Fieldset>
          <TemporaryPasswordFields
            password={form.register('password')}
            requireChange={form.register('requiereCambioPassword')}
            error={errors.password?.message}
            onGenerate={() => form.setValue('password', generatePassword(), { shouldValidate: true })}
          />
          {failure && (
            <Alert color="red" role="alert" title="No se pudo completar">
              {failure}
            </Alert>
          )}
          <Button type="submit" size="md" loading={register.isPending} style={{ alignSelf: 'flex-start' }}>
            Registrar e inscribir
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
