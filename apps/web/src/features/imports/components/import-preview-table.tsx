import type { ImportRow } from '@carreras/domain/imports/import.schemas';
import { Badge, Table, Text } from '@mantine/core';
import { sheetPreviewClasses } from '../../../components/sheet-file-picker.tsx';
import {
  ACTION_COLORS,
  ACTION_LABELS,
  capitalised,
  DESTINATION_LABELS,
  LIGHT_GREEN_LABEL,
  replacedText,
  rowDetails,
} from './import-rows.ts';

/** The sheet's rows as the import would take them: what each does, where it goes and why a row is refused. */
export function ImportPreviewTable({ rows }: { rows: readonly ImportRow[] }) {
  return (
    <Table striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Fila</Table.Th>
          <Table.Th className={sheetPreviewClasses.wide}>DNI</Table.Th>
          <Table.Th>Apellido y nombre</Table.Th>
          <Table.Th className={sheetPreviewClasses.wide}>Distancia</Table.Th>
          <Table.Th className={sheetPreviewClasses.wide}>Categoría</Table.Th>
          <Table.Th className={sheetPreviewClasses.wide}>Dorsal</Table.Th>
          <Table.Th>Resultado</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.fila}>
            <Table.Td>{row.fila}</Table.Td>
            <Table.Td className={sheetPreviewClasses.wide}>{row.dni}</Table.Td>
            <Table.Td>
              {[row.apellido, row.nombre].filter(Boolean).join(', ')}
              <span className={sheetPreviewClasses.details}>{rowDetails(row)}</span>
            </Table.Td>
            <Table.Td className={sheetPreviewClasses.wide}>
              {row.distancia === null ? '' : `${row.distancia} km`}
            </Table.Td>
            <Table.Td className={sheetPreviewClasses.wide}>{row.categoria ?? ''}</Table.Td>
            <Table.Td className={sheetPreviewClasses.wide}>{row.dorsal ?? ''}</Table.Td>
            <Table.Td>
              <Badge
                color={ACTION_COLORS[row.accion]}
                variant="light"
                classNames={sheetPreviewClasses.badge}
                styles={row.accion === 'crear' ? LIGHT_GREEN_LABEL : undefined}
              >
                {ACTION_LABELS[row.accion]}
              </Badge>
              {row.destino !== null && row.destino !== 'inscripcion' && (
                <Badge color="orange" variant="light" classNames={sheetPreviewClasses.badge}>
                  {DESTINATION_LABELS[row.destino]}
                </Badge>
              )}
              {row.pareja && <Text size="sm">{row.pareja}</Text>}
              {row.reemplaza.length > 0 && (
                <Text size="sm" c="dimmed">
                  {replacedText(row.reemplaza)}
                </Text>
              )}
              {row.excede && (
                <Text size="sm" c="orange.9">
                  {capitalised(row.excede)}
                </Text>
              )}
              {row.motivos.map((motivo) => (
                <Text key={motivo} size="sm" c="red.9">
                  {motivo}
                </Text>
              ))}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
