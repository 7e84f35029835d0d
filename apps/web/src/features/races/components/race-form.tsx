import { type Race, raceInputSchema, raceMessages } from '@carreras/domain/races/race.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormActions } from '../../../components/form-actions.tsx';
import { failureMessage } from '../../../lib/failure-message.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { notify } from '../../../lib/notify.ts';
import { type RaceValues, useSaveRace } from '../api/save-race.ts';

type FormInput = z.input<typeof raceInputSchema>;

interface RaceFormProps {
  race: Race | null;
  onDone: () => void;
}

/** New or edit race: name, description, active. */
export function RaceForm({ race, onDone }: RaceFormProps) {
  const save = useSaveRace();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<FormInput, unknown, RaceValues>({
    resolver: zodResolver(raceInputSchema),
    defaultValues: { nombre: race?.nombre ?? '', descripcion: race?.descripcion ?? '', activo: race?.activo ?? true },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = async (values: RaceValues) => {
    setServerError(null);
    try {
      await save.mutateAsync({ id: race?.id, body: values });
      notify.success(race ? 'Carrera actualizada correctamente' : 'Carrera creada correctamente');
      onDone();
    } catch (error) {
      applyServerFieldErrors(error, form.setError, ['nombre', 'descripcion']);
      setServerError(failureMessage(error, raceMessages.raceSaveError));
    }
  };

  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate>
      <Stack>
        <TextInput
          label="Nombre de la carrera"
          withAsterisk
          {...form.register('nombre')}
          error={errors.nombre?.message}
        />
        <Textarea label="Descripción" rows={2} {...form.register('descripcion')} error={errors.descripcion?.message} />
        <Checkbox label="Carrera activa" {...form.register('activo')} />
        <FormActions
          error={serverError}
          onCancel={onDone}
          submitLabel="Guardar"
          pending={isSubmitting}
          pendingLabel="Guardando..."
        />
      </Stack>
    </form>
  );
}
