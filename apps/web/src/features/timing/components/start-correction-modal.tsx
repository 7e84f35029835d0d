import { formatClockTimeTenths } from '@carreras/domain/clock-time';
import { formatIsoDateEsAr } from '@carreras/domain/dates';
import type { StartGroup } from '@carreras/domain/timing/timing.schemas';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { useCorrectGroupStart } from '../api/correct-group-start.ts';
import {
  type CorrectionInput,
  correctedStart,
  correctionSummary,
  formatShift,
  parseShiftSeconds,
  shiftedClockText,
  startDay,
} from '../start-correction.ts';
import { ClockTimeInput } from './clock-time-input.tsx';

const SHIFT_STEPS = [-10, -1, 1, 10] as const;

/** A started group and its registered start, in epoch ms. */
export interface StartedGroup {
  group: StartGroup;
  start: number;
}

/**
 * 'Corregir largada' of a started group: the true start typed, or the registered one moved by some
 * seconds; then a confirmation saying whom it re-times (decision 003). Kept mounted inside the start
 * groups' Modal.Stack (it must, to leave the stack when closed); its form is mounted per opening.
 */
export function StartCorrectionModal({
  eventId,
  target,
  stackId,
  onClose,
  onCorrected,
}: {
  eventId: number;
  target: StartedGroup | null;
  stackId: string;
  onClose: () => void;
  onCorrected: (group: StartGroup) => void;
}) {
  return (
    <Modal
      stackId={stackId}
      opened={target !== null}
      onClose={onClose}
      title={target ? `Corregir largada: ${target.group.name}` : 'Corregir largada'}
    >
      {target && (
        <StartCorrectionForm
          key={target.group.id}
          eventId={eventId}
          target={target}
          onClose={onClose}
          onCorrected={onCorrected}
        />
      )}
    </Modal>
  );
}

function StartCorrectionForm({
  eventId,
  target: { group, start },
  onClose,
  onCorrected,
}: {
  eventId: number;
  target: StartedGroup;
  onClose: () => void;
  onCorrected: (group: StartGroup) => void;
}) {
  const correct = useCorrectGroupStart(eventId);
  const [input, setInput] = useState<CorrectionInput>(() => ({
    source: 'clock',
    clockText: formatClockTimeTenths(start),
    shiftText: '',
  }));
  const [fieldError, setFieldError] = useState<{ field: 'clock' | 'shift'; message: string } | null>(null);
  // Set once the organiser has read what the correction does: the second step.
  const [confirming, setConfirming] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const typeClock = (clockText: string) => {
    setFieldError(null);
    const corrected = correctedStart(start, { ...input, source: 'clock', clockText });
    const shiftText = 'startTime' in corrected ? formatShift(corrected.startTime - start) : '';
    setInput({ source: 'clock', clockText, shiftText });
  };

  const typeShift = (shiftText: string) => {
    setFieldError(null);
    const shift = parseShiftSeconds(shiftText);
    const clockText = shift === null ? null : shiftedClockText(start, shift);
    setInput({ source: 'shift', shiftText, clockText: clockText ?? input.clockText });
  };

  const step = (seconds: number) => {
    const current = parseShiftSeconds(input.shiftText) ?? 0;
    typeShift(formatShift(current + seconds * 1000));
  };

  const review = () => {
    const corrected = correctedStart(start, input);
    if ('error' in corrected) {
      setFieldError({ field: corrected.field, message: corrected.error });
      return;
    }
    setError(null);
    setConfirming(corrected.startTime);
  };

  const submit = async () => {
    if (confirming === null) return;
    setError(null);
    try {
      const saved = await correct.mutateAsync({ groupId: group.id, startTime: confirming });
      notify.success(`Largada de '${group.name}' corregida: ${formatClockTimeTenths(confirming)}`);
      onCorrected(saved);
    } catch (failure) {
      // D1: the refusal is shown (a start after one of the group's passages) and what was typed stays.
      setError(errorMessage(failure, 'No se pudo corregir la largada'));
    }
  };

  const registered = `${formatIsoDateEsAr(startDay(start))} ${formatClockTimeTenths(start)}`;

  if (confirming !== null) {
    return (
      <Stack gap="md">
        <Text>{correctionSummary(group, start, confirming, Date.now())}</Text>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirming(null)} disabled={correct.isPending}>
            Volver
          </Button>
          <Button onClick={() => void submit()} loading={correct.isPending}>
            Corregir largada
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Text>
        Largada registrada: <strong>{registered}</strong>
      </Text>
      <ClockTimeInput
        label="Hora real de largada"
        description={`24 horas, HH:MM:SS (décimas opcionales), hora de Argentina del ${formatIsoDateEsAr(startDay(start))}`}
        value={input.clockText}
        onChange={typeClock}
        error={fieldError?.field === 'clock' ? fieldError.message : undefined}
        data-autofocus
      />
      <Stack gap={6}>
        <TextInput
          label="O mover la largada (segundos)"
          description="Negativo si la largada real fue antes de la registrada: −20 si se inició 20 s tarde."
          inputMode="decimal"
          autoComplete="off"
          placeholder="Por ejemplo −20"
          value={input.shiftText}
          onChange={(event) => typeShift(event.currentTarget.value)}
          error={fieldError?.field === 'shift' ? fieldError.message : undefined}
        />
        <Group gap="xs">
          {SHIFT_STEPS.map((seconds) => (
            <Button key={seconds} variant="light" size="compact-md" onClick={() => step(seconds)}>
              {seconds < 0 ? `−${-seconds} s` : `+${seconds} s`}
            </Button>
          ))}
        </Group>
      </Stack>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancelar
        </Button>
        <Button onClick={review}>Continuar</Button>
      </Group>
    </Stack>
  );
}
