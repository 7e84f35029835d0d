import {
  type Championship,
  type ChampionshipCreate,
  championshipCreateSchema,
  DEFAULT_SCORING,
} from '@carreras/domain/championships/championship.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Fieldset, SimpleGrid, Text, TextInput } from '@mantine/core';
import { Controller, type FieldError, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { SaveForm } from '../../../components/form-actions.tsx';
import { FormNumberInput } from '../../../components/form-number-input.tsx';
import { useFormSave } from '../../../lib/use-form-save.ts';
import { useSaveChampionship } from '../api/save-championship.ts';
import { championshipAdminTexts as t } from './championship-admin-texts.ts';
import { EventsPicker, type PickableEvent } from './events-picker.tsx';
import { PointsTableField, type PointsValue } from './points-table-field.tsx';

type FormInput = z.input<typeof championshipCreateSchema>;

const FIELDS = [
  'nombre',
  'anio',
  'eventIds',
  'scoring.table',
  'scoring.beyondTable',
  'scoring.dnf',
  'scoring.dns',
  'scoring.dsq',
  'scoring.bestOf',
] as const;

interface ChampionshipFormProps {
  championship: Championship | null;
  /** Every event the dates can be chosen from. */
  events: PickableEvent[];
  onDone: () => void;
}

/** The table's message: its own (empty, too long) or the first place's that is wrong. */
function tableError(error: unknown): { message?: string; index?: number } {
  if (!error) return {};
  const asField = error as FieldError & Record<number, FieldError | undefined>;
  if (asField.message) return { message: asField.message };
  if (asField.root?.message) return { message: asField.root.message };
  for (const key of Object.keys(asField)) {
    const index = Number(key);
    const place = asField[index];
    if (Number.isInteger(index) && place?.message) return { message: `Puesto ${index + 1}: ${place.message}`, index };
  }
  return {};
}

/** New or edit championship: name, year, the dates (events in order) and how results score. */
export function ChampionshipForm({ championship, events, onDone }: ChampionshipFormProps) {
  const save = useSaveChampionship();
  const scoring = championship?.scoring ?? DEFAULT_SCORING;
  const form = useForm<FormInput, unknown, ChampionshipCreate>({
    resolver: zodResolver(championshipCreateSchema),
    defaultValues: {
      nombre: championship?.nombre ?? '',
      anio: championship?.anio ?? new Date().getFullYear(),
      eventIds: championship?.events.map((date) => date.eventId) ?? [],
      scoring: { ...scoring, table: [...scoring.table] },
    },
  });
  const { errors } = form.formState;
  // The events a saved championship already counts stay nameable even when the events list lacks them.
  const pickable = [
    ...events,
    ...(championship?.events ?? [])
      .filter((date) => !events.some((event) => event.id === date.eventId))
      .map((date) => ({ id: date.eventId, nombre: date.eventName, fecha: date.eventDate })),
  ];

  const saving = useFormSave(form, {
    fields: FIELDS,
    save: (values) => save.mutateAsync({ id: championship?.id, body: values }),
    success: championship ? t.updated : t.created,
    failure: t.saveError,
    onDone,
  });
  const table = tableError(errors.scoring?.table);

  return (
    <SaveForm {...saving} submitLabel={championship ? 'Actualizar Campeonato' : 'Crear Campeonato'}>
      {!championship && (
        <Text size="sm" c="dimmed">
          {t.newDraftNote}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Nombre" withAsterisk {...form.register('nombre')} error={errors.nombre?.message} />
        <FormNumberInput
          control={form.control}
          name="anio"
          empty={undefined}
          label="Año"
          withAsterisk
          allowDecimal={false}
          hideControls
        />
      </SimpleGrid>
      <Controller
        control={form.control}
        name="eventIds"
        render={({ field }) => (
          <EventsPicker
            events={pickable}
            value={(field.value ?? []) as number[]}
            onChange={field.onChange}
            error={errors.eventIds?.message ?? errors.eventIds?.root?.message}
          />
        )}
      />
      <Fieldset legend="Puntaje">
        <Controller
          control={form.control}
          name="scoring.table"
          render={({ field }) => (
            <PointsTableField
              value={(field.value ?? []) as PointsValue[]}
              onChange={field.onChange}
              error={table.message}
              errorIndex={table.index}
            />
          )}
        />
        {/* Inputs line up even where a long label wraps to two lines. */}
        <SimpleGrid cols={{ base: 2, sm: 4 }} mt="md" style={{ alignItems: 'end' }}>
          <FormNumberInput
            control={form.control}
            name="scoring.beyondTable"
            empty={undefined}
            label="Puestos fuera de la tabla"
            allowDecimal={false}
            hideControls
          />
          <FormNumberInput
            control={form.control}
            name="scoring.dnf"
            empty={undefined}
            label="No finalizó (DNF)"
            allowDecimal={false}
            hideControls
          />
          <FormNumberInput
            control={form.control}
            name="scoring.dns"
            empty={undefined}
            label="No largó (DNS)"
            allowDecimal={false}
            hideControls
          />
          <FormNumberInput
            control={form.control}
            name="scoring.dsq"
            empty={undefined}
            label="Descalificado (DSQ)"
            allowDecimal={false}
            hideControls
          />
        </SimpleGrid>
        <FormNumberInput
          control={form.control}
          name="scoring.bestOf"
          empty={null}
          label="Resultados que cuentan"
          description="Cuentan los mejores N resultados de cada corredor. Déjelo vacío para que cuenten todas las fechas."
          allowDecimal={false}
          hideControls
          maw={320}
          mt="md"
        />
      </Fieldset>
    </SaveForm>
  );
}
