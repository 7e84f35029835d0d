import type { ImportPreview } from '@carreras/domain/imports/import.schemas';
import type { ImportField } from '@carreras/domain/imports/import-columns';
import { Select, Stack, Table, Text, Title } from '@mantine/core';
import { FIELD_OPTIONS, NOT_IMPORTED } from './import-rows.ts';
import { RequiredColumnsNotice } from './required-columns-notice.tsx';

/** 'Columnas detectadas': the field each column of the sheet is taken for, which the admin may change. */
export function ColumnMapping({
  preview,
  mapping,
  onChange,
}: {
  preview: ImportPreview;
  mapping: readonly (ImportField | null)[];
  onChange: (index: number, value: string | null) => void;
}) {
  return (
    <Stack gap="xs">
      <Title order={2}>Columnas detectadas</Title>
      <Text size="sm" c="dimmed">
        Revise qué dato se toma de cada columna. Las columnas en 'No importar' se ignoran.
      </Text>
      <RequiredColumnsNotice preview={preview} />
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Columna de la planilla</Table.Th>
            <Table.Th>Dato</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {preview.columnas.map((column) => (
            <Table.Tr key={column.indice}>
              <Table.Td>{column.encabezado || `(columna ${column.indice + 1} sin título)`}</Table.Td>
              <Table.Td>
                <Select
                  aria-label={`Dato de la columna ${column.encabezado || column.indice + 1}`}
                  data={FIELD_OPTIONS}
                  value={mapping[column.indice] ?? NOT_IMPORTED}
                  onChange={(value) => onChange(column.indice, value)}
                  allowDeselect={false}
                  miw={190}
                  maw={260}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
