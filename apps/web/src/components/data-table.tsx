import { Button, Group, Table, type TableTdProps } from '@mantine/core';
import type { Key, ReactNode } from 'react';

export interface DataColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Props of the column's cells (`fw` for the name that leads a row). */
  cellProps?: TableTdProps;
}

interface DataTableProps<T> {
  rows: readonly T[];
  rowKey: (row: T) => Key;
  columns: readonly DataColumn<T>[];
  highlightOnHover?: boolean;
  /** Below this width the table scrolls sideways. */
  minWidth?: number;
}

/** The back office's striped list: a header row, a row per item, scrolling sideways when narrow. */
export function DataTable<T>({ rows, rowKey, columns, highlightOnHover, minWidth = 560 }: DataTableProps<T>) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped highlightOnHover={highlightOnHover}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.header}>{column.header}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((column) => (
                <Table.Td key={column.header} {...column.cellProps}>
                  {column.cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A row's buttons, side by side and never wrapped. */
export function RowActions({ children, wrap = false }: { children: ReactNode; wrap?: boolean }) {
  return (
    <Group gap="xs" wrap={wrap ? 'wrap' : 'nowrap'}>
      {children}
    </Group>
  );
}

/** A row's Editar and Eliminar, named after the row for screen readers ('Editar 33K'). */
export function EditDeleteButtons({
  name,
  onEdit,
  onDelete,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <>
      <Button size="xs" variant="light" onClick={onEdit} aria-label={`Editar ${name}`}>
        Editar
      </Button>
      <Button size="xs" variant="light" color="red" onClick={onDelete} aria-label={`Eliminar ${name}`}>
        Eliminar
      </Button>
    </>
  );
}
