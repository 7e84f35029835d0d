import type { KitProgress } from '@carreras/domain/payments/payments.schemas';
import { Group, Text } from '@mantine/core';

/** Kits picked up against inscriptions, in all and per distance: 'Kits retirados: 212 de 340 · 33 km: 90 de 120'. */
export function KitCounter({ progress }: { progress: KitProgress }) {
  return (
    <Group gap="md" aria-label="Kits retirados" role="status" data-testid="kit-counter">
      <Text fw={700}>
        Kits retirados: {progress.retiraron} de {progress.total}
      </Text>
      {progress.distancias.map((d) => (
        <Text key={d.distancia} size="sm">
          {d.distancia} km: {d.retiraron} de {d.total}
        </Text>
      ))}
    </Group>
  );
}
