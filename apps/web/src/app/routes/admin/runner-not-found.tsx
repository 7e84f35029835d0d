import { Alert, Button, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';

export function RunnerNotFound() {
  return (
    <Stack gap="md" align="flex-start">
      <Alert color="red" role="alert">
        Corredor no encontrado o ha ocurrido un error.
      </Alert>
      <Button component={Link} to={paths.admin.runners} variant="default">
        Volver a Corredores
      </Button>
    </Stack>
  );
}

/** The :id of the route as a positive integer, or null. */
export function routeId(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}
