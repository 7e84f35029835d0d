import { formatIsoDateEsAr } from '@carreras/domain/dates';
import { Alert, Button, Group, Loader, NativeSelect, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';
import { usePublicInscriptos } from '../api/get-public-inscriptos.ts';
import classes from './public-inscriptos.module.css';

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Rows carry no id (nothing private is sent): namesakes in the same category get a counter. */
function withKeys<T extends { nombre: string; apellido: string; categoria: string; distancia: number }>(items: T[]) {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const base = `${item.distancia}|${item.categoria}|${item.apellido}|${item.nombre}`;
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return { item, key: `${base}|${count}` };
  });
}

/**
 * The public list of inscriptos (opt-in per event): name, category, distance and bib, searchable on a phone
 * and printable as the start list at kit pick-up.
 */
export function PublicInscriptos({ eventId }: { eventId: number }) {
  const list = usePublicInscriptos(eventId);
  const [search, setSearch] = useState('');
  const [distance, setDistance] = useState('');
  const items = list.data?.items;
  const distances = useMemo(() => [...new Set((items ?? []).map((i) => i.distancia))], [items]);
  const shown = useMemo(() => {
    const term = fold(search.trim());
    return (items ?? []).filter(
      (i) =>
        (distance === '' || i.distancia === Number(distance)) &&
        (term === '' ||
          fold(`${i.nombre} ${i.apellido} ${i.apellido} ${i.nombre} ${i.categoria} ${i.compañero ?? ''}`).includes(
            term,
          ) ||
          String(i.dorsal ?? '') === term),
    );
  }, [items, search, distance]);

  if (list.isPending) return <Loader aria-label="Cargando inscriptos" />;
  if (list.isError) {
    return (
      <Alert color="yellow" role="alert">
        {errorMessage(list.error, 'No pudimos cargar la lista de inscriptos. Probá de nuevo más tarde.')}
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      <Stack gap={0}>
        <Title order={1}>Inscriptos</Title>
        <Text>
          {list.data.eventName} · {formatIsoDateEsAr(list.data.eventDate)} · {list.data.items.length}{' '}
          {list.data.items.length === 1 ? 'inscripto' : 'inscriptos'}
        </Text>
      </Stack>
      <Group gap="sm" align="flex-end" className={classes.noPrint}>
        <TextInput
          label="Buscar"
          placeholder="Nombre, apellido, categoría o dorsal"
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          style={{ flex: 1, minWidth: 200 }}
        />
        <NativeSelect
          label="Distancia"
          value={distance}
          onChange={(e) => setDistance(e.currentTarget.value)}
          data={[{ value: '', label: 'Todas' }, ...distances.map((d) => ({ value: String(d), label: `${d} km` }))]}
        />
        <Button variant="default" onClick={() => window.print()}>
          Imprimir
        </Button>
      </Group>
      <Text size="sm" role="status">
        {shown.length === 0 ? 'No hay inscriptos que coincidan con la búsqueda.' : `Mostrando ${shown.length}`}
      </Text>
      {shown.length > 0 && (
        <Table striped aria-label="Lista de inscriptos">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Dorsal</Table.Th>
              <Table.Th>Nombre</Table.Th>
              <Table.Th>Categoría</Table.Th>
              <Table.Th>Distancia</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {withKeys(shown).map(({ item: i, key }) => (
              <Table.Tr key={key}>
                <Table.Td>{i.dorsal ?? '—'}</Table.Td>
                <Table.Td>
                  {i.apellido}, {i.nombre}
                  {i.compañero ? ` (con ${i.compañero})` : ''}
                </Table.Td>
                <Table.Td>{i.categoria}</Table.Td>
                <Table.Td>{i.distancia} km</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
