import { type Modality, modalityInputSchema, raceMessages } from '@carreras/domain/races/race.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox, NumberInput, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormActions } from '../../../components/form-actions.tsx';
import { failureMessage } from '../../../lib/failure-message.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { notify } from '../../../lib/notify.ts';
import { type ModalityValues, useSaveModality } from '../api/save-modality.ts';

type FormInput = z.input<typeof modalityInputSchema>;

interface ModalityFormProps {
  raceId: number;
  modality: Modality | null;
  onDone: () => void;
}

/** New or edit modality of a race: name, distance in km, description, active. */
export function ModalityForm({ raceId, modality, onDone }: ModalityFormProps) {
  const save = useSaveModality(raceId);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<FormInput, unknown, ModalityValues>({
    resolver: zodResolver(modalityInputSchema),
    defaultValues: {
      nombre: modality?.nombre ?? '',
      distancia: modality?.distancia as number,
      descripcion: modality?.descripcion ?? '',
      activo: modality?.activo ?? true,
      race_id: raceId,
    },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = async (values: ModalityValues) => {
    setServerError(null);
    try {
      await save.mutateAsync({ id: modality?.id, body: values });
      notify.success(modality ? 'Modalidad actualizada correctamente' : 'Modalidad creada correctamente');
      onDone();
    } catch (error) {
      applyServerFieldErrors(error, form.setError, ['nombre', 'distancia', 'descripcion']);
      setServerError(failureMessage(error, raceMessages.modalitySaveError));
    }
  };

  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate>
      <Stack>
        <TextInput
          label="Nombre de la modalidad"
          withAsterisk
          {...form.register('nombre')}
          error={errors.nombre?.message}
        />
        <Controller
          control={form.control}
          name="distancia"
          render={({ field }) => (
            <NumberInput
              label="Distancia (km)"
              withAsterisk
              min={0}
              decimalScale={2}
              value={field.value ?? ''}
              onChange={(value) => field.onChange(value === '' ? undefined : Number(value))}
              onBlur={field.onBlur}
              error={errors.distancia?.message}
            />
          )}
        />
        <Textarea label="Descripción" rows={2} {...form.register('descripcion')} />
        <Checkbox label="Modalidad activa" {...form.register('activo')} />
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
