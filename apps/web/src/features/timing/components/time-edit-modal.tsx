import { formatClockTime } from '@carreras/domain/dates';
import { formatElapsed, formatLapTime, parseLapTime } from '@carreras/domain/timing/time-format';
import type { TimeRecord } from '@carreras/domain/timing/timing.schemas';
import { Alert, Button, Group, Loader, Modal, NumberInput, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { useRiderResult, useUpdateRunnerTimes } from '../api/corrections.ts';

type Status = 'NONE' | 'DNF' | 'DSQ';

/** Per-lap times typed m:ss.fff → the body of update-runner-times: only laps above zero, penalty in ms. */
export function timesBody(lapTexts: readonly string[], penaltySeconds: number, status: Status) {
  return {
    lapTimes: lapTexts
      .map((text, index) => ({ lap: index + 1, time: parseLapTime(text) }))
      .filter((lap) => lap.time > 0),
    penaltyTime: Math.round(Math.max(0, penaltySeconds) * 1000),
    status: status === 'NONE' ? null : status,
  };
}

export function totalTime(lapTexts: readonly string[], penaltySeconds: number): number {
  return lapTexts.reduce((sum, text) => sum + parseLapTime(text), 0) + Math.round(Math.max(0, penaltySeconds) * 1000);
}

/**
 * Edits a rider's lap times, penalty and DNF/DSQ (D12). The passages as recorded are listed too:
 * corrections are stored beside them, never over them.
 */
export function TimeEditModal({
  eventId,
  bib,
  distance,
  passages,
  onClose,
}: {
  eventId: number;
  bib: number | null;
  distance: number | null;
  /** The bib's passages as recorded. */
  passages: readonly TimeRecord[];
  onClose: () => void;
}) {
  const current = useRiderResult(eventId, distance, bib);
  const update = useUpdateRunnerTimes(eventId);
  const [laps, setLaps] = useState<string[]>([]);
  const [penalty, setPenalty] = useState<number>(0);
  const [status, setStatus] = useState<Status>('NONE');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const row = current.data;
    if (!row) return;
    setLaps(row.lapTimes.map((lap) => formatLapTime(lap.time)));
    setPenalty(row.penaltyTime / 1000);
    setStatus(row.status === 'DNF' ? 'DNF' : row.status === 'DISQUALIFIED' ? 'DSQ' : 'NONE');
    setError(null);
  }, [current.data]);

  if (bib === null) return null;

  const submit = async () => {
    setError(null);
    try {
      await update.mutateAsync({ dorsal: bib, ...(distance ? { distance } : {}), ...timesBody(laps, penalty, status) });
      notify.success('Tiempos actualizados correctamente');
      onClose();
    } catch (failure) {
      setError(`Error al guardar los tiempos: ${errorMessage(failure, 'Error al guardar los tiempos')}`);
    }
  };

  return (
    <Modal opened onClose={onClose} title={`Editar Tiempos — Dorsal ${bib}`}>
      <Stack gap="sm">
        {distance === null && (
          <Alert color="yellow">El dorsal {bib} no está asignado a ningún corredor de este evento.</Alert>
        )}
        {current.isPending && distance !== null && <Loader size="sm" aria-label="Cargando tiempos" />}
        {current.isError && (
          <Alert color="red">{errorMessage(current.error, 'Error al cargar tiempos registrados')}</Alert>
        )}
        {current.data === null && <Text c="dimmed">El corredor no tiene vueltas registradas.</Text>}
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
            <Radio value="DNF" label="No finalizó (DNF)" />
            <Radio value="DSQ" label="Descalificado (DSQ)" />
          </Group>
        </Radio.Group>
        <Text fw={700}>
          Tiempo total: <span style={{ fontFamily: 'monospace' }}>{formatElapsed(totalTime(laps, penalty))}</span>
        </Text>
        {passages.length > 0 && (
          <Stack gap={2}>
            <Text size="sm" fw={600}>
              Pasadas registradas (originales)
            </Text>
            {[...passages]
              .sort((a, b) => a.time - b.time)
              .map((passage) => (
                <Text key={passage.id} size="sm" ff="monospace">
                  {formatElapsed(passage.time)} — {formatClockTime(passage.timestamp)}
                  {passage.corrected
                    ? ` (registrado como ${passage.originalDorsal == null ? 'Sin dorsal' : `#${passage.originalDorsal}`})`
                    : ''}
                </Text>
              ))}
          </Stack>
        )}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button onClick={submit} loading={update.isPending} disabled={distance === null}>
            Guardar Tiempos
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
