import { formatClockTime } from '@carreras/domain/dates';
import { formatElapsed } from '@carreras/domain/timing/time-format';
import { timingMessages } from '@carreras/domain/timing/timing.messages';
import { Alert, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { FormActions } from '../../../components/form-actions.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { canSearchRiders, useRiderSearch, useUpdateDorsal } from '../api/corrections.ts';
import { hasNoRider } from '../review-items.ts';
import type { RecordRow } from '../timing-records.ts';

const bibLabel = (bib: number | null) => (bib === null ? 'Sin dorsal' : `#${bib}`);

/** Corrects the bib of one passage (mounted per record, so each opens empty); the raw record stays as taken (D12: corrections are stored apart). */
export function BibCorrectionModal({
  eventId,
  row,
  onClose,
}: {
  eventId: number;
  row: RecordRow | null;
  onClose: () => void;
}) {
  const [newBib, setNewBib] = useState('');
  const [search, setSearch] = useState('');
  const [runnerId, setRunnerId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [debounced] = useDebouncedValue(search, 500);
  const runners = useRiderSearch(eventId, debounced);
  const update = useUpdateDorsal(eventId);

  if (!row?.record) return null;
  const record = row.record;

  const submit = async () => {
    const text = newBib.trim();
    if (text === '' && runnerId === null) {
      setError(timingMessages.newBibOrRunner);
      return;
    }
    if (text !== '' && (!/^\d+$/.test(text) || Number(text) < 1)) {
      setError(timingMessages.bibInvalid);
      return;
    }
    setError(null);
    try {
      await update.mutateAsync({
        timeId: record.id,
        oldDorsal: record.dorsal,
        ...(text !== '' ? { newDorsal: Number(text) } : { runnerId: Number(runnerId) }),
      });
      notify.success('Dorsal actualizado correctamente');
      onClose();
    } catch (failure) {
      setError(`Error al actualizar el dorsal: ${errorMessage(failure, 'Error al actualizar el dorsal')}`);
    }
  };

  return (
    <Modal opened onClose={onClose} title="Corregir Dorsal" closeButtonProps={{ 'aria-label': 'Cerrar' }}>
      <Stack gap="sm">
        <Text size="sm">
          Registro original: {bibLabel(record.corrected ? (record.originalDorsal ?? null) : record.dorsal)},{' '}
          {/* With no rider yet there is no race time: only the time of day it was taken. */}
          {!hasNoRider(record.review ?? null) && `tiempo ${formatElapsed(record.time)}, `}hora{' '}
          {formatClockTime(record.timestamp)}
          {record.corrected && ` (actualmente ${bibLabel(record.dorsal)})`}
        </Text>
        <TextInput
          label="Nuevo número de dorsal"
          type="number"
          min={1}
          inputMode="numeric"
          size="md"
          data-autofocus
          value={newBib}
          onChange={(e) => setNewBib(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') void submit();
          }}
        />
        <TextInput
          label="Buscar corredor"
          size="md"
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          placeholder="Dorsal, DNI, nombre o apellido"
          // The spec's text (001 section 5) for names; a bib or DNI is searched from its first digit, so it never shows.
          description={canSearchRiders(search) ? undefined : 'Ingrese al menos 3 caracteres para buscar'}
        />
        {runners.isError && <Alert color="red">Error al buscar corredores</Alert>}
        {runners.data && (
          <Radio.Group value={runnerId} onChange={setRunnerId} label="Corredores encontrados">
            <Stack gap={6} mt={4}>
              {runners.data.length === 0 && <Text size="sm">Sin resultados</Text>}
              {runners.data.map((rider) => (
                <Radio
                  key={rider.id}
                  value={String(rider.runner.id)}
                  // The passage goes to the rider's bib: one without a bib cannot take it.
                  disabled={rider.numeroDorsalAsignado === null}
                  label={`${bibLabel(rider.numeroDorsalAsignado)} · ${rider.runner.apellido}, ${rider.runner.nombre} · DNI ${rider.runner.dni} · ${rider.distancia} km · ${rider.categoria}`}
                />
              ))}
            </Stack>
          </Radio.Group>
        )}
        <FormActions
          error={error}
          onCancel={onClose}
          onSubmit={submit}
          submitLabel="Guardar Dorsal"
          pending={update.isPending}
        />
      </Stack>
    </Modal>
  );
}
