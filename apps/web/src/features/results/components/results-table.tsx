import type { ResultRow } from '@carreras/domain/results/results.schemas';
import { Progress, Stack, Table, Text } from '@mantine/core';
import { formatResultTime, gapText, lastPassageText, resultTime } from './result-format.ts';
import { ResultStatusBadge } from './result-status-badge.tsx';
import classes from './results.module.css';

export interface ResultsListProps {
  rows: ResultRow[];
  laps: number;
  /** Overall view: positions overall and a category column. */
  general: boolean;
  /** The event has start groups and no single group is chosen: show each rider's. */
  showGroup: boolean;
  /** Names the list for screen readers ('Resultados de ELITE MASC'). */
  label: string;
}

/** Tablet and desktop: one table; it scrolls sideways inside a region reachable by keyboard when narrow. */
export function ResultsTable({ rows, laps, general, showGroup, label }: ResultsListProps) {
  const leader = rows[0];
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard (axe scrollable-region-focusable).
    <section className={classes.scroll} aria-label={label} tabIndex={0}>
      <Table striped withTableBorder verticalSpacing="xs" miw={560}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Pos.</Table.Th>
            <Table.Th>Dorsal</Table.Th>
            <Table.Th>Corredor</Table.Th>
            {general && <Table.Th>Categoría</Table.Th>}
            {showGroup && <Table.Th>Grupo</Table.Th>}
            <Table.Th>Tiempo</Table.Th>
            <Table.Th>Dif.</Table.Th>
            {laps > 1 && <Table.Th>Vueltas</Table.Th>}
            <Table.Th>Estado</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const position = general ? row.overallPosition : row.position;
            const gap = gapText(leader, row);
            const passed = lastPassageText(row);
            return (
              <Table.Tr key={row.id}>
                <Table.Td fw={700}>{position ?? '—'}</Table.Td>
                <Table.Td>{row.dorsal}</Table.Td>
                <Table.Td>
                  {row.runnerName}
                  {row.club && (
                    <Text size="xs" c="dimmed" className={classes.club}>
                      {row.club}
                    </Text>
                  )}
                </Table.Td>
                {general && <Table.Td>{row.categoryName}</Table.Td>}
                {showGroup && <Table.Td>{row.groupName ?? '—'}</Table.Td>}
                <Table.Td ff="monospace" className={classes.nowrap}>
                  {resultTime(row) ?? '—'}
                  {row.penaltyTime > 0 && (
                    <Text size="xs" c="red.9">
                      +{formatResultTime(row.penaltyTime)} penalización
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ff={gap?.startsWith('+') ? 'monospace' : undefined} className={classes.nowrap}>
                  {gap ?? '—'}
                </Table.Td>
                {laps > 1 && (
                  <Table.Td miw={140}>
                    <Stack gap={2}>
                      <Text size="sm">
                        {row.completedLaps}/{row.totalLaps}
                      </Text>
                      {passed !== null && (
                        <Text size="xs" c="dimmed" className={classes.nowrap}>
                          pasó {passed}
                        </Text>
                      )}
                      <Progress
                        value={(row.completedLaps / Math.max(1, row.totalLaps)) * 100}
                        size="sm"
                        aria-label={`Vueltas de ${row.runnerName}`}
                      />
                      {row.lapTimes.map((lap) => (
                        <Text key={lap.lap} size="xs" ff="monospace">
                          V{lap.lap}: {formatResultTime(lap.time)}
                        </Text>
                      ))}
                    </Stack>
                  </Table.Td>
                )}
                <Table.Td>
                  <ResultStatusBadge row={row} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </section>
  );
}
