import { Alert, Button, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { useRef, useState } from 'react';
import { beep } from '../beep.ts';
import { type BibCheck, checkBibEntry } from '../bib-entry.ts';
import { type BibDraft, draftInstant, EMPTY_DRAFT, refuseDraft, typeInDraft } from '../passage-instant.ts';
import type { BibHolder } from '../review-items.ts';

export const BIB_INPUT_ID = 'bib-input';

/** The feedback after recording a bib nobody holds in the event: recorded, but to be fixed. */
export const unknownBibMessage = (bib: number) =>
  `Dorsal ${bib} registrado, pero ningún corredor del evento tiene ese dorsal: quedó en Registros a revisar`;

/**
 * Bib entry: the passage instant is taken at the first character typed (see passage-instant.ts), Enter
 * records with it, clears the field and keeps the focus for the next rider. A refused entry stays in
 * the field selected, so the next digits replace it instead of joining it. The checks run on this
 * device, so recording works with no connection.
 */
export function RecordPanel({
  running,
  lapsDone,
  totalLaps,
  holds,
  takeInstant,
  onRecord,
  signal = beep,
}: {
  running: () => boolean;
  lapsDone: (bib: number) => number;
  totalLaps: (bib: number) => number | null;
  /** Whether someone in the event holds the bib (null: not known on this device). */
  holds: BibHolder;
  /** The server-clock instant of a passage taken now. */
  takeInstant: () => number;
  onRecord: (bib: number | null, instant: number) => void;
  /** Calls the timekeeper's attention (a short beep). */
  signal?: () => void;
}) {
  const [text, setText] = useState('');
  const draft = useRef<BibDraft>(EMPTY_DRAFT);
  const [feedback, setFeedback] = useState<{ level: 'error' | 'warning' | 'ok'; message: string } | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const change = (value: string) => {
    draft.current = typeInDraft(draft.current, value, takeInstant);
    setText(value);
  };

  /** A refusal: the text stays, selected, and its instant is dropped. */
  const refuse = (level: 'error' | 'warning', message: string) => {
    draft.current = refuseDraft(draft.current);
    setFeedback({ level, message });
    input.current?.focus();
    input.current?.select();
  };

  const record = () => {
    const check: BibCheck = checkBibEntry({ text, running: running(), lapsDone, totalLaps });
    if (!check.ok) return refuse(check.level, check.message);
    onRecord(check.bib, draftInstant(draft.current, takeInstant));
    draft.current = EMPTY_DRAFT;
    setText('');
    if (holds(check.bib) === false) {
      setFeedback({ level: 'warning', message: unknownBibMessage(check.bib) });
      signal();
    } else {
      setFeedback({ level: 'ok', message: `Dorsal ${check.bib} registrado` });
    }
    input.current?.focus();
  };

  const recordWithoutBib = () => {
    if (!running()) return refuse('error', 'El cronómetro no está activo');
    onRecord(null, takeInstant());
    setFeedback({ level: 'ok', message: 'Tiempo registrado sin dorsal' });
    input.current?.focus();
  };

  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            record();
          }}
        >
          <Group align="flex-end" gap="sm" wrap="nowrap">
            <TextInput
              ref={input}
              id={BIB_INPUT_ID}
              label="Número de dorsal"
              size="xl"
              inputMode="numeric"
              autoComplete="off"
              autoFocus
              style={{ flex: 1, minWidth: 0 }}
              styles={{ label: { whiteSpace: 'nowrap' } }}
              value={text}
              onChange={(e) => change(e.currentTarget.value)}
            />
            <Button type="submit" size="xl" px={{ base: 'md', sm: 'xl' }} style={{ flexShrink: 0 }}>
              Registrar
            </Button>
          </Group>
        </form>
        <Button size="lg" variant="default" onClick={recordWithoutBib}>
          Registrar sin dorsal
        </Button>
        <div aria-live="polite">
          {feedback && feedback.level !== 'ok' && (
            <Alert color={feedback.level === 'error' ? 'red' : 'yellow'} role="alert">
              {feedback.message}
            </Alert>
          )}
          {feedback?.level === 'ok' && (
            <Text c="monte.9" fw={600}>
              {feedback.message}
            </Text>
          )}
        </div>
      </Stack>
    </Card>
  );
}
