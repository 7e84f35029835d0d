import { formatIsoDateEsAr } from '@carreras/domain/dates';
import { formatPesos } from '@carreras/domain/places/fees';
import { Alert, Anchor, Badge, Button, Card, Group, Loader, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { usePromoteWaiting, useReminders } from '../api/get-reminders.ts';
import { matches, type ReminderFilter, reminderLink, reminderText } from './reminder-message.ts';

const FILTERS: { value: ReminderFilter; label: string }[] = [
  { value: 'todos', label: 'Todos' },
  { value: 'sin-pagar', label: 'Sin pagar' },
  { value: 'a-verificar', label: 'Pago a verificar' },
  { value: 'sin-dorsal', label: 'Sin dorsal' },
  { value: 'en-espera', label: 'En lista de espera' },
];

/** Back-office 'Recordatorios': the event's runners, filtered, each with a prefilled WhatsApp message. */
export function RemindersScreen({ eventId }: { eventId: number }) {
  const reminders = useReminders(eventId);
  const promote = usePromoteWaiting(eventId);
  const [filter, setFilter] = useState<ReminderFilter>('todos');
  const [group, setGroup] = useState<string | null>(null);

  if (reminders.isPending) return <Loader aria-label="Cargando corredores" />;
  if (reminders.isError) {
    return (
      <Alert color="red" role="alert">
        No se pudieron cargar los corredores del evento. Intente nuevamente.
      </Alert>
    );
  }
  const data = reminders.data;
  const rows = data.items.filter((row) => matches(row, filter, group));
  const onPromote = async (waitingId: number, nombre: string) => {
    try {
      await promote.mutateAsync(waitingId);
      notify.success(`${nombre} pasó de la lista de espera a inscripto/a`);
    } catch (e) {
      notify.error(errorMessage(e, 'No se pudo pasar a inscripción. Intente nuevamente.'));
    }
  };

  return (
    <Stack gap="md">
      <Anchor component={Link} to={paths.admin.event(eventId)}>
        ← Volver al evento
      </Anchor>
      <Stack gap={0}>
        <Title order={1}>Recordatorios</Title>
        <Text>
          {data.eventName} · {formatIsoDateEsAr(data.eventDate)}
        </Text>
      </Stack>
      <Group gap="sm" align="flex-end">
        <NativeSelect
          label="Mostrar"
          value={filter}
          onChange={(e) => setFilter(e.currentTarget.value as ReminderFilter)}
          data={FILTERS}
        />
        <NativeSelect
          label="Grupo de largada"
          value={group ?? ''}
          onChange={(e) => setGroup(e.currentTarget.value || null)}
          data={[{ value: '', label: 'Todos los grupos' }, ...data.grupos.map((g) => ({ value: g, label: g }))]}
        />
      </Group>
      <Text size="sm" role="status">
        {rows.length} {rows.length === 1 ? 'corredor' : 'corredores'}
      </Text>
      {rows[0] && (
        <Card withBorder padding="sm" bg="gray.0" aria-label="Vista previa del mensaje">
          <Text size="sm" fw={600}>
            Vista previa del mensaje ({rows[0].nombre} {rows[0].apellido})
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {reminderText(data, rows[0])}
          </Text>
        </Card>
      )}
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {rows.map((row) => {
          const name = `${row.nombre} ${row.apellido}`;
          return (
            <Card key={`${row.inscriptionId ?? 'w'}-${row.waitingId ?? 'i'}`} withBorder padding="sm" component="li">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Stack gap={2}>
                  <Text fw={600}>{name}</Text>
                  <Text size="sm">
                    {row.distancia} km · {row.categoria}
                    {row.grupo ? ` · ${row.grupo}` : ''}
                    {row.dorsal !== null ? ` · Dorsal ${row.dorsal}` : ''}
                  </Text>
                  <Group gap={6}>
                    {row.waitingId !== null ? (
                      <Badge color="blue.9" variant="filled">
                        En espera: lugar {row.posicionEspera}
                      </Badge>
                    ) : row.pagoConfirmado ? (
                      <Badge color="monte" variant="light">
                        Pagado
                      </Badge>
                    ) : row.pagoInformado ? (
                      <Badge color="yellow" variant="filled" autoContrast>
                        Pago a verificar
                      </Badge>
                    ) : (
                      <Badge color="gray.7" variant="filled">
                        Sin pagar{row.montoAPagar !== null ? ` · ${formatPesos(row.montoAPagar)}` : ''}
                      </Badge>
                    )}
                  </Group>
                </Stack>
                <Group gap="xs">
                  {row.waitingId !== null && (
                    <Button size="xs" variant="default" onClick={() => onPromote(row.waitingId ?? 0, name)}>
                      Pasar a inscripción
                    </Button>
                  )}
                  <Button
                    size="xs"
                    component="a"
                    href={reminderLink(data, row)}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`Enviar por WhatsApp a ${name}`}
                  >
                    Enviar por WhatsApp
                  </Button>
                </Group>
              </Group>
            </Card>
          );
        })}
      </Stack>
    </Stack>
  );
}
