import { type Race, raceInputSchema, raceMessages } from '@carreras/domain/races/race.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox, Textarea, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { SaveForm } from '../../../components/form-actions.tsx';
import { useFormSave } from '../../../lib/use-form-save.ts';
import { type RaceValues, useSaveRace } from '../api/save-race.ts';

type FormInput = z.input<typeof raceInputSchema>;

interface RaceFormProps {
  race: Race | null;
  onDone: () => void;
}

/** New or edit race: name, description, active. */
export function RaceForm({ race, onDone }: RaceFormProps) {
  const save = useSaveRace();
  const form = useForm<FormInput, unknown, RaceValues>({
    resolver: zodResolver(raceInputSchema),
    defaultValues: { nombre: race?.nombre ?? '', descripcion: race?.descripcion ?? '', activo: race?.activo ?? true },
  });
  const { errors } = form.formState;

  const saving = useFormSave(form, {
    fields: ['nombre', 'descripcion'],
    save: (values) => save.mutateAsync({ id: race?.id, body: values }),
    success: race ? 'Carrera actualizada correctamente' : 'Carrera creada correctamente',
    failure: raceMessages.raceSaveError,
    onDone,
  });

  return (
    <SaveForm {...saving} submitLabel="Guardar">
      <TextInput
        label="Nombre de la carrera"
        withAsterisk
        {...form.register('nombre')}
        error={errors.nombre?.message}
      />
      <Textarea label="Descripción" rows={2} {...form.register('descripcion')} error={errors.descripcion?.message} />
      <Checkbox label="Carrera activa" {...form.register('activo')} />
    </SaveForm>
  );
}
