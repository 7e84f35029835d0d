import type { ResultEntry } from '@carreras/domain/imports/result-entries.schemas';
import { Alert, Badge, Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { sheetPreviewClasses } from '../../../components/sheet-file-picker.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useLinkResultEntry, useResultEntries } from '../api/result-entries.ts';

/** One result kept by name: who it is linked to, or a DNI to link it. */
function EntryLink({ eventId, entry }: { eventId: number; entry: ResultEntry }) {
  const linking = useLinkResultEntry(eventId);
  const [dni, setDni] = useState(entry.dni ?? '');
  if (entry.corredor) {
    return (
      <Stack gap={4}>
        <Group gap="xs" wrap="wrap">
          <Badge color="monte" variant="light">
            Vinculado
          </Badge>
          <Text size="sm">
            {entry.corredor.apellido}, {entry.corredor.nombre} (DNI {entry.corredor.dni})
          </Text>
        </Group>
        <Group>
          <Button
            size="xs"
            variant="default"
            loading={linking.isPending}
            onClick={() => linking.mutate({ entryId: entry.id, dni: null })}
          >
            Desvincular
          </Button>
        </Group>
        {linking.isError && (
          <Text size="sm" c="red" role="alert">
            {errorMessage(linking.error, 'No se pudo desvincular')}
          </Text>
        )}
      </Stack>
    );
  }
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        linking.mutate({ entryId: entry.id, dni });
      }}
    >
      <Stack gap={4}>
        <Group gap="xs" align="flex-end" wrap="wrap">
          <TextInput
            size="xs"
            label="DNI del corredor"
            inputMode="numeric"
            value={dni}
            onChange={(event) => setDni(event.currentTarget.value)}
            w={130}
          />
          <Button size="xs" type="submit" loading={linking.isPending} disabled={dni.trim() === ''}>
            Vincular
          </Button>
        </Group>
        {linking.isError && (
          <Text size="sm" c="red" role="alert">
            {errorMessage(linking.error, 'No se pudo vincular')}
          </Text>
        )}
      </Stack>
    </form>
  );
}

/**
 * 'Resultados sin cuenta': the riders the edition's results sheet named without an account, each kept under the
 * sheet's name until linked to a runner by DNI (docs/decisions/018-results-by-name.md). Hidden when there are none.
 */
export function ResultEntriesSection({ eventId }: { eventId: number }) {
  const entries = useResultEntries(eventId);
  if (entries.isPending) return null;
  if (entries.isError) {
    return <Alert color="red">{errorMessage(entries.error, 'No se pudieron cargar los resultados sin cuenta')}</Alert>;
  }
  const items = entries.data.items;
  if (items.length === 0) return null;
  const linked = items.filter((entry) => entry.corredor).length;
  return (
    <Stack gap="sm" component="section" aria-labelledby="result-entries-title">
      <Title order={2} size="h3" id="result-entries-title">
        Resultados sin cuenta
      </Title>
      <Text size="sm" c="dimmed">
        {items.length} resultados de esta edición se guardaron con el nombre de la planilla ({linked} vinculados). Pasan
        solos a un corredor cuando se registra con el DNI de la planilla; también puede vincularlos usted con el DNI.
      </Text>
      <Table.ScrollContainer minWidth={320}>
        <Table striped aria-label="Resultados sin cuenta">
          <Table.Thead>
            <Table.Tr>
              <Table.Th className={sheetPreviewClasses.wide}>Dorsal</Table.Th>
              <Table.Th>Nombre en la planilla</Table.Th>
              <Table.Th className={sheetPreviewClasses.wide}>Categoría</Table.Th>
              <Table.Th>Corredor</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((entry) => (
              <Table.Tr key={entry.id}>
                <Table.Td className={sheetPreviewClasses.wide}>{entry.dorsal}</Table.Td>
                <Table.Td>
                  {entry.nombre}
                  {entry.club && (
                    <Text size="xs" c="dimmed">
                      {entry.club}
                    </Text>
                  )}
                  <span className={sheetPreviewClasses.details}>
                    Dorsal {entry.dorsal} · {entry.categoria} ({entry.distancia} km)
                  </span>
                </Table.Td>
                <Table.Td className={sheetPreviewClasses.wide}>
                  {entry.categoria} ({entry.distancia} km)
                </Table.Td>
                <Table.Td>
                  <EntryLink eventId={eventId} entry={entry} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
