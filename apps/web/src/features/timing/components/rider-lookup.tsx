import { parseBibText } from '@carreras/domain/bib-text';
import { formatClockTime } from '@carreras/domain/dates';
import {
  RESULT_STATUS_LABELS,
  RIDER_STATUSES,
  type RiderStatusCode,
  riderStatusCode,
} from '@carreras/domain/results/result-status';
import { formatElapsed, formatLapTime, parseLapTime } from '@carreras/domain/timing/time-format';
import { timingMessages } from '@carreras/domain/timing/timing.messages';
import type { RiderTiming } from '@carreras/domain/timing/timing.schemas';
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
  Text,
  TextInput,
} from '@mantine/core';
import { useId, useState } from 'react';
import { FormActions } from '../../../components/form-actions.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { useUpdateRunnerTimes } from '../api/corrections.ts';
import { useRiderTiming } from '../api/get-rider-timing.ts';
import { BIB_INPUT_ID } from './record-panel.tsx';

type Status = 'NONE' | RiderStatusCode;

interface RunnerTimesBody {
  dorsal: number;
  distance: number;
  lapTimes: { lap: number; time: number }[];
  penaltyTime: number;
  status: RiderStatusCode | null;
}

/** A bib typed in the lookup box, or the message saying why it is not one. */
export function readLookupBib(text: string): { bib: number } | { error: string } {
  const bib = parseBibText(text);
  if (bib === null) return { error: timingMessages.bibRequired };
  return bib === 'invalid' ? { error: timingMessages.bibInvalid } : { bib };
}

/** Lap times as the passages give them (before any correction): each passage minus the one before. */
export function recordedLapTimes(rider: Pick<RiderTiming, 'passages'>): number[] {
  const times = rider.passages.map((p) => p.time).sort((a, b) => a - b);
  return times.map((time, index) => time - (index === 0 ? 0 : times[index - 1]!));
}

/**
 * The body of update-runner-times from the lookup's form. A lap goes as a correction only when it
 * differs from what its passages give: a lap left as recorded keeps following its passages (a group
 * start moved later re-times it), and a correction made before is sent again so it is not lost.
 */
export function lookupBody(
  rider: Pick<RiderTiming, 'dorsal' | 'distance' | 'passages'>,
  lapTexts: readonly string[],
  penaltySeconds: number,
  status: Status,
): { ok: true; body: RunnerTimesBody } | { ok: false; error: string } {
  const recorded = recordedLapTimes(rider);
  const lapTimes: { lap: number; time: number }[] = [];
  for (const [index, text] of lapTexts.entries()) {
    const time = parseLapTime(text);
    if (time <= 0) return { ok: false, error: `Ingrese el tiempo de la vuelta ${index + 1} como m:ss.fff` };
    if (time !== recorded[index]) lapTimes.push({ lap: index + 1, time });
  }
  return {
    ok: true,
    body: {
      dorsal: rider.dorsal,
      distance: rider.distance,
      lapTimes,
      penaltyTime: Math.round(Math.max(0, penaltySeconds) * 1000),
      status: status === 'NONE' ? null : status,
    },
  };
}

/**
 * 'Buscar dorsal': opens any rider's passages, laps, penalty and status, with the corrections an
 * administrator makes on race day (lap times, penalty, DNF, DSQ), also for a rider with no passage.
 */
export function RiderLookup({ eventId }: { eventId: number }) {
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
            size="md"
            w={160}
            inputMode="numeric"
            autoComplete="off"
            value={text}
            error={error}
            aria-describedby={error ? errorId : undefined}
            errorProps={{ id: errorId }}
            onChange={(e) => setText(e.currentTarget.value)}
          />
          <Button type="submit" size="md" variant="light" mb={error ? 22 : 0}>
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
  return (
    <Modal
      opened
      onClose={onClose}
      title={data ? `Dorsal ${bib} — ${data.runnerName}` : `Dorsal ${bib}`}
      size="lg"
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
          <RiderSummary rider={data} />
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
  );
}

function RiderSummary({ rider }: { rider: RiderTiming }) {
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
          <Badge color={rider.status === 'DNF' ? 'orange' : 'red'} variant="filled">
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
      {rider.passages.length === 0 ? (
        <Text c="dimmed">Sin pasadas registradas.</Text>
      ) : (
        <Table withTableBorder striped aria-label="Pasadas del corredor">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Vuelta</Table.Th>
              <Table.Th>Hora de paso</Table.Th>
              <Table.Th>Tiempo desde la largada</Table.Th>
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
                  {passage.corrected &&
                    ` (registrado como ${passage.originalDorsal == null ? 'Sin dorsal' : `#${passage.originalDorsal}`})`}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
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
  const [laps, setLaps] = useState(() => rider.lapTimes.map((lap) => formatLapTime(lap.time)));
  const [penalty, setPenalty] = useState(rider.penaltyTime / 1000);
  const [status, setStatus] = useState<Status>(rider.status ? riderStatusCode(rider.status) : 'NONE');
  const [error, setError] = useState<string | null>(null);

  const total = laps.reduce((sum, text) => sum + parseLapTime(text), 0) + Math.round(Math.max(0, penalty) * 1000);

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
          label={`Vuelta ${index + 1} (m:ss.fff)`}
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
