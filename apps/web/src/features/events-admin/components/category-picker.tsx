import type { Category } from '@carreras/domain/races/race.schemas';
import { Alert, Button, Checkbox, Fieldset, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';

interface CategoryPickerProps {
  raceChosen: boolean;
  categories: Category[] | undefined;
  loading: boolean;
  failed: boolean;
  selected: number[];
  onChange: (ids: number[]) => void;
  error?: string;
}

interface ModalityGroup {
  key: number;
  label: string;
  categories: Category[];
}

function byModality(categories: Category[]): ModalityGroup[] {
  const groups = new Map<number, ModalityGroup>();
  for (const category of categories) {
    const group = groups.get(category.modality_id) ?? {
      key: category.modality_id,
      label: `${category.modality_name} (${category.distancia} km)`,
      categories: [],
    };
    group.categories.push(category);
    groups.set(category.modality_id, group);
  }
  return [...groups.values()];
}

/** The race's categories grouped by modality, to choose those the event offers. */
export function CategoryPicker({
  raceChosen,
  categories,
  loading,
  failed,
  selected,
  onChange,
  error,
}: CategoryPickerProps) {
  const toggle = (id: number, checked: boolean) =>
    onChange(checked ? [...selected, id] : selected.filter((selectedId) => selectedId !== id));

  return (
    <Fieldset legend="Categorías del evento">
      <Stack gap="sm">
        {!raceChosen && <Text>Seleccione primero una carrera para ver sus categorías.</Text>}
        {raceChosen && loading && <Loader size="sm" aria-label="Cargando opciones" />}
        {raceChosen && failed && (
          <Alert color="red" role="alert">
            Error al cargar los datos
          </Alert>
        )}
        {raceChosen && categories?.length === 0 && <Text>No hay categorías disponibles para esta carrera.</Text>}
        {raceChosen && categories && categories.length > 0 && (
          <>
            <Group justify="space-between">
              <Group gap="xs">
                <Button size="xs" variant="light" onClick={() => onChange(categories.map((c) => c.id))}>
                  Seleccionar Todas
                </Button>
                <Button size="xs" variant="default" onClick={() => onChange([])}>
                  Deseleccionar Todas
                </Button>
              </Group>
              <Text size="sm" fw={600} aria-live="polite">
                {selected.length} de {categories.length} seleccionadas
              </Text>
            </Group>
            {byModality(categories).map((group) => (
              <Stack key={group.key} gap={6}>
                <Text fw={700} size="sm">
                  {group.label}
                </Text>
                <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="xs">
                  {group.categories.map((category) => (
                    <Checkbox
                      key={category.id}
                      label={category.nombre}
                      checked={selected.includes(category.id)}
                      onChange={(event) => toggle(category.id, event.currentTarget.checked)}
                    />
                  ))}
                </SimpleGrid>
              </Stack>
            ))}
          </>
        )}
        {error && (
          <Text c="var(--mantine-color-error)" size="sm" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Fieldset>
  );
}
