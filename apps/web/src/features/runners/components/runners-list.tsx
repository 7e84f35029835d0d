import { Alert, Anchor, Button, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { DataTable, RowActions } from '../../../components/data-table.tsx';
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
        <DataTable
          rows={runners.data.items}
          rowKey={(runner) => runner.id}
          minWidth={640}
          highlightOnHover
          columns={[
            { header: 'Apellido y nombre', cell: (runner) => `${runner.apellido}, ${runner.nombre}` },
            { header: 'DNI', cell: (runner) => runner.dni },
            { header: 'Email', cell: (runner) => runner.email },
            { header: 'Provincia', cell: (runner) => runner.provincia },
            {
              header: 'Acciones',
              cell: (runner) => (
                <RowActions>
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
                </RowActions>
              ),
            },
          ]}
        />
      )}
      <Pager page={page} totalPages={totalPages} onChange={setPage} />
    </Stack>
  );
}
