import { parseBibText } from '@carreras/domain/bib-text';
import { formatClockTime } from '@carreras/domain/dates';
import { timingMessages } from '@carreras/domain/timing/timing.messages';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { ReviewItem } from '../review-items.ts';

/** The bib typed to resend a refused record: empty resends it without a bib. */
export function readResendBib(text: string): { bib: number | null } | { error: string } {
  const bib = parseBibText(text);
  return bib === 'invalid' ? { error: timingMessages.bibInvalid } : { bib };
}

/**
 * The fix of a write the server refused for good: a record can be sent again with its bib corrected
 * (same instant), or discarded after a confirmation; a refused group start can only be discarded (the
 * group is started again from the clock). Nothing leaves the device without the timekeeper saying so.
 */
export function RejectedRecordModal({
  item,
  groupName,
  onResend,
  onDiscard,
  onClose,
}: {
  item: ReviewItem;
  groupName: string | null;
  /** Queues the record again with this bib; the refused copy is dropped once the new one is stored. */
  onResend: (bib: number | null) => Promise<void>;
  onDiscard: () => Promise<void>;
  onClose: () => void;
}) {
  const isStart = item.kind === 'start';
  const [text, setText] = useState(item.dorsal === null ? '' : String(item.dorsal));
  const [confirming, setConfirming] = useState(isStart);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<void>, failure: string) => {
    setBusy(true);
    setError(null);
    try {
      await action();
      onClose();
    } catch {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };

  const resend = () => {
    const read = readResendBib(text);
    if ('error' in read) return setError(read.error);
    void run(() => onResend(read.bib), 'No se pudo guardar el registro en este dispositivo');
  };

  return (
    <Modal
      opened
      onClose={onClose}
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
      title={isStart ? 'Inicio de grupo rechazado' : 'Registro rechazado por el servidor'}
    >
      <Stack gap="sm">
        <Text size="sm">
          {isStart ? 'Inicio de grupo' : item.dorsal === null ? 'Sin dorsal' : `Dorsal #${item.dorsal}`}, hora{' '}
          {formatClockTime(item.timestamp)}
          {groupName && `, ${groupName}`}
        </Text>
        {item.entry?.error && (
          <Alert color="red" title="Respuesta del servidor" role="note">
            {item.entry.error}
          </Alert>
        )}
        {confirming ? (
          <>
            <Text size="sm" fw={600}>
              {isStart
                ? '¿Descartar este inicio? No se enviará al servidor; inicie el grupo de nuevo desde el cronómetro si hace falta.'
                : '¿Descartar este registro? No se enviará al servidor y se borrará de este dispositivo.'}
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={isStart ? onClose : () => setConfirming(false)}>
                Cancelar
              </Button>
              <Button
                color="red.9"
                loading={busy}
                onClick={() => void run(onDiscard, 'No se pudo descartar el registro')}
              >
                Sí, descartar
              </Button>
            </Group>
          </>
        ) : (
          <>
            <TextInput
              label="Número de dorsal"
              description="Vacío: se reenvía sin dorsal"
              inputMode="numeric"
              autoComplete="off"
              size="md"
              data-autofocus
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') resend();
              }}
            />
            <Text size="xs" c="dimmed">
              Se reenvía con la misma hora de paso.
            </Text>
            <Group justify="space-between">
              <Button variant="outline" color="red.9" onClick={() => setConfirming(true)}>
                Descartar
              </Button>
              <Group gap="xs">
                <Button variant="default" onClick={onClose}>
                  Cancelar
                </Button>
                <Button loading={busy} onClick={resend}>
                  Reenviar
                </Button>
              </Group>
            </Group>
          </>
        )}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
      </Stack>
    </Modal>
  );
}
