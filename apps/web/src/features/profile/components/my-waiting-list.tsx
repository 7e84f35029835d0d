import { formatIsoDateEsAr } from '@carreras/domain/dates';
import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { useLeaveWaiting, useMyWaiting } from '../api/waiting-list.ts';

/** The runner's places on waiting lists; nothing when there are none. */
export function MyWaitingList() {
  const waiting = useMyWaiting();
  const leave = useLeaveWaiting();
  if (waiting.isError) {
    return (
      <Alert color="red" role="alert">
        No se pudo cargar tu lista de espera. Intentá más tarde.
      </Alert>
    );
  }
  if (!waiting.data || waiting.data.length === 0) return null;
  const onLeave = async (id: number) => {
    try {
      await leave.mutateAsync(id);
      notify.success('Saliste de la lista de espera');
    } catch (e) {
      notify.error(errorMessage(e, 'No pudimos sacarte de la lista. Intentá nuevamente.'));
    }
  };
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        Lista de espera
      </Title>
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {waiting.data.map((entry) => (
          <Card key={entry.id} withBorder padding="md" component="li">
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Text fw={600}>{entry.eventName}</Text>
                <Badge color="blue.9" variant="filled" style={{ flexShrink: 0 }}>
                  En espera
                </Badge>
              </Group>
              <Text size="sm">
                {formatIsoDateEsAr(entry.eventDate)} · {entry.distancia} km · {entry.categoria}
              </Text>
              <Text size="sm" fw={600}>
                Estás en la lista de espera: lugar {entry.posicion}
              </Text>
              <Text size="sm">Si se libera un lugar, pasás a estar inscripto/a y lo vas a ver acá.</Text>
              <Group>
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  onClick={() => onLeave(entry.id)}
                  loading={leave.isPending}
                >
                  Salir de la lista
                </Button>
              </Group>
            </Stack>
          </Card>
        ))}
      </Stack>
    </Stack>
  );
}
