import { type Event, type EventValues, eventInputSchema, eventMessages } from '@carreras/domain/events/event.schemas';
import type { Race } from '@carreras/domain/races/race.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox, Group, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DateField } from '../../../components/date-field.tsx';
import { SaveForm } from '../../../components/form-actions.tsx';
import { useFormSave } from '../../../lib/use-form-save.ts';
import { useRaceCategoriesForEvents } from '../api/get-race-options.ts';
import { useSaveEvent } from '../api/save-event.ts';
import { CategoryPicker } from './category-picker.tsx';

type FormInput = z.input<typeof eventInputSchema>;

const FIELDS = [
  'nombre',
  'race_id',
  'fecha',
  'lugar',
  'descripcion',
  'fechaAperturaInscripciones',
  'fechaCierreInscripciones',
  'categorias',
] as const;

interface EventFormProps {
  event: Event | null;
  races: Race[];
  onDone: () => void;
}

/** Only active races are offered; an event keeps its own race even if that race was deactivated since. */
function raceOptions(races: Race[], event: Event | null) {
  return races
    .filter((race) => race.activo || race.id === event?.race_id)
    .map((race) => ({ value: String(race.id), label: race.activo ? race.nombre : `${race.nombre} (inactiva)` }));
}

/** New or edit event: every field of the event, and the race's categories it offers. */
export function EventForm({ event, races, onDone }: EventFormProps) {
  const save = useSaveEvent();
  const form = useForm<FormInput, unknown, EventValues>({
    resolver: zodResolver(eventInputSchema),
    defaultValues: {
      nombre: event?.nombre ?? '',
      race_id: event?.race_id,
      fecha: event?.fecha ?? '',
      lugar: event?.lugar ?? '',
      descripcion: event?.descripcion ?? '',
      activo: event?.activo ?? true,
      permiteParejas: event?.permiteParejas ?? false,
      fechaAperturaInscripciones: event?.fechaAperturaInscripciones ?? '',
      fechaCierreInscripciones: event?.fechaCierreInscripciones ?? '',
      categorias: event?.categorias ?? [],
    },
  });
  const { errors } = form.formState;
  const raceId = form.watch('race_id') as number | undefined;
  const categories = useRaceCategoriesForEvents(raceId);

  const saving = useFormSave(form, {
    fields: FIELDS,
    save: (values) => save.mutateAsync({ id: event?.id, body: values }),
    success: event ? eventMessages.updated : eventMessages.created,
    failure: eventMessages.saveError,
    onDone,
  });

  return (
    <SaveForm {...saving} submitLabel={event ? 'Actualizar Evento' : 'Crear Evento'}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Nombre del evento" withAsterisk {...form.register('nombre')} error={errors.nombre?.message} />
        <Controller
          control={form.control}
          name="race_id"
          render={({ field }) => (
            <Select
              label="Carrera"
              withAsterisk
              placeholder="Seleccione una carrera"
              data={raceOptions(races, event)}
              value={field.value ? String(field.value) : null}
              onChange={(value) => {
                field.onChange(value ? Number(value) : undefined);
                form.setValue('categorias', []);
              }}
              onBlur={field.onBlur}
              error={errors.race_id?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="fecha"
          render={({ field }) => (
            <DateField
              label="Fecha del evento"
              withAsterisk
              voice="admin"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.fecha?.message}
            />
          )}
        />
        <TextInput label="Lugar" withAsterisk {...form.register('lugar')} error={errors.lugar?.message} />
        <Controller
          control={form.control}
          name="fechaAperturaInscripciones"
          render={({ field }) => (
            <DateField
              label="Apertura de inscripciones"
              withAsterisk
              voice="admin"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.fechaAperturaInscripciones?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="fechaCierreInscripciones"
          render={({ field }) => (
            <DateField
              label="Cierre de inscripciones"
              withAsterisk
              voice="admin"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.fechaCierreInscripciones?.message}
            />
          )}
        />
      </SimpleGrid>
      <Textarea label="Descripción" rows={2} {...form.register('descripcion')} />
      <Group>
        <Checkbox label="Evento activo" {...form.register('activo')} />
        <Checkbox label="Permite parejas" {...form.register('permiteParejas')} />
      </Group>
      <Controller
        control={form.control}
        name="categorias"
        render={({ field }) => (
          <CategoryPicker
            raceChosen={Boolean(raceId)}
            categories={categories.data}
            loading={categories.isPending && categories.fetchStatus !== 'idle'}
            failed={categories.isError}
            selected={field.value ?? []}
            onChange={field.onChange}
            error={errors.categorias?.message}
          />
        )}
      />
    </SaveForm>
  );
}
