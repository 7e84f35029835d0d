import type { DeviceRole } from '@carreras/domain/timing/timing.schemas';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactElement, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import type { PassageSummary } from '../passage-summary.ts';
import { copyMessage, dnsMessage, type RecordAlert } from '../record-answers.ts';
import { wholeText } from '../test-builders.ts';
import { RecordPanel, type TakenPassage, unknownBibMessage } from './record-panel.tsx';

/** Holds the server's latest answer, as the timing screen does, and lets the test give one. */
function WithAnswers({
  panel,
  expose,
}: {
  panel: (alert: RecordAlert | null) => ReactElement;
  expose: (answer: (alert: RecordAlert) => void) => void;
}) {
  const [alert, setAlert] = useState<RecordAlert | null>(null);
  expose(setAlert);
  return panel(alert);
}

/** The panel with a clock the test moves by hand: each instant taken is the clock's value then. */
function renderPanel(
  overrides: {
    running?: boolean;
    totalLaps?: number | null;
    held?: number[] | null;
    device?: DeviceRole;
    onDevice?: (role: DeviceRole) => void;
    onClearDns?: (bib: number) => Promise<unknown>;
  } = {},
) {
  let now = 1_000;
  const taken: number[] = [];
  const recorded: { bib: number | null; instant: number }[] = [];
  const signal = vi.fn();
  const refusal = vi.fn();
  const held = overrides.held === undefined ? [12, 34, 56] : overrides.held;
  const panel = (alert: RecordAlert | null) => (
    <RecordPanel
      running={() => overrides.running ?? true}
      lapsDone={(bib) => recorded.filter((r) => r.bib === bib).length}
      totalLaps={() => (overrides.totalLaps === undefined ? 1 : overrides.totalLaps)}
      holds={(bib) => (held === null ? null : held.includes(bib))}
      takeInstant={() => {
        taken.push(now);
        return now;
      }}
      onRecord={(bib, instant) => {
        recorded.push({ bib, instant });
        return undefined;
      }}
      alert={alert}
      device={overrides.device}
      onDevice={overrides.onDevice}
      onClearDns={overrides.onClearDns}
      signal={signal}
      refusal={refusal}
    />
  );
  let answer: (alert: RecordAlert) => void = () => {};
  renderWithProviders(
    <WithAnswers
      panel={panel}
      expose={(set) => {
        answer = set;
      }}
    />,
  );
  return {
    input: screen.getByLabelText('Número de dorsal') as HTMLInputElement,
    taken,
    recorded,
    signal,
    refusal,
    advance: (ms: number) => {
      now += ms;
    },
    /** The server's answer arrives (see record-answers.ts). */
    answer: (alert: RecordAlert) => act(() => answer(alert)),
  };
}

/** The panel as the timing screen gives it a passage's words: its own guess first, the server's answer later. */
function PassageScreen({
  asked,
  expose,
}: {
  asked: TakenPassage[];
  expose: (answer: (summary: Partial<PassageSummary>) => void) => void;
}) {
  const [known, setKnown] = useState<Partial<PassageSummary>>({});
  expose(setKnown);
  return (
    <RecordPanel
      running={() => true}
      lapsDone={() => 0}
      totalLaps={() => 3}
      holds={() => true}
      takeInstant={() => 42_000}
      onRecord={() => 'client-84'}
      describePassage={(taken) => {
        asked.push(taken);
        const guess = { name: 'Juan Pérez', lap: 2, totalLaps: 3, time: 3_730_350, confirmed: false };
        return { bib: taken.bib, ...guess, ...known };
      }}
    />
  );
}

const selection = (input: HTMLInputElement) => input.value.slice(input.selectionStart ?? 0, input.selectionEnd ?? 0);

describe('RecordPanel', () => {
  it('records with the instant of the first keypress, not of Enter', async () => {
    const panel = renderPanel();
    await userEvent.type(panel.input, '1');
    panel.advance(1_500);
    await userEvent.type(panel.input, '2');
    panel.advance(800);
    await userEvent.type(panel.input, '{Enter}');
    expect(panel.recorded).toEqual([{ bib: 12, instant: 1_000 }]);
    expect(panel.taken).toEqual([1_000]);
    expect(panel.input).toHaveValue('');
    expect(screen.getByText(wholeText('#12 · sin confirmar'))).toBeInTheDocument();

    // The next rider: a new instant at its own first keypress.
    panel.advance(2_000);
    await userEvent.type(panel.input, '3');
    panel.advance(600);
    await userEvent.type(panel.input, '4{Enter}');
    expect(panel.recorded[1]).toEqual({ bib: 34, instant: 5_300 });
  });

  it('drops the instant when the field is cleared and takes a new one at the next first keypress', async () => {
    const panel = renderPanel();
    await userEvent.type(panel.input, '5');
    panel.advance(3_000);
    await userEvent.type(panel.input, '{Backspace}');
    panel.advance(4_000);
    await userEvent.type(panel.input, '56{Enter}');
    expect(panel.recorded).toEqual([{ bib: 56, instant: 8_000 }]);
  });

  it('selects the refused text so the next digits replace it, never join it', async () => {
    const panel = renderPanel();
    await userEvent.type(panel.input, '1x2{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Número de dorsal inválido');
    expect(panel.input).toHaveFocus();
    expect(selection(panel.input)).toBe('1x2');
    expect(panel.recorded).toEqual([]);

    // Typed over: a fresh entry with its own instant, not 1x234.
    panel.advance(10_000);
    await userEvent.keyboard('34{Enter}');
    expect(panel.recorded).toEqual([{ bib: 34, instant: 11_000 }]);
  });

  it('selects the text after the clock refusal too', async () => {
    const panel = renderPanel({ running: false });
    await userEvent.type(panel.input, '12{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('El cronómetro no está activo');
    expect(selection(panel.input)).toBe('12');
    await userEvent.click(screen.getByRole('button', { name: 'Registrar sin dorsal' }));
    expect(panel.recorded).toEqual([]);
    expect(selection(panel.input)).toBe('12');
  });

  it('records a bib nobody holds, flags it at once and beeps', async () => {
    const panel = renderPanel();
    await userEvent.type(panel.input, '999{Enter}');
    expect(panel.recorded).toEqual([{ bib: 999, instant: 1_000 }]);
    expect(panel.signal).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert')).toHaveTextContent(unknownBibMessage(999));
    expect(panel.input).toHaveValue('');
    await userEvent.type(panel.input, '12{Enter}');
    expect(panel.signal).toHaveBeenCalledTimes(1);
  });

  it('does not flag a bib when the event’s bib list is not on this device', async () => {
    const panel = renderPanel({ held: null, totalLaps: null });
    await userEvent.type(panel.input, '999{Enter}');
    expect(panel.signal).not.toHaveBeenCalled();
    expect(screen.getByText(wholeText('#999 · sin confirmar'))).toBeInTheDocument();
  });

  it('records a rider who already rode every lap, loudly: the passage is kept, beyond the laps (decision 014)', async () => {
    const panel = renderPanel();
    await userEvent.type(panel.input, '12{Enter}');
    expect(panel.input).not.toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(panel.input, '12{Enter}');
    expect(panel.recorded.map((r) => r.bib)).toEqual([12, 12]);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'El corredor #12 ya ha completado todas las vueltas: la pasada quedó fuera de vueltas, en Registros a revisar',
    );
    expect(panel.input).toHaveAttribute('aria-invalid', 'true');
    expect(panel.refusal).toHaveBeenCalledTimes(1);
    expect(panel.signal).not.toHaveBeenCalled();
    // Kept in the field, selected: most often a slip, and the right bib typed replaces it.
    expect(selection(panel.input)).toBe('12');
    // The next rider recorded: the field is no longer red.
    await userEvent.keyboard('34{Enter}');
    expect(panel.recorded.map((r) => r.bib)).toEqual([12, 12, 34]);
    expect(panel.input).not.toHaveAttribute('aria-invalid', 'true');
    // A typing slip is refused quietly.
    await userEvent.type(panel.input, 'x{Enter}');
    expect(panel.refusal).toHaveBeenCalledTimes(1);
  });

  it('tells a server’s refusal loudly as soon as it arrives and puts the bib back, selected', async () => {
    const panel = renderPanel();
    await userEvent.type(panel.input, '34{Enter}');
    expect(screen.getByText(wholeText('#34 · sin confirmar'))).toBeInTheDocument();
    const message = 'Dorsal 34: pasada repetida (a 0,4 s de la anterior); no se cuenta como vuelta';
    panel.answer({ id: 'c1', bib: 34, message, takenAt: Date.now() });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByText(wholeText('#34 · sin confirmar'))).toBeNull();
    expect(panel.refusal).toHaveBeenCalledTimes(1);
    expect(panel.input).toHaveAttribute('aria-invalid', 'true');
    expect(panel.input).toHaveValue('34');
    expect(selection(panel.input)).toBe('34');
    // Typed over: the next rider, with an instant of their own.
    panel.advance(5_000);
    await userEvent.keyboard('56{Enter}');
    expect(panel.recorded.at(-1)).toEqual({ bib: 56, instant: 6_000 });
  });

  it('leaves digits being typed for the next rider alone when an answer arrives', async () => {
    const panel = renderPanel();
    await userEvent.type(panel.input, '34{Enter}5');
    panel.answer({
      id: 'c2',
      bib: 34,
      message: 'El corredor #34 ya ha completado todas las vueltas',
      takenAt: Date.now(),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('El corredor #34 ya ha completado todas las vueltas');
    expect(panel.input).toHaveValue('5');
    await userEvent.keyboard('6{Enter}');
    expect(panel.recorded.at(-1)?.bib).toBe(56);
  });

  it('takes the instant of a record without bib at the click', async () => {
    const panel = renderPanel();
    panel.advance(500);
    await userEvent.click(screen.getByRole('button', { name: 'Registrar sin dorsal' }));
    expect(panel.recorded).toEqual([{ bib: null, instant: 1_500 }]);
  });

  it("says what the screen is, 'Principal' or 'Respaldo', and lets the timekeeper change it", async () => {
    const onDevice = vi.fn();
    renderPanel({ device: 'primary', onDevice });
    const role = screen.getByRole('radiogroup', { name: 'Este dispositivo' });
    expect(within(role).getByRole('radio', { name: 'Principal' })).toBeChecked();
    await userEvent.click(within(role).getByText('Respaldo'));
    expect(onDevice).toHaveBeenCalledWith('backup');
  });

  it("tells a backup's copy calmly: no red, no sound, and the next bib typed as usual", async () => {
    const panel = renderPanel({ device: 'backup' });
    await userEvent.type(panel.input, '12{Enter}');
    // A backup typing a rider who has every lap on this device is not told off: the answer says what it was.
    await userEvent.type(panel.input, '12{Enter}');
    expect(panel.recorded.map((r) => r.bib)).toEqual([12, 12]);
    expect(screen.queryByRole('alert')).toBeNull();
    panel.answer({ id: 'c3', bib: 12, message: copyMessage(12, 'backup'), takenAt: Date.now(), tone: 'calm' });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Copia de respaldo: #12 ya registrado por el principal',
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(panel.refusal).not.toHaveBeenCalled();
    expect(panel.input).not.toHaveAttribute('aria-invalid', 'true');
    expect(panel.input).toHaveValue('');
  });

  it('warns loudly of a rider marked DNS who crosses, and clears the DNS with one tap', async () => {
    let release: () => void = () => {};
    const onClearDns = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    const panel = renderPanel({ onClearDns });
    await userEvent.type(panel.input, '51{Enter}');
    panel.answer({ id: 'c4', bib: 51, message: dnsMessage(51), takenAt: Date.now(), dns: true });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('#51 figura como No largó');
    expect(panel.refusal).toHaveBeenCalledTimes(1);
    await userEvent.click(within(alert).getByRole('button', { name: 'Quitar DNS y contar' }));
    expect(onClearDns).toHaveBeenCalledWith(51);
    await act(async () => release());
    expect(await screen.findByText('DNS quitado: la pasada de #51 cuenta')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('names the rider, the lap and the time of a counted bib, and says when the server has not answered yet', async () => {
    const asked: TakenPassage[] = [];
    let answer: (summary: Partial<PassageSummary>) => void = () => {};
    renderWithProviders(
      <PassageScreen
        asked={asked}
        expose={(set) => {
          answer = set;
        }}
      />,
    );
    await userEvent.type(screen.getByLabelText('Número de dorsal'), '84{Enter}');
    expect(asked.at(-1)).toEqual({ clientId: 'client-84', bib: 84, instant: 42_000 });
    const line = screen.getByText(wholeText('#84 Juan Pérez · Vuelta 2/3 · 1:02:10.3 · sin confirmar'));
    expect(line).not.toHaveAttribute('data-confirmed');
    // The server's answer: its lap (here the last one, the finish) and its time, confirmed.
    act(() => answer({ lap: 3, time: 6_130_399, confirmed: true }));
    expect(screen.getByText(wholeText('#84 Juan Pérez · Llegada · 1:42:10.3'))).toHaveAttribute(
      'data-confirmed',
      'true',
    );
  });
});
