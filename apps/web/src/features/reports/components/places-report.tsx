import type { PlacesInfo } from '@carreras/domain/places/places.schemas';
import { Alert, Card, Loader, Stack, Table, Title } from '@mantine/core';
import { errorMessage } from '../../../lib/api-client.ts';
import { useEventPlaces } from '../api/get-places.ts';

type Places = PlacesInfo['lugares'];

const PlaceCells = ({ places }: { places: Places }) => (
  <>
    <Table.Td ta="right">{places.cupo ?? 'Sin límite'}</Table.Td>
    <Table.Td ta="right">{places.ocupados}</Table.Td>
    <Table.Td ta="right">{places.libres ?? '—'}</Table.Td>
    <Table.Td ta="right">{places.enEspera}</Table.Td>
  </>
);

/** Places of one event: taken, free and waiting, per distance and in all. */
export function PlacesReport({ eventId }: { eventId: number }) {
  const places = useEventPlaces(eventId);
  return (
    <Card withBorder padding="lg">
      <Stack gap="md">
        <Title order={2} size="h3">
          Cupos
        </Title>
        {places.isPending && <Loader aria-label="Cargando cupos" />}
        {places.isError && (
          <Alert color="red" role="alert">
            {errorMessage(places.error, 'Error al cargar los cupos')}
          </Alert>
        )}
        {places.data && (
          <Table.ScrollContainer minWidth={480} type="native" tabIndex={0}>
            <Table striped captionSide="top">
              <Table.Caption>Cupos por distancia</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Distancia</Table.Th>
                  <Table.Th ta="right">Cupo</Table.Th>
                  <Table.Th ta="right">Ocupados</Table.Th>
                  <Table.Th ta="right">Libres</Table.Th>
                  <Table.Th ta="right">En espera</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {places.data.distancias.map((row) => (
                  <Table.Tr key={row.distancia}>
                    <Table.Td>{row.distancia} km</Table.Td>
                    <PlaceCells places={row} />
                  </Table.Tr>
                ))}
              </Table.Tbody>
              <Table.Tfoot>
                <Table.Tr>
                  <Table.Th>Evento</Table.Th>
                  <PlaceCells places={places.data.lugares} />
                </Table.Tr>
              </Table.Tfoot>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}
