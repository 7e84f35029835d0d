import type { Race } from '@carreras/domain/races/race.schemas';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { anEvent, someCategories } from '../../../test/fixtures.ts';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { EventForm } from './event-form.tsx';

const races: Race[] = [
  { id: 1, nombre: 'Carrera MTB', descripcion: null, activo: true },
  { id: 2, nombre: 'Desafío Tafí', descripcion: null, activo: true },
  { id: 3, nombre: 'Travesía Vieja', descripcion: null, activo: false },
];

// The fixture's 33 km categories belong to a second modality.
const raceCategories = () => someCategories().map((c) => ({ ...c, modality_id: c.distancia === 33 ? 2 : 1 }));

function answerCategories() {
  return mockFetch((url, init) => {
    if (url === '/api/races/1/categories') return { status: 200, body: raceCategories() };
    if (url === '/api/races/2/categories') {
      return {
        status: 200,
        body: someCategories()
          .slice(0, 2)
          .map((c) => ({ ...c, id: c.id + 100, race_id: 2 })),
      };
    }
    // The saved event, as POST /events (201) and PUT /events/:id (200) answer it.
    return init.method === 'PUT' ? { status: 200, body: anEvent() } : { status: 201, body: anEvent() };
  });
}

async function chooseRace(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('combobox', { name: /^Carrera/ }));
  await user.click(await screen.findByRole('option', { name, hidden: true }));
}

function renderForm() {
  const onDone = vi.fn();
  renderWithProviders(<EventForm event={null} races={races} onDone={onDone} />);
  return { onDone, user: userEvent.setup() };
}

describe('EventForm', () => {
  it('offers only active races, counts the selection and clears it when the race changes', async () => {
    answerCategories();
    const { user } = renderForm();
    expect(screen.getByText('Seleccione primero una carrera para ver sus categorías.')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: /^Carrera/ }));
    expect(await screen.findByRole('option', { name: 'Carrera MTB', hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Travesía Vieja/, hidden: true })).not.toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Carrera MTB', hidden: true }));

    expect(await screen.findByText('0 de 5 seleccionadas')).toBeInTheDocument();
    expect(screen.getByText('Competitiva (66 km)')).toBeInTheDocument();
    expect(screen.getByText('Promocional (33 km)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Seleccionar Todas' }));
    expect(screen.getByText('5 de 5 seleccionadas')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Deseleccionar Todas' }));
    expect(screen.getByText('0 de 5 seleccionadas')).toBeInTheDocument();
    await user.click(screen.getByLabelText('ELITE MASC'));
    await user.click(screen.getByLabelText('E-BIKE'));
    expect(screen.getByText('2 de 5 seleccionadas')).toBeInTheDocument();

    await chooseRace(user, 'Desafío Tafí');
    expect(await screen.findByText('0 de 2 seleccionadas')).toBeInTheDocument();
    expect(screen.getByLabelText('ELITE MASC')).not.toBeChecked();
  });

  it('shows every validation message of the spec and sends nothing', async () => {
    const calls = answerCategories();
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Crear Evento' }));
    for (const message of [
      'El nombre del evento es requerido',
      'Debe seleccionar una carrera',
      'La fecha del evento es requerida',
      'El lugar del evento es requerido',
      'La fecha de apertura de inscripciones es requerida',
      'La fecha de cierre de inscripciones es requerida',
      'Debe seleccionar al menos una categoría',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(calls.filter((call) => call.init.method === 'POST')).toHaveLength(0);
  });

  it('sends the event with its chosen categories', async () => {
    const calls = answerCategories();
    const { user, onDone } = renderForm();
    await user.type(screen.getByLabelText(/^Nombre del evento/), 'Carrera MTB - 7ª Edición');
    await chooseRace(user, 'Carrera MTB');
    fireEvent.change(screen.getByLabelText(/^Fecha del evento/), { target: { value: '12/04/2026' } });
    await user.type(screen.getByLabelText(/^Lugar/), 'Tafí Viejo, Tucumán');
    fireEvent.change(screen.getByLabelText(/^Apertura de inscripciones/), { target: { value: '10/04/2026' } });
    fireEvent.change(screen.getByLabelText(/^Cierre de inscripciones/), { target: { value: '01/04/2026' } });
    await user.click(await screen.findByRole('button', { name: 'Seleccionar Todas' }));
    await user.click(screen.getByLabelText('Permite parejas'));
    await user.click(screen.getByRole('button', { name: 'Crear Evento' }));
    expect(await screen.findByText('La fecha de apertura debe ser anterior a la fecha de cierre')).toBeInTheDocument();
    expect(calls.filter((call) => call.init.method === 'POST')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(/^Apertura de inscripciones/), { target: { value: '01/03/2026' } });
    fireEvent.change(screen.getByLabelText(/^Cierre de inscripciones/), { target: { value: '10/04/2026' } });
    await user.click(screen.getByRole('button', { name: 'Crear Evento' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    const post = calls.find((call) => call.init.method === 'POST');
    expect(post?.url).toBe('/api/events');
    expect(JSON.parse(String(post?.init.body))).toMatchObject({
      nombre: 'Carrera MTB - 7ª Edición',
      race_id: 1,
      fecha: '2026-04-12',
      lugar: 'Tafí Viejo, Tucumán',
      permiteParejas: true,
      activo: true,
      fechaAperturaInscripciones: '2026-03-01',
      fechaCierreInscripciones: '2026-04-10',
      categorias: [1, 2, 3, 4, 5],
    });
  });

  it('edits an event with its categories already chosen, keeping its race even if now inactive', async () => {
    const calls = answerCategories();
    const event = anEvent({ id: 3, race_id: 1, categorias: [1, 3] });
    const inactive = races.map((race) => (race.id === 1 ? { ...race, activo: false } : race));
    const onDone = vi.fn();
    renderWithProviders(<EventForm event={event} races={inactive} onDone={onDone} />);
    const user = userEvent.setup();
    expect(await screen.findByText('2 de 5 seleccionadas')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Carrera/ })).toHaveValue('Carrera MTB (inactiva)');
    await user.click(screen.getByRole('button', { name: 'Actualizar Evento' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    const put = calls.find((call) => call.init.method === 'PUT');
    expect(put?.url).toBe('/api/events/3');
    expect(JSON.parse(String(put?.init.body))).toMatchObject({ race_id: 1, categorias: [1, 3] });
  });
});
