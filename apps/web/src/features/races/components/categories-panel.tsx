import { ageRangeText } from '@carreras/domain/categories/age-range';
import { type Category, raceMessages } from '@carreras/domain/races/race.schemas';
import { Alert, Badge } from '@mantine/core';
import { CrudListPanel } from '../../../components/crud-list-panel.tsx';
import { useRaceCategories, useRaceModalities } from '../api/get-race-structure.ts';
import { useDeleteCategory } from '../api/save-category.ts';
import { CategoryForm } from './category-form.tsx';
import { SEX_LABELS } from './category-labels.ts';

const SEX_COLORS = { M: 'blue', F: 'pink', MIXTO: 'grape' } as const;

/** The categories of one race, with their new / edit form. */
export function CategoriesPanel({ raceId }: { raceId: number }) {
  const categories = useRaceCategories(raceId);
  const modalities = useRaceModalities(raceId);
  const remove = useDeleteCategory(raceId);

  return (
    <CrudListPanel<Category>
      heading="Categorías"
      newLabel="Nueva Categoría"
      editTitle="Editar Categoría"
      canCreate={modalities.data !== undefined}
      notice={
        modalities.data && modalities.data.length === 0 && <Alert color="yellow">{raceMessages.noModalities}</Alert>
      }
      rows={categories.data}
      loading={categories.isPending}
      loadError={categories.isError || modalities.isError ? raceMessages.raceLoadError : null}
      emptyText={raceMessages.categoriesEmpty}
      columns={[
        { header: 'Nombre', cell: (category) => category.nombre, cellProps: { fw: 600 } },
        { header: 'Modalidad', cell: (category) => `${category.modality_name} (${category.distancia} km)` },
        {
          header: 'Sexo',
          cell: (category) => (
            <Badge color={SEX_COLORS[category.sexo]} variant="light">
              {SEX_LABELS[category.sexo]}
            </Badge>
          ),
        },
        { header: 'Edades', cell: ageRangeText },
      ]}
      form={(category, done) =>
        modalities.data && (
          <CategoryForm raceId={raceId} modalities={modalities.data} category={category} onDone={done} />
        )
      }
      remove={{
        run: (category) => remove.mutateAsync(category.id),
        pending: remove.isPending,
        title: 'Eliminar categoría',
        question: (name) => `¿Está seguro de que desea eliminar la categoría ${name}?`,
        success: 'Categoría eliminada correctamente',
        failure: raceMessages.categoryDeleteError,
      }}
    />
  );
}
