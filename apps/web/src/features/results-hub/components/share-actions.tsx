import type { RiderResult } from '@carreras/domain/results/results-hub.schemas';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { ShareLinks } from '../../../components/share-links.tsx';
import { diplomaUrl, shareCardUrl } from '../api/get-rider-result.ts';
import { formatTime } from './hub-format.ts';

export function shareText(result: RiderResult): string {
  const time = result.finalTime === null ? '' : ` en ${formatTime(result.finalTime)}`;
  const place = result.category.position === null ? '' : `, ${result.category.position}º en ${result.categoryName}`;
  return `${result.runnerName} terminó ${result.eventName} (${result.distance} km)${time}${place}.`;
}

/** 'Descargar diploma' and 'Compartir' for a finisher; the files are made on the server. */
export function ShareActions({ result, pageUrl }: { result: RiderResult; pageUrl: string }) {
  if (result.status !== 'COMPLETED') return null;
  return (
    <Stack gap="sm" className="no-print">
      <Group gap="sm">
        <Button component="a" href={diplomaUrl(result.eventId, result.dorsal)} download size="md">
          Descargar diploma
        </Button>
        <Button component="a" href={shareCardUrl(result.eventId, result.dorsal)} download variant="light" size="md">
          Descargar imagen para compartir
        </Button>
      </Group>
      <Title order={2} size="h4">
        Compartir
      </Title>
      <ShareLinks text={shareText(result)} url={pageUrl} />
      <Text size="sm" c="dimmed">
        El enlace muestra tu tarjeta con el tiempo y la posición.
      </Text>
    </Stack>
  );
}
