import type { TimeRecord } from '@carreras/domain/timing/timing.schemas';
import { Alert, Button, Group, Loader, Modal, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';
import { useRiderTiming } from '../api/get-rider-timing.ts';
import { type MarkAction, MarkRecordDialog, type MarkTarget } from './record-actions.tsx';
import { BIB_INPUT_ID } from './record-panel.tsx';
import { RiderSummary } from './rider-summary.tsx';
import { RiderTimesForm } from './rider-times-form.tsx';
import { gapInRecords } from './rider-timing-rules.ts';

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
