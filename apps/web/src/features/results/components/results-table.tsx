import { RESULT_STATUS_LABELS as STATUS_LABELS } from '@carreras/domain/results/result-status';
import type { ResultRow } from '@carreras/domain/results/results.schemas';
import { formatElapsed, formatLapTime } from '@carreras/domain/timing/time-format';
import { Badge, Progress, Stack, Table, Text } from '@mantine/core';

const STATUS_COLORS: Record<ResultRow['status'], string> = {
  COMPLETED: 'monte',
  IN_PROGRESS: 'blue.9',
  DNF: 'grape.9',
  DISQUALIFIED: 'red.9',
  PENDING: 'gray.7',
};

/** Time column: the final time, else DNF, DSQ or 'En curso' (spec 4, result status). */
export function resultTime(row: ResultRow): string {
  if (row.finalTime !== null) return formatElapsed(row.finalTime);
  if (row.status === 'DNF') return 'DNF';
  if (row.status === 'DISQUALIFIED') return 'DSQ';
  return 'En curso';
}

export function ResultsTable({ rows, laps, general }: { rows: ResultRow[]; laps: number; general: boolean }) {
  if (rows.length === 0) return <Text c="dimmed">Sin corredores en esta vista.</Text>;
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table striped withTableBorder verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Pos.</Table.Th>
            <Table.Th>Dorsal</Table.Th>
            <Table.Th>Corredor</Table.Th>
            {general && <Table.Th>Categoría</Table.Th>}
            <Table.Th>Tiempo</Table.Th>
            {laps > 1 && <Table.Th>Vueltas</Table.Th>}
            <Table.Th>Estado</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const position = general ? row.overallPosition : row.position;
            return (
              <Table.Tr key={row.id}>
                <Table.Td fw={700}>{position ?? '—'}</Table.Td>
                <Table.Td>{row.dorsal}</Table.Td>
                <Table.Td>{row.runnerName}</Table.Td>
                {general && <Table.Td>{row.categoryName}</Table.Td>}
                <Table.Td ff="monospace">
                  {resultTime(row)}
                  {row.penaltyTime > 0 && (
                    <Text span size="xs" c="red.9" ml={4}>
                      (+{formatLapTime(row.penaltyTime)} penalización)
                    </Text>
                  )}
                </Table.Td>
                {laps > 1 && (
                  <Table.Td miw={140}>
                    <Stack gap={2}>
                      <Text size="sm">
                        {row.completedLaps}/{row.totalLaps}
                      </Text>
                      <Progress
                        value={(row.completedLaps / Math.max(1, row.totalLaps)) * 100}
                        size="sm"
                        aria-label={`Vueltas de ${row.runnerName}`}
                      />
                      {row.lapTimes.map((lap) => (
                        <Text key={lap.lap} size="xs" ff="monospace">
                          V{lap.lap}: {formatLapTime(lap.time)}
                        </Text>
                      ))}
                    </Stack>
                  </Table.Td>
                )}
                <Table.Td>
                  <Badge color={STATUS_COLORS[row.status]} variant="filled">
                    {STATUS_LABELS[row.status]}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
