import {
  clockTimeMessages,
  formatClockTimeTenths,
  organiserInstant,
  parseClockTime,
} from '@carreras/domain/clock-time';
import { formatIsoDateEsAr, todayInOrganiserZone } from '@carreras/domain/dates';
import { timingMessages } from '@carreras/domain/timing/timing.messages';
import type { StartGroup } from '@carreras/domain/timing/timing.schemas';
import {
  Alert,
  Button,
  Card,
  Group,
  Modal,
  MultiSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useEventCategories } from '../../../api/events.ts';
import { FormActions } from '../../../components/form-actions.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { timingStateQuery } from '../api/get-timing-state.ts';
import { type StartGroupDraft, useSaveStartGroups } from '../api/start-groups.ts';
import { ClockTimeInput } from './clock-time-input.tsx';
import { MarkNoShowsModal } from './mark-no-shows-modal.tsx';
import { StartCorrectionModal, type StartedGroup } from './start-correction-modal.tsx';

interface Draft {
  key: string;
  id?: number;
  name: string;
  /** The start as typed: a 24-hour clock time in the organiser's zone. */
  start: string;
  /** The stored start and the text it was shown as: left as it is, it is sent back unchanged. */
  stored: { instant: number; text: string } | null;
  categories: string[];
  started: boolean;
}

const toDraft = (group: StartGroup): Draft => {
  const instant = group.startTime ? Date.parse(group.startTime) : null;
  const text = instant === null ? '' : formatClockTimeTenths(instant);
  return {
    key: `g${group.id}`,
    id: group.id,
    name: group.name,
    start: text,
    stored: instant === null ? null : { instant, text },
    categories: group.categories.map((c) => String(c.id)),
    started: group.started,
  };
};

/** Categories already in another group leave the list, so each category belongs to one group only. */
export function availableCategories<T extends { value: string }>(
  drafts: readonly Draft[],
  own: Draft,
  all: readonly T[],
): T[] {
  const taken = new Set(drafts.filter((d) => d.key !== own.key).flatMap((d) => d.categories));
  return all.filter((category) => !taken.has(category.value));
}

/** The day a draft's start falls on: the stored one's while it is left as it is, else the event's. */
function draftDay(draft: Draft, eventDate: string | null): string | null {
  if (draft.stored && draft.start === draft.stored.text) return todayInOrganiserZone(new Date(draft.stored.instant));
  return eventDate;
}

/** A draft's start in epoch ms, or null when it cannot be read (no time, a wrong one, no event date). */
export function draftStart(draft: Draft, eventDate: string | null): number | null {
  if (draft.stored && draft.start === draft.stored.text) return draft.stored.instant;
  const msOfDay = parseClockTime(draft.start);
  return msOfDay === null || eventDate === null ? null : organiserInstant(eventDate, msOfDay);
}

// A started group lists this many of its categories until asked for all (a wave may hold twenty).
const FEW_CATEGORIES = 3;

// A long label breaks into lines on a phone instead of being cut.
const wrapping = { root: { height: 'auto', minHeight: 36 }, label: { whiteSpace: 'normal', paddingBlock: 6 } } as const;

const riders = (n: number) => (n === 1 ? '1 corredor' : `${n} corredores`);

/**
 * Mounted when opened, so it starts from the groups as stored. A started group shows its start and
 * categories, fixed, with 'Corregir largada' and 'Marcar DNS'; the others are edited and saved together.
 */
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
  const categories = useEventCategories(eventId);
  // Read once more when opened (no second poll): while the changes stream is live the screen reads the groups only
  // every 30 s, and what 'Corregir largada' and 'Marcar DNS' say (the riders with passages) must be current.
  const eventDate =
    useQuery({
      ...timingStateQuery(eventId),
      refetchInterval: false,
      refetchOnMount: 'always',
      select: (state) => state.event.fecha,
    }).data ?? null;
  const save = useSaveStartGroups(eventId);
  const [drafts, setDrafts] = useState<Draft[]>(() => groups.map(toDraft));
  const [newName, setNewName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [invalidStarts, setInvalidStarts] = useState<ReadonlySet<string>>(new Set());
  // A start corrected here, until the groups read again say so: 'Guardar Grupos' must send it back as it is.
  const [corrected, setCorrected] = useState<ReadonlyMap<number, StartGroup>>(new Map());
  const [correcting, setCorrecting] = useState<number | null>(null);
  const [markingNoShows, setMarkingNoShows] = useState<number | null>(null);

  // The group as last read, with the start corrected here (its riders' counts stay the ones read).
  const current = (id: number | undefined): StartGroup | undefined => {
    const read = groups.find((g) => g.id === id);
    const mine = id === undefined ? undefined : corrected.get(id);
    return read && mine ? { ...read, startTime: mine.startTime } : (read ?? mine);
  };
  const startOf = (group: StartGroup | undefined): number | null =>
    group?.startTime ? Date.parse(group.startTime) : null;

  const options = (categories.data?.categories ?? []).map((c) => ({
    value: String(c.id),
    label: `${c.nombre} (${c.distancia} KM)`,
  }));
  const change = (key: string, patch: Partial<Draft>) =>
    setDrafts((list) => list.map((d) => (d.key === key ? { ...d, ...patch } : d)));

  const addGroup = () => {
    if (!newName.trim()) {
      setError(timingMessages.groupNameRequired);
      return;
    }
    setError(null);
    setDrafts([
      ...drafts,
      { key: `n${Date.now()}`, name: newName.trim(), start: '', stored: null, categories: [], started: false },
    ]);
    setNewName('');
  };

  const submit = async () => {
    const groupsToSave: StartGroupDraft[] = [];
    const invalid = new Set<string>();
    let incomplete = false;
    for (const draft of drafts) {
      const startTime = draft.started ? startOf(current(draft.id)) : draftStart(draft, eventDate);
      if (draft.start.trim() && startTime === null && !draft.started) invalid.add(draft.key);
      if (!draft.name.trim() || startTime === null) incomplete = true;
      groupsToSave.push({
        id: draft.id,
        name: draft.name.trim(),
        startTime,
        categories: draft.categories.map(Number),
      });
    }
    setInvalidStarts(invalid);
    if (incomplete) {
      setError(eventDate === null ? 'No se pudo leer la fecha del evento' : timingMessages.groupsIncomplete);
      return;
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

  const correctingGroup = correcting === null ? undefined : current(correcting);
  const correctingStart = startOf(correctingGroup);
  const correctionTarget: StartedGroup | null =
    correctingGroup && correctingStart !== null ? { group: correctingGroup, start: correctingStart } : null;
  const noShowsGroup = markingNoShows === null ? null : (current(markingNoShows) ?? null);

  return (
    <Modal.Stack>
      <Modal stackId="start-groups" opened onClose={onClose} title="Configurar Grupos de Largada" size="lg">
        <Stack gap="md">
          {categories.isError && <Alert color="red">Error al cargar las categorías</Alert>}
          {drafts.length === 0 && <Text c="dimmed">No hay grupos de largada.</Text>}
          {drafts.map((draft, index) => {
            if (draft.started) {
              const group = current(draft.id);
              return (
                <StartedGroupCard
                  key={draft.key}
                  group={group}
                  draft={draft}
                  onCorrect={() => setCorrecting(draft.id ?? null)}
                  onNoShows={() => setMarkingNoShows(draft.id ?? null)}
                />
              );
            }
            const day = draftDay(draft, eventDate);
            return (
              <Card key={draft.key} withBorder padding="sm">
                <Stack gap="xs">
                  <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                    <TextInput
                      label={`Nombre del grupo ${index + 1}`}
                      value={draft.name}
                      onChange={(e) => change(draft.key, { name: e.currentTarget.value })}
                    />
                    <ClockTimeInput
                      label={`Hora de inicio del grupo ${index + 1}`}
                      description={day ? `24 horas, del ${formatIsoDateEsAr(day)}` : '24 horas'}
                      inputWrapperOrder={['label', 'input', 'description', 'error']}
                      value={draft.start}
                      error={invalidStarts.has(draft.key) ? clockTimeMessages.invalid : undefined}
                      onChange={(start) => {
                        change(draft.key, { start });
                        if (invalidStarts.has(draft.key)) {
                          setInvalidStarts(new Set([...invalidStarts].filter((key) => key !== draft.key)));
                        }
                      }}
                    />
                  </SimpleGrid>
                  <MultiSelect
                    label={`Categorías del grupo ${index + 1}`}
                    data={availableCategories(drafts, draft, options)}
                    value={draft.categories}
                    searchable
                    onChange={(value) => change(draft.key, { categories: value })}
                  />
                  <Group justify="flex-end">
                    <Button
                      variant="subtle"
                      color="red"
                      onClick={() => setDrafts(drafts.filter((d) => d.key !== draft.key))}
                    >
                      Quitar grupo
                    </Button>
                  </Group>
                </Stack>
              </Card>
            );
          })}
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
              miw={180}
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
      <StartCorrectionModal
        eventId={eventId}
        stackId="start-correction"
        target={correctionTarget}
        onClose={() => setCorrecting(null)}
        onCorrected={(group) => {
          setCorrected(new Map(corrected).set(group.id, group));
          setCorrecting(null);
        }}
      />
      <MarkNoShowsModal
        eventId={eventId}
        stackId="mark-no-shows"
        group={noShowsGroup}
        onClose={() => setMarkingNoShows(null)}
      />
    </Modal.Stack>
  );
}

/** A started group: its start and categories are fixed; its start can be corrected and its no-shows marked. */
function StartedGroupCard({
  group,
  draft,
  onCorrect,
  onNoShows,
}: {
  group: StartGroup | undefined;
  draft: Draft;
  onCorrect: () => void;
  onNoShows: () => void;
}) {
  const start = group?.startTime ? Date.parse(group.startTime) : null;
  const [allCategories, setAllCategories] = useState(false);
  const names = (group?.categories ?? []).map((c) => `${c.nombre} (${c.distancia} KM)`);
  const shown = allCategories ? names : names.slice(0, FEW_CATEGORIES);
  const hidden = names.length - shown.length;
  const withoutPassage = group ? Math.max(0, group.riders - group.timedRiders) : 0;
  return (
    <Card withBorder padding="sm">
      <Stack gap={6}>
        <Group justify="space-between" align="baseline" gap="xs">
          <Title order={3} size="h4">
            {group?.name ?? draft.name}
          </Title>
          <Text size="sm" c="dimmed">
            Iniciado
          </Text>
        </Group>
        <Text>
          Largada:{' '}
          <strong>
            {start === null
              ? 'sin hora'
              : `${formatIsoDateEsAr(todayInOrganiserZone(new Date(start)))} ${formatClockTimeTenths(start)}`}
          </strong>
        </Text>
        <Text size="sm">
          Categorías: {shown.join(', ') || 'ninguna'}
          {hidden > 0 && ` y ${hidden} más`}{' '}
          {names.length > FEW_CATEGORIES && (
            <Button variant="subtle" size="compact-sm" onClick={() => setAllCategories(!allCategories)}>
              {allCategories ? 'Ver menos' : 'Ver todas'}
            </Button>
          )}
        </Text>
        {group && (
          <Text size="sm">
            {riders(group.riders)} con dorsal; {group.timedRiders} con pasadas.
          </Text>
        )}
        <Text size="sm" c="dimmed">
          Grupo iniciado: su nombre y sus categorías ya no se pueden cambiar.
        </Text>
        <Group gap="xs" mt={4}>
          <Button variant="outline" styles={wrapping} onClick={onCorrect} disabled={start === null}>
            Corregir largada
          </Button>
          <Button
            variant="outline"
            color="red"
            styles={wrapping}
            onClick={onNoShows}
            disabled={!group || withoutPassage === 0}
          >
            Marcar DNS a quienes no tienen pasadas
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
