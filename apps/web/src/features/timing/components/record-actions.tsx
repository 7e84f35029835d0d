import { formatClockTime } from '@carreras/domain/dates';
import type { TimeRecord, TimeRecordMark } from '@carreras/domain/timing/timing.schemas';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { useMarkRecord } from '../api/record-marks.ts';
import { formatGap } from '../timing-records.ts';

/** 'Anular' (VOIDED), 'Contar' a repeat (COUNTED) or 'Restaurar' (null: judged by the rules again). */
export type MarkAction = TimeRecordMark | null;

/** A record an administrator is about to mark, with what the question names. */
export interface MarkTarget {
  record: TimeRecord;
  mark: MarkAction;
  runnerName: string | null;
  /** For a repeat: how long after the bib's previous lap it was taken. */
  gap?: number | null;
}

const VERB: Record<'VOIDED' | 'COUNTED' | 'NONE', { title: string; confirm: string; done: string; failed: string }> = {
  VOIDED: {
    title: 'Anular pasada',
    confirm: 'Sí, anular',
    done: 'Pasada anulada',
    failed: 'No se pudo anular la pasada',
  },
  COUNTED: {
    title: 'Contar pasada',
    confirm: 'Sí, contar',
    done: 'Pasada contada como vuelta',
    failed: 'No se pudo contar la pasada',
  },
  NONE: {
    title: 'Restaurar pasada',
    confirm: 'Sí, restaurar',
    done: 'Pasada restaurada',
    failed: 'No se pudo restaurar la pasada',
  },
};

const verbOf = (mark: MarkAction) => VERB[mark ?? 'NONE'];

/** Whose passage it is, as the question says it: 'de Martina Gómez (#23)', 'del dorsal #999', 'sin dorsal'. */
function whose(record: TimeRecord, runnerName: string | null): string {
  if (record.dorsal === null) return 'sin dorsal';
  return runnerName ? `de ${runnerName} (#${record.dorsal})` : `del dorsal #${record.dorsal}`;
}

/**
 * The confirmation's question, naming the rider, the lap and the time of day:
 * '¿Anular la pasada de Martina Gómez (#23), vuelta 2, 10:42:07?'
 */
export function markQuestion({ record, mark, runnerName, gap }: MarkTarget): string {
  const time = formatClockTime(record.timestamp);
  const lap = record.lap === null ? '' : `, vuelta ${record.lap}`;
  if (mark === 'VOIDED') {
    const kind = record.review === 'REPEAT' ? 'pasada repetida' : 'pasada';
    return `¿Anular la ${kind} ${whose(record, runnerName)}${lap}, ${time}?`;
  }
  if (mark === 'COUNTED' && record.review == null) {
    return `¿Aceptar el tiempo inusual de la pasada ${whose(record, runnerName)}${lap}, ${time}?`;
  }
  if (mark === 'COUNTED') {
    const distance = gap == null ? '' : ` (a ${formatGap(gap)} de la anterior)`;
    return `¿Contar como vuelta la pasada repetida ${whose(record, runnerName)}, ${time}${distance}?`;
  }
  const kind = record.mark === 'VOIDED' ? 'pasada anulada' : 'pasada';
  return `¿Restaurar la ${kind} ${whose(record, runnerName)}${lap}, ${time}?`;
}

/** What follows from the decision, in a line under the question. */
function consequence(mark: MarkAction): string {
  if (mark === 'VOIDED') {
    return 'La pasada queda guardada, pero no cuenta para nadie y no se lista para revisar. Puede restaurarla más tarde desde Buscar dorsal.';
  }
  if (mark === 'COUNTED') {
    return 'Se cuenta como una vuelta del corredor aunque esté más cerca de la anterior que la vuelta mínima.';
  }
  return 'Vuelve a evaluarse con las reglas de la carrera: cuenta como vuelta, salvo que sea repetida o anterior a la largada.';
}

/**
 * The confirmation of 'Anular', 'Contar' or 'Restaurar'; on a failure it says so and stays open (D1).
 *
 * `returnFocusTo` (an element's id) is where the focus goes once it closes, confirmed or not: on the timing
 * screen the bib field, so the next digits typed are a bib and not lost on the button that opened it.
 */
export function MarkRecordDialog({
  eventId,
  target,
  onClose,
  returnFocusTo,
}: {
  eventId: number;
  target: MarkTarget;
  onClose: () => void;
  returnFocusTo?: string;
}) {
  const markRecord = useMarkRecord(eventId);
  const [error, setError] = useState<string | null>(null);
  const verb = verbOf(target.mark);

  const close = () => {
    onClose();
    // After the dialog has left the page (its focus trap with it).
    if (returnFocusTo) requestAnimationFrame(() => document.getElementById(returnFocusTo)?.focus());
  };

  const confirm = async () => {
    setError(null);
    try {
      await markRecord.mutateAsync({ timeId: target.record.id, mark: target.mark });
      notify.success(verb.done);
      close();
    } catch (failure) {
      setError(`${verb.failed}: ${errorMessage(failure, verb.failed)}`);
    }
  };

  return (
    <Modal
      opened
      onClose={close}
      returnFocus={!returnFocusTo}
      title={verb.title}
      // Opened from the rider's dialog too: above it.
      zIndex={400}
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
    >
      <Stack gap="sm">
        <Text fw={700}>{markQuestion(target)}</Text>
        <Text size="sm">{consequence(target.mark)}</Text>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancelar
          </Button>
          <Button
            color={target.mark === 'VOIDED' ? 'red.9' : undefined}
            loading={markRecord.isPending}
            onClick={() => void confirm()}
          >
            {verb.confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The marks a record offers: 'Restaurar' once an administrator marked it, else 'Anular' (and 'Contar' a repeat). */
export function markActions(record: TimeRecord, { count = false }: { count?: boolean } = {}): MarkAction[] {
  if (record.mark != null || record.review === 'VOIDED') return [null];
  // 'Contar' a repeat, or accept an unusual lap that counts (decision 014).
  const countable = record.review === 'REPEAT' || (record.review == null && record.unusual != null);
  return count && countable ? ['COUNTED', 'VOIDED'] : ['VOIDED'];
}

const MARK_LABEL: Record<'VOIDED' | 'COUNTED' | 'NONE', string> = {
  VOIDED: 'Anular',
  COUNTED: 'Contar',
  NONE: 'Restaurar',
};

/** The buttons of a record's marks (see markActions), each opening its confirmation. */
export function MarkButtons({
  record,
  count,
  onMark,
}: {
  record: TimeRecord;
  /** Offer 'Contar' on a repeat ('Registros a revisar', the rider's records). */
  count?: boolean;
  onMark: (record: TimeRecord, mark: MarkAction) => void;
}) {
  return (
    <>
      {markActions(record, { count }).map((mark) => (
        <Button
          key={mark ?? 'NONE'}
          size="compact-md"
          variant={mark === 'COUNTED' ? 'filled' : 'light'}
          color={mark === 'VOIDED' ? 'red' : mark === 'COUNTED' ? 'monte' : 'blue'}
          // The light variants' own text is too pale on their background for AA contrast.
          c={mark === 'VOIDED' ? 'red.9' : mark === null ? 'blue.9' : undefined}
          style={{ flexShrink: 0 }}
          onClick={() => onMark(record, mark)}
        >
          {mark === 'COUNTED' && record.review == null ? 'Aceptar' : MARK_LABEL[mark ?? 'NONE']}
        </Button>
      ))}
    </>
  );
}
