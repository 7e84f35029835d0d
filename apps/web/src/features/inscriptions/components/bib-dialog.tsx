import { inscriptionMessages as m } from '@carreras/domain/inscriptions/inscription.messages';
import { Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { FormActions } from '../../../components/form-actions.tsx';
import { parseBibEntry } from '../action-error.ts';

interface BibDialogProps {
  opened: boolean;
  current: number | null;
  /** Whether an empty entry is allowed (removes the bib). */
  allowEmpty: boolean;
  pending: boolean;
  onClose: () => void;
  /** Saves the bib; a text it resolves to is the server's refusal, said under the field (the dialog stays open). */
  onSubmit: (bib: number | null) => Promise<string | null> | undefined;
}

export function BibDialog({ opened, current, allowEmpty, pending, onClose, onSubmit }: BibDialogProps) {
  const [entry, setEntry] = useState(current ? String(current) : '');
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    const bib = parseBibEntry(entry);
    if (bib === 'invalid' || (bib === null && !allowEmpty)) {
      setError(m.bibInvalid);
      return;
    }
    setError(null);
    const refused = await onSubmit(bib);
    if (refused) setError(refused);
  };

  return (
    <Modal opened={opened} onClose={onClose} title={current ? 'Cambiar dorsal' : 'Asignar dorsal'}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack>
          <TextInput
            label="Número de dorsal"
            inputMode="numeric"
            data-autofocus
            value={entry}
            onChange={(event) => setEntry(event.currentTarget.value)}
            error={error}
          />
          {allowEmpty && (
            <Text size="sm" c="dimmed">
              Deje el campo vacío para quitar el dorsal.
            </Text>
          )}
          <FormActions onCancel={onClose} submitLabel="Guardar" pending={pending} pendingLabel="Guardando..." />
        </Stack>
      </form>
    </Modal>
  );
}
