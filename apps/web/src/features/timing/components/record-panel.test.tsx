import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { RecordPanel, unknownBibMessage } from './record-panel.tsx';

/** The panel with a clock the test moves by hand: each instant taken is the clock's value then. */
function renderPanel(overrides: { running?: boolean; totalLaps?: number | null; held?: number[] | null } = {}) {
  let now = 1_000;
  const taken: number[] = [];
  const recorded: { bib: number | null; instant: number }[] = [];
  const signal = vi.fn();
  const held = overrides.held === undefined ? [12, 34, 56] : overrides.held;
  renderWithProviders(
    <RecordPanel
      running={() => overrides.running ?? true}
      lapsDone={(bib) => recorded.filter((r) => r.bib === bib).length}
      totalLaps={() => (overrides.totalLaps === undefined ? 1 : overrides.totalLaps)}
      holds={(bib) => (held === null ? null : held.includes(bib))}
      takeInstant={() => {
        taken.push(now);
        return now;
      }}
      onRecord={(bib, instant) => recorded.push({ bib, instant })}
      signal={signal}
    />,
  );
  return {
    input: screen.getByLabelText('Número de dorsal') as HTMLInputElement,
    taken,
    recorded,
    signal,
    advance: (ms: number) => {
      now += ms;
    },
  };
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
    expect(screen.getByText('Dorsal 12 registrado')).toBeInTheDocument();

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
    await userEvent.type(panel.input, '12{Enter}');
    await userEvent.type(panel.input, '12{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('El corredor #12 ya ha completado todas las vueltas');
    expect(panel.input).toHaveFocus();
    expect(selection(panel.input)).toBe('12');
    expect(panel.recorded).toHaveLength(1);

    // Typed over: a fresh entry with its own instant, not 1234.
    panel.advance(10_000);
    await userEvent.keyboard('34{Enter}');
    expect(panel.recorded[1]).toEqual({ bib: 34, instant: 11_000 });

    await userEvent.type(panel.input, '1x2{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Número de dorsal inválido');
    expect(selection(panel.input)).toBe('1x2');
    await userEvent.keyboard('56{Enter}');
    expect(panel.recorded.at(-1)?.bib).toBe(56);
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
    expect(screen.getByText('Dorsal 999 registrado')).toBeInTheDocument();
  });

  it('takes the instant of a record without bib at the click', async () => {
    const panel = renderPanel();
    panel.advance(500);
    await userEvent.click(screen.getByRole('button', { name: 'Registrar sin dorsal' }));
    expect(panel.recorded).toEqual([{ bib: null, instant: 1_500 }]);
  });
});
