import type { Race } from '@carreras/domain/races/race.schemas';
import { Badge, Button, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { CategoriesPanel } from './categories-panel.tsx';
import { ModalitiesPanel } from './modalities-panel.tsx';

type Section = 'modalidades' | 'categorias';

/** Race management mode: the race's modalities or categories, and the way back to the race list. */
export function RaceManagement({ race, onBack }: { race: Race; onBack: () => void }) {
  const [section, setSection] = useState<Section>('modalidades');
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Stack gap={2}>
          <Group gap="sm">
            <Title order={2}>{race.nombre}</Title>
            <Badge color={race.activo ? 'monte' : 'gray'} variant="light">
              {race.activo ? 'Activa' : 'Inactiva'}
            </Badge>
          </Group>
          {race.descripcion && <Text>{race.descripcion}</Text>}
        </Stack>
        <Button variant="default" onClick={onBack}>
          Volver a Carreras
        </Button>
      </Group>
      <SegmentedControl
        aria-label="Sección"
        value={section}
        onChange={(value) => setSection(value as Section)}
        data={[
          { value: 'modalidades', label: 'Modalidades' },
          { value: 'categorias', label: 'Categorías' },
        ]}
      />
      {section === 'modalidades' ? <ModalitiesPanel raceId={race.id} /> : <CategoriesPanel raceId={race.id} />}
    </Stack>
  );
}
