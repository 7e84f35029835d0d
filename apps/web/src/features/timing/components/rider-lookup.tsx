import type { EndpointBody } from '@carreras/domain/api/define-endpoint';
import { parseBibText } from '@carreras/domain/bib-text';
import { formatClockTime } from '@carreras/domain/dates';
import {
  RESULT_STATUS_LABELS,
  RIDER_STATUSES,
  type RiderStatusCode,
  riderStatusCode,
} from '@carreras/domain/results/result-status';
import { formatLapDuration, parseLapDuration } from '@carreras/domain/timing/lap-duration';
import { lapTimes } from '@carreras/domain/timing/lap-times';
import { formatElapsed } from '@carreras/domain/timing/time-format';
import type { timingContract } from '@carreras/domain/timing/timing.contract';
import { timingMessages } from '@carreras/domain/timing/timing.messages';
import type { RiderTiming, TimeRecord } from '@carreras/domain/timing/timing.schemas';
import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Modal,
  NumberInput,
  Radio,
  Stack,
  Table,
  Tabs,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useId, useState } from 'react';
import { FormActions } from '../../../components/form-actions.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { useUpdateRunnerTimes } from '../api/corrections.ts';
import { useRiderTiming } from '../api/get-rider-timing.ts';
import { WARNING_TEXT } from './note-colors.ts';
import { type MarkAction, MarkButtons, MarkRecordDialog, type MarkTarget } from './record-actions.tsx';
import { BIB_INPUT_ID } from './record-panel.tsx';
import classes from './timing-screen.module.css';

type Status = 'NONE' | RiderStatusCode;

type RunnerTimesBody = EndpointBody<typeof timingContract.updateRunnerTimes>;

/** A bib typed in the lookup box, or the message saying why it is not one. */
export function readLookupBib(text: string): { bib: number } | { error: string } {
  const bib = parseBibText(text);
  if (bib === null) return { error: timingMessages.bibRequired };
  return bib === 'invalid' ? { error: timingMessages.bibInvalid } : { bib };
}

/** The lap time a text of the form stands for: the lap as it was when left as shown (to the millisecond). */
function lapFromText(rider: Pick<RiderTiming, 'lapTimes'>, index: number, text: string): number {
  const current = rider.lapTimes[index]?.time;
  return current !== undefined && text.trim() === formatLapDuration(current) ? current : parseLapDuration(text);
}

/**
 * The body of update-runner-times from the lookup's form. A lap goes as a correction only when it
 * differs from what its passages give: a lap left as recorded keeps following its passages (a group
 * start moved later re-times it), and a correction made before is sent again so it is not lost. A lap
 * shows to the tenth: left as shown, it keeps its milliseconds.
 */
export function lookupBody(
  rider: Pick<RiderTiming, 'dorsal' | 'distance' | 'passages' | 'lapTimes'>,
  lapTexts: readonly string[],
  penaltySeconds: number,
  status: Status,
): { ok: true; body: RunnerTimesBody } | { ok: false; error: string } {
  // Lap times as the passages give them (before any correction), by the server's own rule.
  const recorded = lapTimes(rider.passages.map((passage) => passage.time));
  const corrected: { lap: number; time: number }[] = [];
  for (const [index, text] of lapTexts.entries()) {
    const time = lapFromText(rider, index, text);
    if (time <= 0) {
      return { ok: false, error: `Ingrese el tiempo de la vuelta ${index + 1} como h:mm:ss.d (por ejemplo 1:49:24.6)` };
    }
    if (time !== recorded[index]) corrected.push({ lap: index + 1, time });
  }
  return {
    ok: true,
    body: {
      dorsal: rider.dorsal,
      distance: rider.distance,
      lapTimes: corrected,
      penaltyTime: Math.round(Math.max(0, penaltySeconds) * 1000),
      status: status === 'NONE' ? null : status,
    },
  };
}

/**
 * 'Buscar dorsal': opens any rider's passages, laps, penalty and status, with the corrections an
 * administrator makes on race day (lap times, penalty, DNS, DNF, DSQ), also for a rider with no passage.
 */
export function RiderLookup({ eventId, compact = false }: { eventId: number; compact?: boolean }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [bib, setBib] = useState<number | null>(null);
  const errorId = useId();

  return (
    <>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          const read = readLookupBib(text);
          if ('error' in read) {
            setError(read.error);
            return;
          }
          setError(null);
          setBib(read.bib);
        }}
      >
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextInput
            label="Buscar dorsal"
            // On the timing screen it sits beside a title: the label is read, the placeholder shown.
            labelProps={compact ? { className: classes.visuallyHidden } : undefined}
            placeholder={compact ? 'Dorsal' : undefined}
            size={compact ? 'sm' : 'md'}
            w={compact ? 110 : 160}
            inputMode="numeric"
            autoComplete="off"
            value={text}
            error={error}
            aria-describedby={error ? errorId : undefined}
            errorProps={{ id: errorId }}
            onChange={(e) => setText(e.currentTarget.value)}
          />
          <Button
            type="submit"
            size={compact ? 'sm' : 'md'}
            px={compact ? 'sm' : undefined}
            variant="light"
            mb={error ? 22 : 0}
          >
            Buscar
          </Button>
        </Group>
      </form>
      {bib !== null && (
        <RiderTimingDialog
          key={bib}
          eventId={eventId}
          bib={bib}
          onClose={() => {
            setBib(null);
            setText('');
            // On the timing screen the next key typed is a bib: it must land in the bib field, not here.
            requestAnimationFrame(() => document.getElementById(BIB_INPUT_ID)?.focus());
          }}
        />
      )}
    </>
  );
}

/** One rider's times, penalty and status, with their fixes: 'Buscar dorsal' and each record's 'Tiempos'. */
export function RiderTimingDialog({ eventId, bib, onClose }: { eventId: number; bib: number; onClose: () => void }) {
  const rider = useRiderTiming(eventId, bib);
  const data = rider.data;
  const [marking, setMarking] = useState<MarkTarget | null>(null);
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const mark = (record: TimeRecord, action: MarkAction) =>
    setMarking({
      record,
      mark: action,
      runnerName: data?.runnerName ?? null,
      gap: data ? gapInRecords(data, record) : null,
    });
  return (
    <>
      <Modal
        opened
        onClose={onClose}
        title={data ? `Dorsal ${bib} — ${data.runnerName}` : `Dorsal ${bib}`}
        size="lg"
        // A phone gives the rider's tables the whole width.
        fullScreen={phone}
        closeButtonProps={{ 'aria-label': 'Cerrar' }}
        returnFocus={document.getElementById(BIB_INPUT_ID) === null}
      >
        {rider.isPending && <Loader size="sm" aria-label="Cargando tiempos" />}
        {rider.isError && !data && (
          <Stack gap="sm">
            <Alert color="red" role="alert">
              {errorMessage(rider.error, 'Error al cargar tiempos registrados')}
            </Alert>
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Cerrar
              </Button>
            </Group>
          </Stack>
        )}
        {data && (
          <Stack gap="md">
            <RiderSummary rider={data} onMark={mark} />
            {/* Re-initialised when a passage arrives for this rider; background refreshes keep what is typed. */}
            <RiderTimesForm
              key={`${data.passages.length}:${data.lapTimes.length}`}
              eventId={eventId}
              rider={data}
              onSaved={onClose}
              onCancel={onClose}
            />
          </Stack>
        )}
      </Modal>
      {marking && <MarkRecordDialog eventId={eventId} target={marking} onClose={() => setMarking(null)} />}
    </>
  );
}

/** A repeat's distance to the rider's previous counted passage, from the rider's own records. */
function gapInRecords(rider: RiderTiming, record: TimeRecord): number | null {
  let previous: number | null = null;
  for (const passage of rider.passages) {
    if (passage.timestamp < record.timestamp && (previous === null || passage.timestamp > previous)) {
      previous = passage.timestamp;
    }
  }
  return previous === null ? null : record.timestamp - previous;
}

/** What a record of the rider is, in the raw view: a lap, or why it does not count. */
export function recordState(record: TimeRecord): { label: string; color: string } {
  if (record.review === 'VOIDED' || record.mark === 'VOIDED') return { label: 'Anulada', color: 'dark.3' };
  if (record.review === 'REPEAT') return { label: 'Repetida', color: WARNING_TEXT };
  if (record.review === 'BEFORE_START') return { label: 'Antes de la largada', color: WARNING_TEXT };
  // Decision 014: a backup's copy, a passage after the last lap, a DNS rider's passage.
  if (record.review === 'BACKUP_COPY') return { label: 'Copia de respaldo', color: 'dark.3' };
  if (record.review === 'BEYOND_LAPS') return { label: 'Fuera de vueltas', color: WARNING_TEXT };
  if (record.review === 'DNS') return { label: 'No largó (DNS): no cuenta', color: 'red.9' };
  if (record.lap === null) return { label: 'No cuenta', color: 'dark.3' };
  const lap = record.mark === 'COUNTED' ? `Vuelta ${record.lap} (contada a mano)` : `Vuelta ${record.lap}`;
  return { label: record.backupOnly ? `${lap} · solo respaldo` : lap, color: 'monte.9' };
}

function RiderSummary({
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

const originalNote = (record: TimeRecord) =>
  record.corrected
    ? ` (registrado como ${record.originalDorsal == null ? 'Sin dorsal' : `#${record.originalDorsal}`})`
    : '';

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

function RiderTimesForm({
  eventId,
  rider,
  onSaved,
  onCancel,
}: {
  eventId: number;
  rider: RiderTiming;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const update = useUpdateRunnerTimes(eventId);
  const [laps, setLaps] = useState(() => rider.lapTimes.map((lap) => formatLapDuration(lap.time)));
  const [penalty, setPenalty] = useState(rider.penaltyTime / 1000);
  const [status, setStatus] = useState<Status>(rider.status ? riderStatusCode(rider.status) : 'NONE');
  const [error, setError] = useState<string | null>(null);

  const total =
    laps.reduce((sum, text, index) => sum + lapFromText(rider, index, text), 0) +
    Math.round(Math.max(0, penalty) * 1000);

  const submit = async () => {
    setError(null);
    const built = lookupBody(rider, laps, penalty, status);
    if (!built.ok) {
      setError(built.error);
      return;
    }
    try {
      await update.mutateAsync(built.body);
      notify.success('Tiempos actualizados correctamente');
      onSaved();
    } catch (failure) {
      setError(`Error al guardar los tiempos: ${errorMessage(failure, 'Error al guardar los tiempos')}`);
    }
  };

  return (
    <Stack gap="sm">
      {laps.map((text, index) => (
        <TextInput
          // biome-ignore lint/suspicious/noArrayIndexKey: laps are positional
          key={index}
          label={`Vuelta ${index + 1} (h:mm:ss.d)`}
          size="md"
          value={text}
          onChange={(e) => {
            const value = e.currentTarget.value;
            setLaps((all) => all.map((lap, i) => (i === index ? value : lap)));
          }}
        />
      ))}
      <NumberInput
        label="Penalización (segundos)"
        size="md"
        min={0}
        step={0.1}
        decimalScale={1}
        value={penalty}
        onChange={(value) => setPenalty(typeof value === 'number' ? Math.max(0, value) : Number(value) || 0)}
      />
      <Radio.Group label="Estado" value={status} onChange={(value) => setStatus(value as Status)}>
        <Group mt={4}>
          <Radio value="NONE" label="Sin estado especial" />
          {RIDER_STATUSES.map((s) => (
            <Radio key={s} value={riderStatusCode(s)} label={RESULT_STATUS_LABELS[s]} />
          ))}
        </Group>
      </Radio.Group>
      {laps.length > 0 && (
        <Text fw={700}>
          Tiempo total: <span style={{ fontFamily: 'monospace' }}>{formatElapsed(total)}</span>
        </Text>
      )}
      <FormActions
        error={error}
        onCancel={onCancel}
        onSubmit={submit}
        submitLabel="Guardar Tiempos"
        pending={update.isPending}
      />
    </Stack>
  );
}
