import { formatClockTime } from '@carreras/domain/dates';
import { formatElapsed } from '@carreras/domain/timing/time-format';
import type { TimeRecord } from '@carreras/domain/timing/timing.schemas';
import { Badge, Button, Group, Popover, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { isFinishRow } from '../passage-summary.ts';
import { bibFilter, type PageCursor, recordsPage } from '../record-pages.ts';
import { hasNoRider, type ReviewReason } from '../review-items.ts';
import type { RecordRow } from '../timing-records.ts';
import { WARNING_TEXT } from './note-colors.ts';
import { type MarkAction, MarkButtons } from './record-actions.tsx';
import classes from './timing-screen.module.css';

/** Records a page shows: the latest of them on the first screen, the rest a short scroll away. */
export const LATEST_RECORDS = 10;

const bibLabel = (bib: number | null) => (bib === null ? 'Sin dorsal' : `#${bib}`);

/** The words under the bib for a record that does not count as it is (`more`: from a tablet up), and their colour. */
const NOTE: Partial<Record<ReviewReason, { text: string; more?: string; color: string }>> = {
  UNKNOWN_BIB: { text: 'Dorsal sin corredor', color: 'red.9' },
  BEFORE_START: { text: 'Antes de la largada', more: ' de su grupo', color: WARNING_TEXT },
  REPEAT: { text: 'Repetida', more: ': no cuenta', color: WARNING_TEXT },
  VOIDED: { text: 'Anulada', color: 'dark.3' },
};

/**
 * The event's records, newest first, a page at a time: the first page follows the race as it happens, 'Más
 * antiguos' pages back through the whole race, and a bib filter shows one rider's records. A rider's finish
 * (their last lap, counted) reads 'Llegada' on a row of its own colour.
 */
export function LatestRecords({
  rows,
  runnerName,
  groupName,
  totalLaps = () => null,
  review,
  onBib,
  onTimes,
  onMark,
}: {
  rows: readonly RecordRow[];
  runnerName: (bib: number) => string | null;
  /** The rider's own start group, once the server has said it. */
  groupName: (row: RecordRow) => string | null;
  /** Laps of the rider's distance (null: not known): the last one is the finish. */
  totalLaps?: (bib: number) => number | null;
  /** Why a row needs review, if it does (see review-items.ts). */
  review: (row: RecordRow) => ReviewReason | null;
  onBib: (row: RecordRow) => void;
  onTimes: (row: RecordRow) => void;
  /** 'Anular' / 'Restaurar' a stored record (opens its confirmation). */
  onMark: (record: TimeRecord, mark: MarkAction) => void;
}) {
  const [filterText, setFilterText] = useState('');
  /** The rows each older page follows: the last is the page shown (none: the latest records). */
  const [cursors, setCursors] = useState<PageCursor[]>([]);
  if (rows.length === 0) return <Text c="dimmed">Todavía no hay tiempos registrados.</Text>;
  const bib = bibFilter(filterText);
  const page = recordsPage(rows, { bib, after: cursors.at(-1) ?? null, size: LATEST_RECORDS });
  const last = page.rows.at(-1);
  const older = () => last && setCursors([...cursors, { clientId: last.clientId, timestamp: last.timestamp }]);
  return (
    <Stack gap={6}>
      {page.rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {bib === null ? 'No hay registros más antiguos.' : `Ningún registro del dorsal ${bib}.`}
        </Text>
      ) : (
        <RecordsTable
          rows={page.rows}
          runnerName={runnerName}
          groupName={groupName}
          totalLaps={totalLaps}
          review={review}
          onBib={onBib}
          onTimes={onTimes}
          onMark={onMark}
        />
      )}
      <Group gap="xs" justify="space-between" align="flex-end">
        <TextInput
          size="sm"
          label="Filtrar por dorsal"
          inputMode="numeric"
          autoComplete="off"
          placeholder="Todos"
          w="9rem"
          value={filterText}
          onChange={(e) => {
            setFilterText(e.currentTarget.value);
            setCursors([]);
          }}
        />
        <Group gap="xs" align="center" justify="flex-end">
          <Text size="sm" className={classes.pageCount}>
            {page.total === 0 ? '0 registros' : `${page.first + 1}–${page.first + page.rows.length} de ${page.total}`}
          </Text>
          <Button
            size="compact-md"
            variant="default"
            disabled={cursors.length === 0}
            onClick={() => setCursors(cursors.slice(0, -1))}
          >
            Más recientes
          </Button>
          <Button size="compact-md" variant="default" disabled={!page.hasOlder} onClick={older}>
            Más antiguos
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}

function RecordsTable({
  rows,
  runnerName,
  groupName,
  totalLaps,
  review,
  onBib,
  onTimes,
  onMark,
}: {
  rows: readonly RecordRow[];
  runnerName: (bib: number) => string | null;
  groupName: (row: RecordRow) => string | null;
  totalLaps: (bib: number) => number | null;
  review: (row: RecordRow) => ReviewReason | null;
  onBib: (row: RecordRow) => void;
  onTimes: (row: RecordRow) => void;
  onMark: (record: TimeRecord, mark: MarkAction) => void;
}) {
  return (
    <Table striped withTableBorder verticalSpacing={4} className={classes.latest} aria-label="Últimos registros">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Dorsal</Table.Th>
          <Table.Th>Tiempo</Table.Th>
          <Table.Th>Vuelta</Table.Th>
          <Table.Th visibleFrom="sm">Grupo</Table.Th>
          <Table.Th>Hora</Table.Th>
          <Table.Th>
            <Text span visibleFrom="sm" inherit>
              Acciones
            </Text>
            <VisuallyHidden hiddenFrom="sm">Acciones</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => {
          const original = row.record?.corrected ? (row.record.originalDorsal ?? null) : undefined;
          const reason = review(row);
          // A bib nobody holds: red at once, so a typo is seen while the rider is still in sight.
          const flagged = reason === 'UNKNOWN_BIB';
          const voided = reason === 'VOIDED';
          // No rider yet: the time of day is all it has; a race time and a group come with a fix.
          const noRider = hasNoRider(reason);
          const name = row.dorsal === null ? null : runnerName(row.dorsal);
          const note = reason ? NOTE[reason] : undefined;
          const total = row.dorsal === null ? null : totalLaps(row.dorsal);
          const finish = isFinishRow(row, total);
          return (
            <Table.Tr
              key={row.clientId}
              data-review={reason ?? undefined}
              data-finish={finish || undefined}
              bg={flagged ? 'red.1' : finish ? 'monte.0' : undefined}
              c={voided ? 'dark.3' : undefined}
              style={
                flagged
                  ? { boxShadow: 'inset 4px 0 0 var(--mantine-color-red-9)' }
                  : finish
                    ? { boxShadow: 'inset 4px 0 0 var(--mantine-color-monte-9)' }
                    : undefined
              }
            >
              <Table.Td fw={700} c={flagged ? 'red.9' : undefined} className={classes.bibCell}>
                <div className={classes.bibLine}>
                  <span>{bibLabel(row.dorsal)}</span>
                  {name && (
                    <Text span inherit fw={400} truncate="end">
                      {name}
                    </Text>
                  )}
                </div>
                {note && (
                  <Text size="xs" fw={700} c={note.color} className={classes.note}>
                    {note.text}
                    {note.more && <span className={classes.wideOrMedium}>{note.more}</span>}
                  </Text>
                )}
                {original !== undefined && (
                  <Text size="xs" c="dimmed" fw={400}>
                    registrado como {bibLabel(original)}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ff="monospace" td={voided ? 'line-through' : undefined}>
                {noRider ? '—' : formatElapsed(row.time)}
              </Table.Td>
              <Table.Td>
                {finish ? (
                  <Badge color="monte.9" variant="filled" size="sm" tt="none" className={classes.finishBadge}>
                    Llegada
                    <VisuallyHidden>, vuelta {row.lap}</VisuallyHidden>
                  </Badge>
                ) : (
                  (row.lap ?? '—')
                )}
              </Table.Td>
              <Table.Td visibleFrom="sm">{noRider ? '—' : (groupName(row) ?? '—')}</Table.Td>
              <Table.Td ff="monospace">{formatClockTime(row.timestamp)}</Table.Td>
              <Table.Td>
                <RowActions row={row} name={name} noRider={noRider} onBib={onBib} onTimes={onTimes} onMark={onMark} />
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

function RowActions({
  row,
  name,
  noRider,
  onBib,
  onTimes,
  onMark,
}: {
  row: RecordRow;
  name: string | null;
  /** No rider holds the record's bib: there are no times of theirs to open. */
  noRider: boolean;
  onBib: (row: RecordRow) => void;
  onTimes: (row: RecordRow) => void;
  onMark: (record: TimeRecord, mark: MarkAction) => void;
}) {
  const [open, setOpen] = useState(false);
  if (row.state === 'pending') {
    return (
      <Badge color="yellow" variant="filled" autoContrast className={classes.stateBadge}>
        Pendiente de envío
      </Badge>
    );
  }
  if (row.state === 'rejected') {
    return (
      <Badge color="red.9" variant="filled" title={row.error ?? undefined} className={classes.stateBadge}>
        Rechazado: {row.error}
      </Badge>
    );
  }
  const record = row.record;
  if (!record) return null;
  const then = (action: () => void) => () => {
    setOpen(false);
    action();
  };
  const buttons = (
    <>
      <Button size="compact-md" variant="light" onClick={then(() => onBib(row))}>
        Dorsal
      </Button>
      <Button
        size="compact-md"
        variant="light"
        disabled={noRider || row.dorsal === null}
        onClick={then(() => onTimes(row))}
      >
        Tiempos
      </Button>
      <MarkButtons
        record={record}
        onMark={(marked, mark) => {
          setOpen(false);
          onMark(marked, mark);
        }}
      />
    </>
  );
  return (
    <>
      <Group gap={6} wrap="nowrap" visibleFrom="sm">
        {buttons}
      </Group>
      {/* A phone has no room for three buttons a row: they open from one. */}
      <Popover position="bottom-end" shadow="md" withArrow opened={open} onChange={setOpen}>
        <Popover.Target>
          <Button
            size="compact-sm"
            px={6}
            variant="light"
            hiddenFrom="sm"
            onClick={() => setOpen((o) => !o)}
            aria-label={`Acciones de ${bibLabel(row.dorsal)}${name ? ` ${name}` : ''}, ${formatClockTime(row.timestamp)}`}
          >
            ···
          </Button>
        </Popover.Target>
        <Popover.Dropdown p="xs">
          <Stack gap={6}>{buttons}</Stack>
        </Popover.Dropdown>
      </Popover>
    </>
  );
}
