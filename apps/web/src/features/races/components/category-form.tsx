import {
  CATEGORY_MAX_AGE_MAX,
  CATEGORY_MIN_AGE_MAX,
  type Category,
  type CategoryValues,
  categoryInputSchema,
  type Modality,
  raceMessages,
} from '@carreras/domain/races/race.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Checkbox, Select, SimpleGrid, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { SaveForm } from '../../../components/form-actions.tsx';
import { FormNumberInput } from '../../../components/form-number-input.tsx';
import { useFormSave } from '../../../lib/use-form-save.ts';
import { useSaveCategory } from '../api/save-category.ts';
import { SEX_LABELS } from './category-labels.ts';

type FormInput = z.input<typeof categoryInputSchema>;

interface CategoryFormProps {
  raceId: number;
  modalities: Modality[];
  category: Category | null;
  onDone: () => void;
}

/** New or edit category: name, modality (its distance copied), sex, free or an age range. */
export function CategoryForm({ raceId, modalities, category, onDone }: CategoryFormProps) {
  const save = useSaveCategory(raceId);
  const form = useForm<FormInput, unknown, CategoryValues>({
    resolver: zodResolver(categoryInputSchema),
    defaultValues: {
      nombre: category?.nombre ?? '',
      modality_id: category?.modality_id,
      race_id: raceId,
      distancia: category?.distancia,
      sexo: category?.sexo ?? 'M',
      esLibre: category?.esLibre ?? false,
      edadMinima: category?.edadMinima ?? null,
      edadMaxima: category?.edadMaxima ?? null,
    },
  });
  const { errors } = form.formState;
  const esLibre = form.watch('esLibre');
  const distancia = form.watch('distancia');

  const saving = useFormSave(form, {
    fields: ['nombre', 'modality_id', 'sexo', 'edadMinima', 'edadMaxima'],
    save: (values) => save.mutateAsync({ id: category?.id, body: values }),
    success: category ? 'Categoría actualizada correctamente' : 'Categoría creada correctamente',
    failure: raceMessages.categorySaveError,
    onDone,
  });

  return (
    <SaveForm {...saving} submitLabel="Guardar" disabled={modalities.length === 0}>
      {modalities.length === 0 && (
        <Alert color="yellow" role="alert">
          {raceMessages.noModalities}
        </Alert>
      )}
      <TextInput
        label="Nombre de la categoría"
        withAsterisk
        {...form.register('nombre')}
        error={errors.nombre?.message}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Controller
          control={form.control}
          name="modality_id"
          render={({ field }) => (
            <Select
              label="Modalidad"
              withAsterisk
              placeholder="Seleccione una modalidad"
              data={modalities.map((m) => ({ value: String(m.id), label: `${m.nombre} (${m.distancia} km)` }))}
              value={field.value ? String(field.value) : null}
              onChange={(value) => {
                const modality = modalities.find((m) => String(m.id) === value);
                field.onChange(modality ? modality.id : undefined);
                form.setValue('distancia', modality?.distancia);
              }}
              onBlur={field.onBlur}
              error={errors.modality_id?.message}
            />
          )}
        />
        <TextInput label="Distancia (km)" readOnly value={distancia === undefined ? '' : String(distancia)} />
      </SimpleGrid>
      <Controller
        control={form.control}
        name="sexo"
        render={({ field }) => (
          <Select
            label="Sexo"
            withAsterisk
            allowDeselect={false}
            data={Object.entries(SEX_LABELS).map(([value, label]) => ({ value, label }))}
            value={field.value ?? null}
            onChange={(value) => field.onChange(value)}
            onBlur={field.onBlur}
            error={errors.sexo?.message}
          />
        )}
      />
      <Checkbox label="Categoría libre (sin límite de edad)" {...form.register('esLibre')} />
      {!esLibre && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <FormNumberInput
            control={form.control}
            name="edadMinima"
            empty={null}
            label="Edad mínima"
            withAsterisk
            min={0}
            max={CATEGORY_MIN_AGE_MAX}
            allowDecimal={false}
            allowNegative={false}
          />
          <FormNumberInput
            control={form.control}
            name="edadMaxima"
            empty={null}
            label="Edad máxima"
            withAsterisk
            min={0}
            max={CATEGORY_MAX_AGE_MAX}
            allowDecimal={false}
            allowNegative={false}
          />
        </SimpleGrid>
      )}
    </SaveForm>
  );
}
