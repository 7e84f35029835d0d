import { Button, Group, TextInput } from '@mantine/core';
import { useId, useState } from 'react';
import { BIB_INPUT_ID } from './record-panel.tsx';
import { RiderTimingDialog } from './rider-timing-dialog.tsx';
import { readLookupBib } from './rider-timing-rules.ts';
import classes from './timing-screen.module.css';

/**
 * 'Buscar dorsal': opens any rider's passages, laps, penalty and status, with the corrections an
 * administrator makes on race day (lap times, penalty, DNS, DNF, DSQ), also for a rider with no passage.
 */
export function RiderLookup({ eventId, compact = false }: { eventId: number; compact?: boolean }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [bib, setBib] = useState<number | null>(null);
  const errorId = useId();

  return (
    <>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          const read = readLookupBib(text);
          if ('error' in read) {
            setError(read.error);
            return;
          }
          setError(null);
          setBib(read.bib);
        }}
      >
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextInput
            label="Buscar dorsal"
            // On the timing screen it sits beside a title: the label is read, the placeholder shown.
            labelProps={compact ? { className: classes.visuallyHidden } : undefined}
            placeholder={compact ? 'Dorsal' : undefined}
            size={compact ? 'sm' : 'md'}
            w={compact ? 110 : 160}
            inputMode="numeric"
            autoComplete="off"
            value={text}
            error={error}
            aria-describedby={error ? errorId : undefined}
            errorProps={{ id: errorId }}
            onChange={(e) => setText(e.currentTarget.value)}
          />
          <Button
            type="submit"
            size={compact ? 'sm' : 'md'}
            px={compact ? 'sm' : undefined}
            variant="light"
            mb={error ? 22 : 0}
          >
            Buscar
          </Button>
        </Group>
      </form>
      {bib !== null && (
        <RiderTimingDialog
          key={bib}
          eventId={eventId}
          bib={bib}
          onClose={() => {
            setBib(null);
            setText('');
            // On the timing screen the next key typed is a bib: it must land in the bib field, not here.
            requestAnimationFrame(() => document.getElementById(BIB_INPUT_ID)?.focus());
          }}
        />
      )}
    </>
  );
}
