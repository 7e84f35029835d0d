import type { ImportPreview } from '@carreras/domain/imports/import.schemas';
import { Alert, Badge, Checkbox, Group, List, Stack, Text } from '@mantine/core';
import { capitalised, LIGHT_GREEN_LABEL } from './import-rows.ts';

/** The preview's counts by what the rows would do and, when the sheet exceeds the places, the choice of where they go. */
export function ImportPreviewSummary({
  preview,
  overLimit,
  onOverLimit,
}: {
  preview: ImportPreview;
  overLimit: boolean;
  onOverLimit: (next: boolean) => void;
}) {
  return (
    <>
      <Group gap="xs">
        <Badge color="green" variant="light" styles={LIGHT_GREEN_LABEL}>
          Nuevos: {preview.totales.crear}
        </Badge>
        <Badge color="blue" variant="light">
          Actualizados: {preview.totales.actualizar}
        </Badge>
        <Badge color="gray" variant="light">
          Existentes: {preview.totales.conservar}
        </Badge>
        <Badge color="red" variant="light">
          Rechazadas: {preview.totales.rechazar}
        </Badge>
        {preview.totales.espera > 0 && (
          <Badge color="orange" variant="light">
            Lista de espera: {preview.totales.espera}
          </Badge>
        )}
        {preview.totales.sobrecupo > 0 && (
          <Badge color="orange" variant="light">
            Sobre el cupo: {preview.totales.sobrecupo}
          </Badge>
        )}
      </Group>
      {preview.excesos.length > 0 && (
        <Alert color="orange" title="La planilla supera el cupo">
          <Stack gap="xs">
            <List>
              {preview.excesos.map((exceso) => (
                <List.Item key={exceso}>{capitalised(exceso)}</List.Item>
              ))}
            </List>
            <Text size="sm">
              {overLimit
                ? 'Las filas que superan el cupo se inscriben igual. Queda registrado quién lo decidió, cuándo y cuántas filas superan el cupo.'
                : 'Las filas que superan el cupo van a la lista de espera del evento, en el orden de la planilla.'}
            </Text>
            <Checkbox
              label="Inscribir por encima del cupo las filas que lo superan"
              checked={overLimit}
              onChange={(event) => onOverLimit(event.currentTarget.checked)}
            />
          </Stack>
        </Alert>
      )}
    </>
  );
}
