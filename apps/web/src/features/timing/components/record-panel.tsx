import { Alert, Button, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { useRef, useState } from 'react';
import { type BibCheck, checkBibEntry } from '../bib-entry.ts';

export const BIB_INPUT_ID = 'bib-input';

/**
 * Bib entry: Enter records at once and clears the field, keeping the focus for the next rider.
 * The checks run on this device, so recording works with no connection.
 */
export function RecordPanel({
  running,
  lapsDone,
  totalLaps,
  onRecord,
}: {
  running: () => boolean;
  lapsDone: (bib: number) => number;
  totalLaps: (bib: number) => number | null;
  onRecord: (bib: number | null) => void;
}) {
  const [text, setText] = useState('');
  const [feedback, setFeedback] = useState<{ level: 'error' | 'warning' | 'ok'; message: string } | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const record = () => {
    const check: BibCheck = checkBibEntry({ text, running: running(), lapsDone, totalLaps });
    if (!check.ok) {
      setFeedback({ level: check.level, message: check.message });
    } else {
      onRecord(check.bib);
      setFeedback({ level: 'ok', message: `Dorsal ${check.bib} registrado` });
      setText('');
    }
    input.current?.focus();
  };

  const recordWithoutBib = () => {
    if (!running()) {
      setFeedback({ level: 'error', message: 'El cronómetro no está activo' });
      return;
    }
    onRecord(null);
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
              style={{ flex: 1 }}
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
            />
            <Button type="submit" size="xl">
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
