import { organiserInstant } from '@carreras/domain/clock-time';
import { todayInOrganiserZone } from '@carreras/domain/dates';
import type { StartGroup } from '@carreras/domain/timing/timing.schemas';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { ClockPanel } from './clock-panel.tsx';

const group: StartGroup = {
  id: 7,
  name: 'Largada 1',
  startTime: null,
  started: false,
  riders: 10,
  timedRiders: 0,
  categories: [],
};

function renderPanel(offset = 0) {
  const onStart = vi.fn();
  renderWithProviders(
    <ClockPanel
      groups={[group]}
      starts={new Map([[7, { startTime: null, saved: true }]])}
      selectedId={7}
      onSelect={() => {}}
      offset={offset}
      onStart={onStart}
    />,
  );
  return onStart;
}

describe('scheduling a start', () => {
  it('takes the start as a 24-hour time on the organiser clock, never a US date-time picker', async () => {
    const onStart = renderPanel();
    const field = screen.getByLabelText('Hora de inicio');
    expect(field).not.toHaveAttribute('type', 'datetime-local');
    expect((field as HTMLInputElement).value).toMatch(/^\d{2}:\d{2}:\d{2}$/);
    await userEvent.clear(field);
    await userEvent.type(field, '23:59:59');
    await userEvent.click(screen.getByRole('button', { name: 'Programar' }));
    const expected = organiserInstant(todayInOrganiserZone(), 86_399_000);
    // Still to come, unless the test runs in the last second of the day.
    if (expected !== null && expected > Date.now()) expect(onStart).toHaveBeenCalledWith(7, expected);
    else expect(await screen.findByRole('alert')).toHaveTextContent('La hora de inicio debe ser futura');
  });

  it('refuses a time that is not one, with the Spanish message, and sends nothing', async () => {
    const onStart = renderPanel();
    const field = screen.getByLabelText('Hora de inicio');
    await userEvent.clear(field);
    await userEvent.type(field, '9:30 PM');
    await userEvent.click(screen.getByRole('button', { name: 'Programar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Seleccione una hora de inicio válida');
    expect(field).toHaveValue('9:30 PM');
    expect(onStart).not.toHaveBeenCalled();
  });
});
