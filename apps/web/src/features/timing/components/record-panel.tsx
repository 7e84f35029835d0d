import type { DeviceRole } from '@carreras/domain/timing/timing.schemas';
import { Alert, Button, Card, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { beep, refusalSound } from '../beep.ts';
import { type BibCheck, checkBibEntry } from '../bib-entry.ts';
import { type BibDraft, draftInstant, EMPTY_DRAFT, refuseDraft, typeInDraft } from '../passage-instant.ts';
import { type PassageSummary, passageWords } from '../passage-summary.ts';
import { beyondLapsMessage, type RecordAlert } from '../record-answers.ts';
import type { BibHolder } from '../review-items.ts';
import classes from './timing-screen.module.css';

export const BIB_INPUT_ID = 'bib-input';

/** The feedback after recording a bib nobody holds in the event: recorded, but to be fixed. */
export const unknownBibMessage = (bib: number) =>
  `Dorsal ${bib} registrado, pero ningún corredor del evento tiene ese dorsal: quedó en Registros a revisar`;

/**
 * An answer that arrives this soon after the passage was taken puts its bib back in the field, selected: the
 * timekeeper is still on that rider. A later one (a record sent after the connection came back) only tells.
 */
const RESTORE_WITHIN_MS = 10_000;

/** A passage just recorded here: its outbox entry (when the screen gave one), bib and instant. */
export interface TakenPassage {
  clientId: string | null;
  bib: number;
  instant: number;
}

/**
 * 'note': calm, nothing to do (a backup's copy); `dnsBib`: the rider marked DNS whose passage waits; `passage`:
 * a counted bib, said as the screen knows it at each render (see passage-summary.ts).
 */
type Feedback = {
  level: 'error' | 'warning' | 'note' | 'ok';
  message: string;
  dnsBib?: number;
  passage?: TakenPassage;
};

/**
 * Bib entry: the passage instant is taken at the first character typed (see passage-instant.ts), Enter
 * records with it, clears the field and keeps the focus for the next rider. A refused entry stays in
 * the field selected, so the next digits replace it instead of joining it. The checks run on this
 * device, so recording works with no connection. A passage that would not count (a finished rider here,
 * or the server's answer `alert`: refused, a repeat, beyond the laps, a DNS rider) turns the field red with a
 * sound of its own; it is recorded all the same (nothing refused is lost, decision 014). A backup's copy of a
 * crossing is told calmly. The screen says whether it is the primary or a backup ('Principal' / 'Respaldo').
 */
export function RecordPanel({
  running,
  lapsDone,
  totalLaps,
  holds,
  takeInstant,
  onRecord,
  describePassage,
  alert = null,
  device = 'primary',
  onDevice,
  onClearDns,
  signal = beep,
  refusal = refusalSound,
}: {
  running: () => boolean;
  lapsDone: (bib: number) => number;
  totalLaps: (bib: number) => number | null;
  /** Whether someone in the event holds the bib (null: not known on this device). */
  holds: BibHolder;
  /** The server-clock instant of a passage taken now. */
  takeInstant: () => number;
  /** Queues the passage; gives its outbox client id when it has one. */
  onRecord: (bib: number | null, instant: number) => string | undefined;
  /** What to say of a passage recorded here: the rider, the lap or the finish, the time (see passage-summary.ts). */
  describePassage?: (passage: TakenPassage) => PassageSummary;
  /** The latest server answer saying a passage of this device does not count (see record-answers.ts). */
  alert?: RecordAlert | null;
  /** What this screen is (decision 014): its records are sent with it. */
  device?: DeviceRole;
  onDevice?: (role: DeviceRole) => void;
  /** 'Quitar DNS y contar': clears the rider's DNS, so the passage counts. */
  onClearDns?: (bib: number) => Promise<unknown>;
  /** Calls the timekeeper's attention to a record to fix (a short beep). */
  signal?: () => void;
  /** Tells the timekeeper a passage does not count (a sound unlike `signal`). */
  refusal?: () => void;
}) {
  const [text, setText] = useState('');
  const draft = useRef<BibDraft>(EMPTY_DRAFT);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const input = useRef<HTMLInputElement>(null);
  /** The refused bib just put back, to select once it shows (null: nothing to select). */
  const selectAfterRender = useRef<string | null>(null);
  // The sound of the latest render, so an answer sounds once, when it arrives, not when the prop changes.
  const refusalSoundRef = useRef(refusal);
  refusalSoundRef.current = refusal;

  const change = (value: string) => {
    draft.current = typeInDraft(draft.current, value, takeInstant);
    setText(value);
  };

  /** A refusal: the text stays, selected, and its instant is dropped. */
  const refuse = (message: string, loud = false) => {
    draft.current = refuseDraft(draft.current);
    setFeedback({ level: 'error', message });
    if (loud) refusal();
    input.current?.focus();
    input.current?.select();
  };

  useEffect(() => {
    if (!alert) return;
    if (alert.tone === 'calm') {
      setFeedback({ level: 'note', message: alert.message });
      return;
    }
    setFeedback({
      level: 'error',
      message: alert.message,
      dnsBib: alert.dns && alert.bib !== null ? alert.bib : undefined,
    });
    refusalSoundRef.current();
    const field = input.current;
    // Put back only into an empty field the timekeeper is on: digits being typed for the next rider stay.
    if (
      field &&
      alert.bib !== null &&
      field.value === '' &&
      document.activeElement === field &&
      Date.now() - alert.takenAt < RESTORE_WITHIN_MS
    ) {
      draft.current = refuseDraft({ text: String(alert.bib), instant: null });
      selectAfterRender.current = String(alert.bib);
      setText(String(alert.bib));
    }
  }, [alert]);

  // After the render that put a refused bib back: select it, so the next digits replace it.
  useLayoutEffect(() => {
    const restored = selectAfterRender.current;
    if (restored === null) return;
    selectAfterRender.current = null;
    // A key typed before this render wins: its digits are the next rider's, never to be selected away.
    if (input.current?.value === restored) input.current.select();
  });

  const record = () => {
    // A rider who has every lap is recorded all the same: the server keeps the passage (a backup's copy, or
    // 'fuera de vueltas' to review), and the primary is told at once, connection or not.
    const check: BibCheck = checkBibEntry({ text, running: running(), lapsDone, totalLaps: () => null });
    if (!check.ok) return refuse(check.message);
    const total = totalLaps(check.bib);
    const finished = total !== null && lapsDone(check.bib) >= total;
    const instant = draftInstant(draft.current, takeInstant);
    const clientId = onRecord(check.bib, instant) ?? null;
    // Most often a slip for another bib: it stays in the field selected, so the right digits replace it.
    if (finished && device === 'primary') return refuse(beyondLapsMessage(check.bib), true);
    draft.current = EMPTY_DRAFT;
    setText('');
    if (holds(check.bib) === false) {
      setFeedback({ level: 'warning', message: unknownBibMessage(check.bib) });
      signal();
    } else {
      setFeedback({ level: 'ok', message: '', passage: { clientId, bib: check.bib, instant } });
    }
    input.current?.focus();
  };

  const recordWithoutBib = () => {
    if (!running()) return refuse('El cronómetro no está activo');
    onRecord(null, takeInstant());
    setFeedback({ level: 'ok', message: 'Tiempo registrado sin dorsal' });
    input.current?.focus();
  };

  const refused = feedback?.level === 'error';
  const dnsBib = feedback?.dnsBib;
  const [clearing, setClearing] = useState(false);
  const clearDns = async (bib: number) => {
    if (!onClearDns) return;
    setClearing(true);
    try {
      await onClearDns(bib);
      setFeedback({ level: 'ok', message: `DNS quitado: la pasada de #${bib} cuenta` });
    } catch {
      setFeedback({ level: 'error', message: `No se pudo quitar el DNS de #${bib}`, dnsBib: bib });
    } finally {
      setClearing(false);
      input.current?.focus();
    }
  };

  return (
    <Card withBorder padding="sm" data-refused={refused || undefined} data-device={device}>
      {/* Tight: with the device's role above the bib, a phone still shows the latest five records. */}
      <Stack gap={6}>
        {onDevice && (
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" fw={600} id="device-role-label">
              Este dispositivo
            </Text>
            <SegmentedControl
              size="xs"
              aria-labelledby="device-role-label"
              value={device}
              onChange={(value) => onDevice(value === 'backup' ? 'backup' : 'primary')}
              data={[
                { value: 'primary', label: 'Principal' },
                { value: 'backup', label: 'Respaldo' },
              ]}
            />
          </Group>
        )}
        <form
          onSubmit={(e) => {
            e.preventDefault();
            record();
          }}
        >
          <Group align="flex-end" gap="xs" wrap="nowrap">
            <TextInput
              ref={input}
              id={BIB_INPUT_ID}
              label="Número de dorsal"
              size="xl"
              inputMode="numeric"
              autoComplete="off"
              autoFocus
              placeholder="Dorsal"
              labelProps={{ className: classes.bibLabel }}
              error={refused}
              style={{ flex: 1, minWidth: 0 }}
              styles={{
                label: { whiteSpace: 'nowrap', fontSize: 'var(--mantine-font-size-md)' },
                input: refused
                  ? { background: 'var(--mantine-color-red-0)', borderWidth: 3, color: 'var(--mantine-color-red-9)' }
                  : undefined,
              }}
              value={text}
              onChange={(e) => change(e.currentTarget.value)}
            />
            <Button type="submit" size="xl" px={{ base: 'md', sm: 'xl' }} style={{ flexShrink: 0 }}>
              Registrar
            </Button>
          </Group>
        </form>
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <Button
            size="md"
            h={44}
            px="sm"
            variant="default"
            style={{ flexShrink: 0 }}
            aria-label="Registrar sin dorsal"
            onClick={recordWithoutBib}
          >
            {/* A phone leaves the room beside it to the feedback; the name stays whole. */}
            <span className={classes.wideOrMedium}>Registrar sin dorsal</span>
            <span className={classes.narrow}>Sin dorsal</span>
          </Button>
          {/* One place for the feedback, beside the button, so the screen below never jumps. */}
          <div aria-live="polite" style={{ flex: 1, minWidth: 0, minHeight: 44 }}>
            {feedback && feedback.level !== 'ok' && (
              <Alert
                color={feedback.level === 'error' ? 'red.9' : feedback.level === 'note' ? 'blue' : 'yellow'}
                variant={feedback.level === 'error' ? 'filled' : 'light'}
                role={feedback.level === 'note' ? 'status' : 'alert'}
                p={6}
                className={classes.feedback}
                styles={{ message: { fontWeight: 700, lineHeight: 1.25 } }}
              >
                {feedback.message}
                {dnsBib !== undefined && onClearDns && (
                  <Button
                    size="compact-sm"
                    variant="white"
                    color="red.9"
                    ml="xs"
                    loading={clearing}
                    onClick={() => void clearDns(dnsBib)}
                  >
                    Quitar DNS y contar
                  </Button>
                )}
              </Alert>
            )}
            {feedback?.level === 'ok' && feedback.passage && (
              <PassageLine
                summary={
                  describePassage?.(feedback.passage) ?? {
                    bib: feedback.passage.bib,
                    name: null,
                    lap: null,
                    totalLaps: null,
                    time: null,
                    confirmed: false,
                  }
                }
              />
            )}
            {feedback?.level === 'ok' && !feedback.passage && (
              <Text c="monte.9" fw={600} lh="44px">
                {feedback.message}
              </Text>
            )}
          </div>
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * A counted bib said in full: '#84 Juan Pérez · Vuelta 2/3 · 1:02:10.3'. Green once the server counted it;
 * before its answer in the text's own colour, with 'sin confirmar' marked beside the rider. The rider on one
 * line (the name gives way first), the lap and time on the next, so it never takes more room than the field's
 * feedback has; the separators are kept for every reader.
 */
function PassageLine({ summary }: { summary: PassageSummary }) {
  const { who, what, pending } = passageWords(summary);
  return (
    <Text
      fw={700}
      c={summary.confirmed ? 'monte.9' : undefined}
      className={classes.passage}
      data-confirmed={summary.confirmed || undefined}
    >
      <span className={classes.passageWho}>{who}</span>
      {what && (
        <>
          <span className={classes.passageSeparator}> · </span>
          <span className={classes.passageWhat}>{what}</span>
        </>
      )}
      {pending && (
        <>
          <span className={classes.passageSeparator}> · </span>
          <span className={classes.passagePending}>{pending}</span>
        </>
      )}
    </Text>
  );
}
