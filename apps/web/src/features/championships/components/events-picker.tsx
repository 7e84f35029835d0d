import { formatIsoDateEsAr } from '@carreras/domain/dates';
import { ActionIcon, Button, Group, Input, Paper, Select, Stack, Text } from '@mantine/core';

export interface PickableEvent {
  id: number;
  nombre: string;
  /** yyyy-mm-dd */
  fecha: string;
}

interface EventsPickerProps {
  events: PickableEvent[];
  /** The chosen events' ids, fecha 1 first. */
  value: number[];
  onChange: (ids: number[]) => void;
  error?: string;
}

const label = (event: PickableEvent | undefined, id: number) =>
  event ? `${event.nombre} · ${formatIsoDateEsAr(event.fecha)}` : `Evento ${id}`;

/** The championship's dates: events added from the list, in season order, each movable up or down. */
export function EventsPicker({ events, value, onChange, error }: EventsPickerProps) {
  const byId = new Map(events.map((event) => [event.id, event]));
  const available = events
    .filter((event) => !value.includes(event.id))
    .sort((a, b) => a.fecha.localeCompare(b.fecha))
    .map((event) => ({ value: String(event.id), label: label(event, event.id) }));
  const move = (index: number, by: -1 | 1) => {
    const next = [...value];
    [next[index], next[index + by]] = [next[index + by] as number, next[index] as number];
    onChange(next);
  };
  const byDate = () =>
    onChange([...value].sort((a, b) => (byId.get(a)?.fecha ?? '').localeCompare(byId.get(b)?.fecha ?? '')));
  return (
    <Input.Wrapper label="Fechas del campeonato" error={error}>
      <Stack gap="xs" mt={4}>
        {value.length === 0 ? (
          <Text size="sm" c="dimmed">
            Todavía no hay fechas. Agregue los eventos que suman puntos.
          </Text>
        ) : (
          <Stack component="ol" gap={4} p={0} m={0} style={{ listStyle: 'none' }} aria-label="Fechas elegidas">
            {value.map((id, index) => (
              <Paper component="li" key={id} withBorder p="xs">
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text size="sm">
                    <Text span fw={700}>
                      Fecha {index + 1}:
                    </Text>{' '}
                    {label(byId.get(id), id)}
                  </Text>
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      variant="default"
                      aria-label={`Subir fecha ${index + 1}`}
                      disabled={index === 0}
                      onClick={() => move(index, -1)}
                    >
                      ↑
                    </ActionIcon>
                    <ActionIcon
                      variant="default"
                      aria-label={`Bajar fecha ${index + 1}`}
                      disabled={index === value.length - 1}
                      onClick={() => move(index, 1)}
                    >
                      ↓
                    </ActionIcon>
                    <Button
                      variant="subtle"
                      color="red"
                      size="compact-sm"
                      aria-label={`Quitar fecha ${index + 1}`}
                      onClick={() => onChange(value.filter((other) => other !== id))}
                    >
                      Quitar
                    </Button>
                  </Group>
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
        <Group align="flex-end" gap="xs">
          <Select
            label="Agregar fecha"
            placeholder="Seleccione un evento"
            searchable
            data={available}
            value={null}
            onChange={(picked) => picked && onChange([...value, Number(picked)])}
            nothingFoundMessage="No hay más eventos"
            style={{ flex: 1, minWidth: 220 }}
          />
          {value.length > 1 && (
            <Button variant="default" onClick={byDate}>
              Ordenar por fecha
            </Button>
          )}
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
