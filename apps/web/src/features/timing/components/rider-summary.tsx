import { formatClockTime } from '@carreras/domain/dates';
import { RESULT_STATUS_LABELS } from '@carreras/domain/results/result-status';
import { formatElapsed } from '@carreras/domain/timing/time-format';
import type { RiderTiming, TimeRecord } from '@carreras/domain/timing/timing.schemas';
import { Badge, Group, Stack, Table, Tabs, Text, VisuallyHidden } from '@mantine/core';
import { type MarkAction, MarkButtons } from './record-actions.tsx';
import { originalNote, recordState } from './rider-timing-rules.ts';

/** The rider's category, start group, laps and penalty, over their passages (and every record, one tab away). */
export function RiderSummary({
  rider,
  onMark,
}: {
  rider: RiderTiming;
  onMark: (record: TimeRecord, mark: MarkAction) => void;
}) {
  // A server from before the raw records sends none (the contract's default is applied by the server).
  const records = rider.records ?? [];
  const start = rider.group?.startTime ? Date.parse(rider.group.startTime) : null;
  return (
    <Stack gap={6}>
      <Group gap="xs">
        <Text>
          <Text span fw={600}>
            Categoría:
          </Text>{' '}
          {rider.categoryName} · {rider.distance} KM
        </Text>
        {rider.status && (
          <Badge
            color={rider.status === 'DISQUALIFIED' ? 'red' : rider.status === 'DNF' ? 'orange' : 'gray.7'}
            variant="filled"
          >
            {RESULT_STATUS_LABELS[rider.status]}
          </Badge>
        )}
      </Group>
      <Text>
        <Text span fw={600}>
          Grupo de largada:
        </Text>{' '}
        {rider.group === null
          ? 'Sin grupo de largada (su categoría no está en ningún grupo)'
          : `${rider.group.name} — ${start === null ? 'sin hora de largada' : `largada ${formatClockTime(start)}`}`}
      </Text>
      <Text>
        <Text span fw={600}>
          Vueltas:
        </Text>{' '}
        {rider.laps === null
          ? `${rider.lapTimes.length} (la distancia no está cronometrada)`
          : `${rider.lapTimes.length} de ${rider.laps}`}
        {rider.penaltyTime > 0 && ` · Penalización ${formatElapsed(rider.penaltyTime)}`}
      </Text>
      {records.length > rider.passages.length ? (
        // Some records do not count (repeats, voided, before the start): they stay visible, one tab away.
        <Tabs defaultValue="laps" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="laps">Vueltas ({rider.passages.length})</Tabs.Tab>
            <Tabs.Tab value="records">Todos los registros ({records.length})</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="laps" pt="xs">
            <PassagesTable rider={rider} onMark={onMark} />
          </Tabs.Panel>
          <Tabs.Panel value="records" pt="xs">
            <RecordsTable records={records} onMark={onMark} />
          </Tabs.Panel>
        </Tabs>
      ) : (
        <PassagesTable rider={rider} onMark={onMark} />
      )}
    </Stack>
  );
}

/** The passages that count, one per lap. */
function PassagesTable({
  rider,
  onMark,
}: {
  rider: RiderTiming;
  onMark: (record: TimeRecord, mark: MarkAction) => void;
}) {
  if (rider.passages.length === 0) return <Text c="dimmed">Sin pasadas registradas.</Text>;
  return (
    <Table withTableBorder striped fz="sm" horizontalSpacing={6} aria-label="Pasadas del corredor">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Vuelta</Table.Th>
          <Table.Th>Hora de paso</Table.Th>
          <Table.Th>Tiempo desde la largada</Table.Th>
          <Table.Th>
            <VisuallyHidden>Acciones</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rider.passages.map((passage, index) => (
          <Table.Tr key={passage.id}>
            <Table.Td>{passage.lap ?? index + 1}</Table.Td>
            <Table.Td ff="monospace">{formatClockTime(passage.timestamp)}</Table.Td>
            <Table.Td ff="monospace">
              {formatElapsed(passage.time)}
              {passage.review === 'BEFORE_START' && ' (antes de la largada: revise)'}
              {originalNote(passage)}
            </Table.Td>
            <Table.Td>
              <MarkButtons record={passage} onMark={onMark} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Every record of the bib as taken, in passage order: laps, repeats, voided, before the start. */
function RecordsTable({
  records,
  onMark,
}: {
  records: readonly TimeRecord[];
  onMark: (record: TimeRecord, mark: MarkAction) => void;
}) {
  return (
    <Table withTableBorder striped fz="sm" horizontalSpacing={6} aria-label="Registros del corredor">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Hora de paso</Table.Th>
          <Table.Th>Tiempo desde la largada</Table.Th>
          <Table.Th>Estado</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {records.map((record) => {
          const state = recordState(record);
          return (
            <Table.Tr key={record.id} data-state={state.label}>
              <Table.Td ff="monospace">{formatClockTime(record.timestamp)}</Table.Td>
              <Table.Td ff="monospace">
                {formatElapsed(record.time)}
                {originalNote(record)}
              </Table.Td>
              <Table.Td>
                <Text span inherit fw={700} c={state.color}>
                  {state.label}
                </Text>
                <Group gap={6} mt={4}>
                  <MarkButtons record={record} count onMark={onMark} />
                </Group>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
