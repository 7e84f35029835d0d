import { inscriptionMessages as m } from '@carreras/domain/inscriptions/inscription.messages';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { parseBibEntry } from '../action-error.ts';

interface BibDialogProps {
  opened: boolean;
  current: number | null;
  /** Whether an empty entry is allowed (removes the bib). */
  allowEmpty: boolean;
  pending: boolean;
  onClose: () => void;
  onSubmit: (bib: number | null) => void;
}

export function BibDialog({ opened, current, allowEmpty, pending, onClose, onSubmit }: BibDialogProps) {
  const [entry, setEntry] = useState(current ? String(current) : '');
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    const bib = parseBibEntry(entry);
    if (bib === 'invalid' || (bib === null && !allowEmpty)) {
      setError(m.bibInvalid);
      return;
    }
    setError(null);
    onSubmit(bib);
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
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? 'Guardando...' : 'Guardar'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
