import type { RiderResult } from '@carreras/domain/results/results-hub.schemas';
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { diplomaUrl, shareCardUrl } from '../api/get-rider-result.ts';
import { formatTime } from './hub-format.ts';

/** Real share destinations, as the enrolment success page offers them. */
export function shareLinks(text: string, url: string) {
  const message = `${text} ${url}`;
  return {
    whatsapp: `https://wa.me/?text=${encodeURIComponent(message)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    x: `https://twitter.com/intent/tweet?text=${encodeURIComponent(message)}`,
  };
}

export function shareText(result: RiderResult): string {
  const time = result.finalTime === null ? '' : ` en ${formatTime(result.finalTime)}`;
  const place = result.category.position === null ? '' : `, ${result.category.position}º en ${result.categoryName}`;
  return `${result.runnerName} terminó ${result.eventName} (${result.distance} km)${time}${place}.`;
}

/** 'Descargar diploma' and 'Compartir' for a finisher; the files are made on the server. */
export function ShareActions({ result, pageUrl }: { result: RiderResult; pageUrl: string }) {
  if (result.status !== 'COMPLETED') return null;
  const links = shareLinks(shareText(result), pageUrl);
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
      <Group gap="md">
        <Anchor href={links.whatsapp} target="_blank" rel="noopener noreferrer">
          Compartir en WhatsApp
        </Anchor>
        <Anchor href={links.facebook} target="_blank" rel="noopener noreferrer">
          Compartir en Facebook
        </Anchor>
        <Anchor href={links.x} target="_blank" rel="noopener noreferrer">
          Compartir en X
        </Anchor>
      </Group>
      <Text size="sm" c="dimmed">
        El enlace muestra tu tarjeta con el tiempo y la posición.
      </Text>
    </Stack>
  );
}
