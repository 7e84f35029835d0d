import { timingMessages } from '@carreras/domain/timing/timing.messages';
import type { StartGroup } from '@carreras/domain/timing/timing.schemas';
import { Alert, Button, Card, Group, Modal, MultiSelect, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { FormActions } from '../../../components/form-actions.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { useEventCategoriesForGroups } from '../api/get-events.ts';
import { type StartGroupDraft, useSaveStartGroups } from '../api/start-groups.ts';
import { toDateTimeInput, validateScheduledStart } from '../clock.ts';

interface Draft {
  key: string;
  id?: number;
  name: string;
  /** datetime-local text. */
  start: string;
  categories: string[];
  started: boolean;
}

const toDraft = (group: StartGroup): Draft => ({
  key: `g${group.id}`,
  id: group.id,
  name: group.name,
  start: group.startTime ? toDateTimeInput(Date.parse(group.startTime)) : '',
  categories: group.categories.map((c) => String(c.id)),
  started: group.started,
});

/** Categories already in another group leave the list, so each category belongs to one group only. */
export function availableCategories<T extends { value: string }>(
  drafts: readonly Draft[],
  own: Draft,
  all: readonly T[],
): T[] {
  const taken = new Set(drafts.filter((d) => d.key !== own.key).flatMap((d) => d.categories));
  return all.filter((category) => !taken.has(category.value));
}

/** Mounted when opened, so it starts from the groups as stored. */
export function StartGroupsModal({
  eventId,
  groups,
  onClose,
  onSaved,
}: {
  eventId: number;
  groups: readonly StartGroup[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const categories = useEventCategoriesForGroups(eventId);
  const save = useSaveStartGroups(eventId);
  const [drafts, setDrafts] = useState<Draft[]>(() => groups.map(toDraft));
  const [newName, setNewName] = useState('');
  const [error, setError] = useState<string | null>(null);

  const options = (categories.data ?? []).map((c) => ({
    value: String(c.id),
    label: `${c.nombre} (${c.distancia} KM)`,
  }));
  const change = (key: string, patch: Partial<Draft>) =>
    setDrafts((current) => current.map((d) => (d.key === key ? { ...d, ...patch } : d)));

  const addGroup = () => {
    if (!newName.trim()) {
      setError(timingMessages.groupNameRequired);
      return;
    }
    setError(null);
    setDrafts([...drafts, { key: `n${Date.now()}`, name: newName.trim(), start: '', categories: [], started: false }]);
    setNewName('');
  };

  const submit = async () => {
    const groupsToSave: StartGroupDraft[] = [];
    for (const draft of drafts) {
      const parsed = draft.start ? validateScheduledStart(draft.start, Number.NEGATIVE_INFINITY) : null;
      if (!draft.name.trim() || !parsed || 'error' in parsed) {
        setError(timingMessages.groupsIncomplete);
        return;
      }
      groupsToSave.push({
        id: draft.id,
        name: draft.name.trim(),
        startTime:
          draft.started && draft.id
            ? Date.parse(groups.find((g) => g.id === draft.id)?.startTime ?? '')
            : parsed.startTime,
        categories: draft.categories.map(Number),
      });
    }
    setError(null);
    try {
      await save.mutateAsync(groupsToSave);
      notify.success('Grupos de largada guardados correctamente');
      onSaved();
    } catch (failure) {
      setError(`Error al guardar los grupos: ${errorMessage(failure, 'Error al guardar los grupos')}`);
    }
  };

  return (
    <Modal opened onClose={onClose} title="Configurar Grupos de Largada" size="lg" fullScreen={false}>
      <Stack gap="md">
        {categories.isError && <Alert color="red">Error al cargar las categorías</Alert>}
        {drafts.length === 0 && <Text c="dimmed">No hay grupos de largada.</Text>}
        {drafts.map((draft, index) => (
          <Card key={draft.key} withBorder padding="sm">
            <Stack gap="xs">
              <Group grow align="flex-end">
                <TextInput
                  label={`Nombre del grupo ${index + 1}`}
                  value={draft.name}
                  disabled={draft.started}
                  onChange={(e) => change(draft.key, { name: e.currentTarget.value })}
                />
                <TextInput
                  type="datetime-local"
                  step={1}
                  label={`Hora de inicio del grupo ${index + 1}`}
                  value={draft.start}
                  disabled={draft.started}
                  onChange={(e) => change(draft.key, { start: e.currentTarget.value })}
                />
              </Group>
              <MultiSelect
                label={`Categorías del grupo ${index + 1}`}
                data={availableCategories(drafts, draft, options)}
                value={draft.categories}
                disabled={draft.started}
                searchable
                onChange={(value) => change(draft.key, { categories: value })}
              />
              {draft.started ? (
                <Text size="sm" c="dimmed">
                  Grupo iniciado: no se puede modificar.
                </Text>
              ) : (
                <Group justify="flex-end">
                  <Button
                    variant="subtle"
                    color="red"
                    onClick={() => setDrafts(drafts.filter((d) => d.key !== draft.key))}
                  >
                    Quitar grupo
                  </Button>
                </Group>
              )}
            </Stack>
          </Card>
        ))}
        <Group align="flex-end">
          <TextInput
            label="Nombre del nuevo grupo"
            value={newName}
            onChange={(e) => setNewName(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                addGroup();
              }
            }}
            style={{ flex: 1 }}
          />
          <Button variant="outline" onClick={addGroup}>
            Agregar Grupo
          </Button>
        </Group>
        <FormActions
          error={error}
          onCancel={onClose}
          onSubmit={submit}
          submitLabel="Guardar Grupos"
          pending={save.isPending}
        />
      </Stack>
    </Modal>
  );
}
