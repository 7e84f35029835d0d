import { formatClockTime } from '@carreras/domain/dates';
import { formatElapsed } from '@carreras/domain/timing/time-format';
import { Badge, Button, Group, Table, Text } from '@mantine/core';
import type { ReviewReason } from '../review-items.ts';
import type { RecordRow } from '../timing-records.ts';

export const LATEST_RECORDS = 10;

const bibLabel = (bib: number | null) => (bib === null ? 'Sin dorsal' : `#${bib}`);

export function LatestRecords({
  rows,
  runnerName,
  groupName,
  review,
  onBib,
  onTimes,
}: {
  rows: readonly RecordRow[];
  runnerName: (bib: number) => string | null;
  /** The rider's own start group, once the server has said it. */
  groupName: (row: RecordRow) => string | null;
  /** Why a row needs review, if it does (see review-items.ts). */
  review: (row: RecordRow) => ReviewReason | null;
  onBib: (row: RecordRow) => void;
  onTimes: (row: RecordRow) => void;
}) {
  if (rows.length === 0) return <Text c="dimmed">Todavía no hay tiempos registrados.</Text>;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped withTableBorder verticalSpacing="xs" aria-label="Últimos registros">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Dorsal</Table.Th>
            <Table.Th>Tiempo</Table.Th>
            <Table.Th>Vuelta</Table.Th>
            <Table.Th>Grupo</Table.Th>
            <Table.Th>Hora</Table.Th>
            <Table.Th>Acciones</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.slice(0, LATEST_RECORDS).map((row) => {
            const original = row.record?.corrected ? (row.record.originalDorsal ?? null) : undefined;
            const reason = review(row);
            // A bib nobody holds: red at once, so a typo is seen while the rider is still in sight.
            const flagged = reason === 'UNKNOWN_BIB';
            return (
              <Table.Tr
                key={row.clientId}
                data-review={reason ?? undefined}
                bg={flagged ? 'red.1' : undefined}
                style={flagged ? { boxShadow: 'inset 4px 0 0 var(--mantine-color-red-9)' } : undefined}
              >
                <Table.Td fw={700} c={flagged ? 'red.9' : undefined}>
                  {bibLabel(row.dorsal)}
                  {row.dorsal !== null && runnerName(row.dorsal) && (
                    <Text size="xs" fw={400}>
                      {runnerName(row.dorsal)}
                    </Text>
                  )}
                  {flagged && (
                    <Text size="xs" fw={700} c="red.9">
                      Dorsal sin corredor
                    </Text>
                  )}
                  {reason === 'BEFORE_START' && (
                    <Text size="xs" fw={700} c="orange.9">
                      Antes de la largada de su grupo
                    </Text>
                  )}
                  {original !== undefined && (
                    <Text size="xs" c="dimmed">
                      registrado como {bibLabel(original)}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ff="monospace">{formatElapsed(row.time)}</Table.Td>
                <Table.Td>{row.lap ?? '—'}</Table.Td>
                <Table.Td>{groupName(row) ?? '—'}</Table.Td>
                <Table.Td ff="monospace">{formatClockTime(row.timestamp)}</Table.Td>
                <Table.Td>
                  {row.state === 'stored' && row.record ? (
                    <Group gap="xs" wrap="nowrap">
                      <Button size="compact-md" variant="light" onClick={() => onBib(row)}>
                        Dorsal
                      </Button>
                      <Button
                        size="compact-md"
                        variant="light"
                        disabled={row.dorsal === null}
                        onClick={() => onTimes(row)}
                      >
                        Tiempos
                      </Button>
                    </Group>
                  ) : row.state === 'pending' ? (
                    <Badge color="yellow" variant="filled" autoContrast>
                      Pendiente de envío
                    </Badge>
                  ) : row.state === 'rejected' ? (
                    <Badge
                      color="red.9"
                      variant="filled"
                      title={row.error ?? undefined}
                      style={{ whiteSpace: 'normal', height: 'auto' }}
                    >
                      Rechazado: {row.error}
                    </Badge>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
