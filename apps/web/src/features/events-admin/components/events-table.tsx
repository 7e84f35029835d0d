import { formatIsoDateEsAr } from '@carreras/domain/dates';
import type { Event } from '@carreras/domain/events/event.schemas';
import { Badge, Box, Button, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';

interface EventsTableProps {
  events: Event[];
  duplicatingId: number | null;
  onEdit: (event: Event) => void;
  onDelete: (event: Event) => void;
  onDuplicate: (event: Event) => void;
}

/**
 * Every event with its race, dates, window, pairs rule, status and actions. The day and place fold under
 * the name and the actions wrap two by two, so Estado and Acciones fit a 1024 px tablet.
 */
export function EventsTable({ events, duplicatingId, onEdit, onDelete, onDuplicate }: EventsTableProps) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover verticalSpacing="sm" horizontalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Evento</Table.Th>
            <Table.Th>Carrera</Table.Th>
            <Table.Th>Inscripciones</Table.Th>
            <Table.Th>Estado</Table.Th>
            <Table.Th>Acciones</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {events.map((event) => (
            <Table.Tr key={event.id}>
              <Table.Td>
                <Text fw={600}>{event.nombre}</Text>
                <Text size="sm">
                  {formatIsoDateEsAr(event.fecha)} · {event.lugar}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text>{event.race.nombre}</Text>
                <Text size="sm">
                  {event.cantidadCategorias} {event.cantidadCategorias === 1 ? 'categoría' : 'categorías'}
                </Text>
              </Table.Td>
              <Table.Td>
                <Stack gap={2}>
                  <Text size="sm">
                    {formatIsoDateEsAr(event.fechaAperturaInscripciones)} al{' '}
                    {formatIsoDateEsAr(event.fechaCierreInscripciones)}
                  </Text>
                  <Text size="sm">{event.permiteParejas ? 'Permite parejas' : 'Solo individual'}</Text>
                </Stack>
              </Table.Td>
              <Table.Td>
                <Badge
                  color={event.activo ? 'monte' : 'gray'}
                  variant="light"
                  // The word is the information: a narrow column must never cut it to 'ACT…'.
                  styles={{ root: { minWidth: 'max-content' }, label: { overflow: 'visible', textOverflow: 'clip' } }}
                >
                  {event.activo ? 'Activo' : 'Inactivo'}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Box style={{ display: 'grid', gridTemplateColumns: 'repeat(2, max-content)', gap: 4 }}>
                  <Button
                    component={Link}
                    to={paths.admin.event(event.id)}
                    size="xs"
                    aria-label={`Gestionar ${event.nombre}`}
                  >
                    Gestionar
                  </Button>
                  <Button size="xs" variant="light" onClick={() => onEdit(event)} aria-label={`Editar ${event.nombre}`}>
                    Editar
                  </Button>
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => onDuplicate(event)}
                    disabled={duplicatingId !== null}
                    aria-label={`Duplicar ${event.nombre}`}
                  >
                    {duplicatingId === event.id ? 'Duplicando...' : 'Duplicar'}
                  </Button>
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    onClick={() => onDelete(event)}
                    aria-label={`Eliminar ${event.nombre}`}
                  >
                    Eliminar
                  </Button>
                </Box>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
