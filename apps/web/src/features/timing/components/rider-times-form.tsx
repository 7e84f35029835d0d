import { RESULT_STATUS_LABELS, RIDER_STATUSES, riderStatusCode } from '@carreras/domain/results/result-status';
import { formatLapDuration } from '@carreras/domain/timing/lap-duration';
import { formatElapsed } from '@carreras/domain/timing/time-format';
import type { RiderTiming } from '@carreras/domain/timing/timing.schemas';
import { Group, NumberInput, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { FormActions } from '../../../components/form-actions.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { useUpdateRunnerTimes } from '../api/corrections.ts';
import { lapFromText, lookupBody, type Status } from './rider-timing-rules.ts';

/** The rider's lap times, penalty and status as the administrator corrects them, with the total they make. */
export function RiderTimesForm({
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
