import { type Modality, modalityInputSchema, raceMessages } from '@carreras/domain/races/race.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox, Textarea, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { SaveForm } from '../../../components/form-actions.tsx';
import { FormNumberInput } from '../../../components/form-number-input.tsx';
import { useFormSave } from '../../../lib/use-form-save.ts';
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
  const { errors } = form.formState;

  const saving = useFormSave(form, {
    fields: ['nombre', 'distancia', 'descripcion'],
    save: (values) => save.mutateAsync({ id: modality?.id, body: values }),
    success: modality ? 'Modalidad actualizada correctamente' : 'Modalidad creada correctamente',
    failure: raceMessages.modalitySaveError,
    onDone,
  });

  return (
    <SaveForm {...saving} submitLabel="Guardar">
      <TextInput
        label="Nombre de la modalidad"
        withAsterisk
        {...form.register('nombre')}
        error={errors.nombre?.message}
      />
      <FormNumberInput
        control={form.control}
        name="distancia"
        empty={undefined}
        label="Distancia (km)"
        withAsterisk
        min={0}
        decimalScale={2}
      />
      <Textarea label="Descripción" rows={2} {...form.register('descripcion')} />
      <Checkbox label="Modalidad activa" {...form.register('activo')} />
    </SaveForm>
  );
}
