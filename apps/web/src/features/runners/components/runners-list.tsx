import { Alert, Anchor, Button, Group, Loader, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { Pager, totalPagesOf } from '../../../components/pager.tsx';
import { paths } from '../../../config/paths.ts';
import { SEARCH_MAX_LENGTH, SEARCH_TOO_LONG, useSearchTerm } from '../../../hooks/use-search-term.ts';
import { failureMessage, fieldMessage } from '../../../lib/failure-message.ts';
import { useRunners } from '../api/get-runners.ts';

/** Runners, searchable by name, surname or DNI, ten a page, with view / edit / inscriptions per row. */
export function RunnersList() {
  const [typed, setTyped] = useState('');
  const [page, setPage] = useState(1);
  const search = useSearchTerm(typed);
  const [searched, setSearched] = useState(search);
  if (searched !== search) {
    setSearched(search);
    setPage(1);
  }
  const tooLong = typed.trim().length > SEARCH_MAX_LENGTH;
  const runners = useRunners(page, search, !tooLong);
  const searchError = tooLong ? SEARCH_TOO_LONG : runners.isError ? fieldMessage(runners.error, 'search') : undefined;
  const totalPages = runners.data ? totalPagesOf(runners.data.total, runners.data.limit) : 1;

  return (
    <Stack gap="md">
      <TextInput
        label="Buscar corredor"
        description="Nombre, apellido o DNI (mínimo 3 caracteres)"
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
        error={searchError}
      />
      {runners.isPending && !tooLong && <Loader aria-label="Cargando" />}
      {runners.isError && !searchError && (
        <Alert color="red" role="alert">
          {failureMessage(
            runners.error,
            search ? 'Error al buscar corredores' : 'Error al cargar la lista de corredores',
          )}
        </Alert>
      )}
      {runners.data && runners.data.items.length === 0 && <Text>No se encontraron corredores.</Text>}
      {runners.data && runners.data.items.length > 0 && (
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Apellido y nombre</Table.Th>
                <Table.Th>DNI</Table.Th>
                <Table.Th>Email</Table.Th>
                <Table.Th>Provincia</Table.Th>
                <Table.Th>Acciones</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {runners.data.items.map((runner) => (
                <Table.Tr key={runner.id}>
                  <Table.Td>
                    {runner.apellido}, {runner.nombre}
                  </Table.Td>
                  <Table.Td>{runner.dni}</Table.Td>
                  <Table.Td>{runner.email}</Table.Td>
                  <Table.Td>{runner.provincia}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        component={Link}
                        to={paths.admin.runner(runner.id)}
                        size="xs"
                        variant="light"
                        aria-label={`Ver ${runner.nombre} ${runner.apellido}`}
                      >
                        Ver
                      </Button>
                      <Button
                        component={Link}
                        to={paths.admin.runnerEdit(runner.id)}
                        size="xs"
                        variant="light"
                        aria-label={`Editar ${runner.nombre} ${runner.apellido}`}
                      >
                        Editar
                      </Button>
                      <Anchor
                        component={Link}
                        to={paths.admin.inscriptionsForRunner(runner.id)}
                        size="sm"
                        aria-label={`Inscripciones de ${runner.nombre} ${runner.apellido}`}
                      >
                        Inscripciones
                      </Anchor>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Pager page={page} totalPages={totalPages} onChange={setPage} />
    </Stack>
  );
}
