import type { CategoryReportRow, DistanceReportRow } from '@carreras/domain/reports/report.schemas';
import { Table } from '@mantine/core';
import { formatPercentConfirmed } from './percent.ts';

type Counts = Pick<DistanceReportRow, 'totalInscripciones' | 'confirmadas' | 'pendientes'>;

function totalsOf(rows: Counts[]): Counts {
  return rows.reduce(
    (sum, row) => ({
      totalInscripciones: sum.totalInscripciones + row.totalInscripciones,
      confirmadas: sum.confirmadas + row.confirmadas,
      pendientes: sum.pendientes + row.pendientes,
    }),
    { totalInscripciones: 0, confirmadas: 0, pendientes: 0 },
  );
}

const CountHeaders = () => (
  <>
    <Table.Th ta="right">Total</Table.Th>
    <Table.Th ta="right">Confirmadas</Table.Th>
    <Table.Th ta="right">Pendientes</Table.Th>
    <Table.Th ta="right">% Confirmadas</Table.Th>
  </>
);

const CountCells = ({ row }: { row: Counts }) => (
  <>
    <Table.Td ta="right">{row.totalInscripciones}</Table.Td>
    <Table.Td ta="right">{row.confirmadas}</Table.Td>
    <Table.Td ta="right">{row.pendientes}</Table.Td>
    <Table.Td ta="right">{formatPercentConfirmed(row)}</Table.Td>
  </>
);

export function DistanceReportTable({ rows }: { rows: DistanceReportRow[] }) {
  return (
    <Table.ScrollContainer minWidth={480} type="native" tabIndex={0}>
      <Table striped captionSide="top">
        <Table.Caption>Inscripciones por distancia</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Distancia</Table.Th>
            <CountHeaders />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.distancia}>
              <Table.Td>{row.distancia} km</Table.Td>
              <CountCells row={row} />
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr fw={700}>
            <Table.Td>Total</Table.Td>
            <CountCells row={totalsOf(rows)} />
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}

export function CategoryReportTable({ rows }: { rows: CategoryReportRow[] }) {
  return (
    <Table.ScrollContainer minWidth={560} type="native" tabIndex={0}>
      <Table striped captionSide="top">
        <Table.Caption>Inscripciones por categoría</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Categoría</Table.Th>
            <Table.Th>Distancia</Table.Th>
            <CountHeaders />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={`${row.distancia}-${row.categoria}`}>
              <Table.Td>{row.categoria}</Table.Td>
              <Table.Td>{row.distancia} km</Table.Td>
              <CountCells row={row} />
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr fw={700}>
            <Table.Td colSpan={2}>Total</Table.Td>
            <CountCells row={totalsOf(rows)} />
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
