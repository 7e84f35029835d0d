import {
  DEFAULT_DUPLICATE_CHOICE,
  DUPLICATE_PART_LABELS,
  DUPLICATE_PARTS,
  type DuplicateChoice,
} from '@carreras/domain/events/duplicate-event';
import type { Event } from '@carreras/domain/events/event.schemas';
import { Checkbox, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { FormActions } from '../../../components/form-actions.tsx';

interface DuplicateEventDialogProps {
  /** The edition to duplicate; null closes the dialog. */
  event: Event | null;
  pending: boolean;
  onConfirm: (choice: DuplicateChoice) => void;
  onClose: () => void;
}

/**
 * 'Duplicar' asks what to copy into next year's edition (docs/product-choices.md, 'Duplicar asks what to copy'):
 * one checkbox per part, ticked as the contract's defaults; places and prices per distance need the categories.
 */
export function DuplicateEventDialog({ event, pending, onConfirm, onClose }: DuplicateEventDialogProps) {
  return (
    <Modal
      opened={event !== null}
      onClose={onClose}
      title="Duplicar evento"
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
    >
      {/* Keyed by the event: each opening starts from the defaults. */}
      {event && (
        <DuplicateChoices key={event.id} event={event} pending={pending} onConfirm={onConfirm} onClose={onClose} />
      )}
    </Modal>
  );
}

function DuplicateChoices({ event, pending, onConfirm, onClose }: DuplicateEventDialogProps & { event: Event }) {
  const [choice, setChoice] = useState<DuplicateChoice>(DEFAULT_DUPLICATE_CHOICE);
  return (
    <Stack>
      <Text>
        Se creará la próxima edición de «{event.nombre}» con la misma carrera y lugar, las fechas un año después e
        inactiva hasta que la revise y active. Elija qué más copiar:
      </Text>
      <Stack gap="sm">
        {DUPLICATE_PARTS.map((part) => {
          const { label, hint } = DUPLICATE_PART_LABELS[part];
          const perDistance = (part === 'cupos' || part === 'pagos') && !choice.categorias;
          return (
            <Checkbox
              key={part}
              label={label}
              description={perDistance ? `${hint} Sin las categorías, solo lo que vale para todo el evento.` : hint}
              checked={choice[part]}
              onChange={(change) => setChoice({ ...choice, [part]: change.currentTarget.checked })}
            />
          );
        })}
      </Stack>
      <FormActions
        onCancel={onClose}
        onSubmit={() => onConfirm(choice)}
        submitLabel="Duplicar"
        pending={pending}
        pendingLabel="Duplicando..."
      />
    </Stack>
  );
}
