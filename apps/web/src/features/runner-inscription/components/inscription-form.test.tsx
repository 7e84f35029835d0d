import { inscriptionMessages } from '@carreras/domain/inscriptions/inscription.messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../lib/notify.ts';
import { storeSession } from '../../../lib/session-storage.ts';
import { anEvent, anInscription, aRunner, someCategories } from '../../../test/fixtures.ts';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { InscriptionForm } from './inscription-form.tsx';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  vi.restoreAllMocks();
});

const closed = anEvent({ id: 1, nombre: 'Edición cerrada', fechaCierreInscripciones: '2001-01-01' });
const inactive = anEvent({ id: 2, nombre: 'Edición inactiva', activo: false });

const PARTNER_CHECK = '/api/inscriptions/partner-check?';
const martina = { status: 200, body: { invitable: true, nombre: 'Martina G.' } };

function api(
  post: { status: number; body?: unknown } = { status: 201, body: anInscription() },
  events = [anEvent(), closed, inactive],
  partnerCheck: { status: number; body?: unknown } = martina,
) {
  return mockFetch((url, init) => {
    if (url === '/api/events?active=true') return { status: 200, body: events };
    if (url === '/api/events/3/categories') return { status: 200, body: someCategories() };
    if (url === '/api/inscriptions' && init.method === 'POST') return post;
    if (url.startsWith(PARTNER_CHECK)) return partnerCheck;
    return { status: 404, body: { error: 'NOT_FOUND', message: 'Recurso no encontrado' } };
  });
}

function renderForm(onEnrolled = vi.fn(), runnerId: number | null = 7) {
  storeSession('runner', 'tok');
  renderWithProviders(<InscriptionForm runner={aRunner()} runnerId={runnerId} onEnrolled={onEnrolled} />);
  return onEnrolled;
}

describe('InscriptionForm', () => {
  it('offers only open events and picks the only fitting category by itself', async () => {
    const calls = api();
    const onEnrolled = renderForm();
    const eventSelect = await screen.findByLabelText(/^Evento/);
    const options = Array.from((eventSelect as HTMLSelectElement).options).map((o) => o.text);
    expect(options.some((o) => o.includes('Edición cerrada') || o.includes('Edición inactiva'))).toBe(false);
    // The single open event is chosen already; its distances come unique and ascending.
    const distance = await screen.findByLabelText(/^Distancia/);
    expect(Array.from((distance as HTMLSelectElement).options).map((o) => o.text)).toEqual([
      'Elegí una distancia',
      '33 km',
      '66 km',
    ]);
    await userEvent.selectOptions(distance, '33');
    expect(await screen.findByText(/Se seleccionó automáticamente la categoría PROMOCIONALES A MASC/)).toBeVisible();
    expect(screen.getByLabelText(/^Categoría/)).toHaveValue('PROMOCIONALES A MASC');
    await userEvent.click(screen.getByRole('button', { name: 'Inscribirme' }));
    await waitFor(() => expect(onEnrolled).toHaveBeenCalled());
    const post = calls.find((c) => c.init.method === 'POST');
    expect(JSON.parse(String(post?.init.body))).toEqual({
      runnerId: 7,
      eventId: 3,
      distancia: 33,
      categoria: 'PROMOCIONALES A MASC',
      partnerDni: null,
      pagoConfirmado: false,
      inscripcionConfirmada: false,
      asistenciaConfirmada: false,
    });
  });

  it('lists only the categories of the distance that fit the runner sex and age (D8)', async () => {
    api();
    renderForm();
    await userEvent.selectOptions(await screen.findByLabelText(/^Distancia/), '66');
    const category = screen.getByLabelText(/^Categoría/) as HTMLSelectElement;
    expect(Array.from(category.options).map((o) => o.value)).toEqual(['', 'ELITE MASC', 'E-BIKE']);
  });

  it('preselects the age category when E-BIKE, listed first by the event, also fits', async () => {
    const calls = mockFetch((url, init) => {
      if (url === '/api/events?active=true') return { status: 200, body: [anEvent()] };
      // E-BIKE first, as the demo's categories come sorted by name.
      if (url === '/api/events/3/categories') return { status: 200, body: [...someCategories()].reverse() };
      if (url === '/api/inscriptions' && init.method === 'POST') return { status: 201, body: anInscription() };
      return { status: 404, body: { error: 'NOT_FOUND', message: 'Recurso no encontrado' } };
    });
    const onEnrolled = renderForm();
    await userEvent.selectOptions(await screen.findByLabelText(/^Distancia/), '66');
    const category = screen.getByLabelText(/^Categoría/) as HTMLSelectElement;
    expect(category).toHaveValue('ELITE MASC');
    expect(Array.from(category.options).map((o) => o.value)).toEqual(['', 'ELITE MASC', 'E-BIKE']);
    expect(
      await screen.findByText(
        'Se seleccionó automáticamente la categoría ELITE MASC, la que corresponde a tu edad y sexo. También podés elegir E-BIKE.',
      ),
    ).toBeVisible();
    // E-BIKE stays a choice.
    await userEvent.selectOptions(category, 'E-BIKE');
    await userEvent.click(screen.getByRole('button', { name: 'Inscribirme' }));
    await waitFor(() => expect(onEnrolled).toHaveBeenCalled());
    const post = calls.find((c) => c.init.method === 'POST');
    expect(JSON.parse(String(post?.init.body))).toMatchObject({ distancia: 66, categoria: 'E-BIKE' });
  });

  it('asks for each choice with the spec messages', async () => {
    const calls = api();
    renderForm();
    await screen.findByLabelText(/^Distancia/);
    await userEvent.click(screen.getByRole('button', { name: 'Inscribirme' }));
    expect(await screen.findByText('Debe seleccionar una distancia')).toBeVisible();
    expect(screen.getByText('Debe seleccionar una categoría')).toBeVisible();
    expect(calls.some((c) => c.init.method === 'POST')).toBe(false);
  });

  it('says "Ya estás inscrito en este evento" on ALREADY_ENROLLED, once, and keeps the choices', async () => {
    const toast = vi.spyOn(notify, 'error');
    api({ status: 409, body: { error: 'ALREADY_ENROLLED', message: 'Ya estás inscrito en este evento' } });
    const onEnrolled = renderForm();
    await userEvent.selectOptions(await screen.findByLabelText(/^Distancia/), '33');
    await userEvent.click(screen.getByRole('button', { name: 'Inscribirme' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ya estás inscrito en este evento');
    expect(screen.getAllByText('Ya estás inscrito en este evento')).toHaveLength(1);
    expect(toast).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^Distancia/)).toHaveValue('33');
    expect(onEnrolled).not.toHaveBeenCalled();
  });

  it('shows another 409 with its own message, not as "Ya estás inscrito"', async () => {
    api({ status: 409, body: { error: 'CONFLICT', message: 'No se pudo completar la inscripción' } });
    renderForm();
    await userEvent.selectOptions(await screen.findByLabelText(/^Distancia/), '33');
    await userEvent.click(screen.getByRole('button', { name: 'Inscribirme' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo completar la inscripción');
    expect(screen.queryByText(/Ya estás inscrito/)).toBeNull();
  });

  it('shows a server refusal as "Error: …"', async () => {
    api({
      status: 400,
      body: { error: 'VALIDATION_ERROR', message: 'Las inscripciones para este evento están cerradas' },
    });
    renderForm();
    await userEvent.selectOptions(await screen.findByLabelText(/^Distancia/), '33');
    await userEvent.click(screen.getByRole('button', { name: 'Inscribirme' }));
    expect(await screen.findByText('Error: Las inscripciones para este evento están cerradas')).toBeVisible();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('says so when no event is open', async () => {
    api(undefined, [closed, inactive]);
    renderForm();
    expect(await screen.findByText('No hay eventos con inscripciones abiertas en este momento')).toBeVisible();
  });

  it('shows the events load error', async () => {
    mockFetch(() => ({ status: 500, body: { error: 'INTERNAL_ERROR', message: 'Error interno del servidor' } }));
    renderForm();
    expect(await screen.findByText('Error al cargar los eventos disponibles')).toBeVisible();
  });

  it('shows the runner id error when the page has no runner id', async () => {
    api();
    renderForm(vi.fn(), null);
    await userEvent.selectOptions(await screen.findByLabelText(/^Distancia/), '33');
    await userEvent.click(screen.getByRole('button', { name: 'Inscribirme' }));
    expect(await screen.findByText('Error: ID de corredor no disponible')).toBeVisible();
  });

  it('sends the partner DNI when the event allows pairs (D13)', async () => {
    const calls = api(undefined, [anEvent({ permiteParejas: true })]);
    const onEnrolled = renderForm();
    await userEvent.selectOptions(await screen.findByLabelText(/^Distancia/), '33');
    await userEvent.click(screen.getByLabelText('Inscribirme en pareja'));
    await userEvent.type(screen.getByLabelText(/DNI de tu compañero/), '31222333');
    await userEvent.click(screen.getByRole('button', { name: 'Inscribirme' }));
    await waitFor(() => expect(onEnrolled).toHaveBeenCalled());
    const post = calls.find((c) => c.init.method === 'POST');
    expect(JSON.parse(String(post?.init.body)).partnerDni).toBe('31222333');
  });

  it("shows a partner DNI that cannot be invited once, under the DNI field, not as 'Ya estás inscrito'", async () => {
    const toast = vi.spyOn(notify, 'error');
    const refusal = inscriptionMessages.partnerNotInvitable;
    // The check still found the partner: someone else invited them meanwhile.
    api({ status: 409, body: { error: 'CONFLICT', message: refusal, fields: { partnerDni: refusal } } }, [
      anEvent({ permiteParejas: true }),
    ]);
    const onEnrolled = renderForm();
    await userEvent.selectOptions(await screen.findByLabelText(/^Distancia/), '33');
    await userEvent.click(screen.getByLabelText('Inscribirme en pareja'));
    const dni = screen.getByLabelText(/DNI de tu compañero/);
    await userEvent.type(dni, '31222333');
    await userEvent.click(screen.getByRole('button', { name: 'Inscribirme' }));
    await waitFor(() => expect(dni).toHaveAccessibleDescription(expect.stringContaining(refusal)));
    expect(screen.getAllByText(refusal)).toHaveLength(1);
    expect(toast).not.toHaveBeenCalled();
    const form = screen.getByRole('form', { name: 'Inscripción a carrera' });
    expect(within(form).queryByText(/Ya estás inscrito/)).toBeNull();
    expect(within(form).queryByText('Vas a invitar a Martina G.')).toBeNull();
    expect(dni).toHaveValue('31222333');
    expect(onEnrolled).not.toHaveBeenCalled();
  });

  it("checks the partner's DNI, dots and all, once typing stops, and shows only their name", async () => {
    const calls = api(undefined, [anEvent({ permiteParejas: true })]);
    renderForm();
    await userEvent.selectOptions(await screen.findByLabelText(/^Distancia/), '33');
    await userEvent.click(screen.getByLabelText('Inscribirme en pareja'));
    await userEvent.type(screen.getByLabelText(/DNI de tu compañero/), '31.222.333');
    expect(await screen.findByText('Vas a invitar a Martina G.', {}, { timeout: 3000 })).toBeVisible();
    const checks = calls.filter((c) => c.url.startsWith(PARTNER_CHECK));
    // One check, of the whole DNI: none while it was being typed (31.222.33 is a valid DNI already).
    expect(checks).toHaveLength(1);
    const query = new URLSearchParams(checks[0]?.url.slice(PARTNER_CHECK.length));
    expect(Object.fromEntries(query)).toEqual({
      eventId: '3',
      distancia: '33',
      categoria: 'PROMOCIONALES A MASC',
      partnerDni: '31222333',
    });
  });

  it('checks nothing until the distance and category are chosen, and says so', async () => {
    const calls = api(undefined, [anEvent({ permiteParejas: true })]);
    renderForm();
    await screen.findByLabelText(/^Distancia/);
    await userEvent.click(screen.getByLabelText('Inscribirme en pareja'));
    await userEvent.type(screen.getByLabelText(/DNI de tu compañero/), '31222333');
    expect(
      await screen.findByText('Elegí la distancia y la categoría: así verificamos el DNI de tu compañero/a.'),
    ).toBeVisible();
    await userEvent.selectOptions(screen.getByLabelText(/^Distancia/), '33');
    expect(await screen.findByText('Vas a invitar a Martina G.', {}, { timeout: 3000 })).toBeVisible();
    expect(calls.filter((c) => c.url.startsWith(PARTNER_CHECK))).toHaveLength(1);
  });

  it('says a DNI that cannot be invited under the field before submitting', async () => {
    api(undefined, [anEvent({ permiteParejas: true })], { status: 200, body: { invitable: false, nombre: null } });
    renderForm();
    await userEvent.selectOptions(await screen.findByLabelText(/^Distancia/), '33');
    await userEvent.click(screen.getByLabelText('Inscribirme en pareja'));
    const dni = screen.getByLabelText(/DNI de tu compañero/);
    await userEvent.type(dni, '1234567');
    await waitFor(
      () => expect(dni).toHaveAccessibleDescription(expect.stringContaining(inscriptionMessages.partnerNotInvitable)),
      { timeout: 3000 },
    );
    expect(screen.getAllByText(inscriptionMessages.partnerNotInvitable)).toHaveLength(1);
  });

  it('lets the runner enrol when the checks ran out, saying so', async () => {
    const limit = inscriptionMessages.partnerCheckLimit;
    const onEnrolled = vi.fn();
    api(undefined, [anEvent({ permiteParejas: true })], {
      status: 429,
      body: { error: 'TOO_MANY_REQUESTS', message: limit },
    });
    renderForm(onEnrolled);
    await userEvent.selectOptions(await screen.findByLabelText(/^Distancia/), '33');
    await userEvent.click(screen.getByLabelText('Inscribirme en pareja'));
    const dni = screen.getByLabelText(/DNI de tu compañero/);
    await userEvent.type(dni, '31222333');
    expect(await screen.findByText(limit, {}, { timeout: 3000 })).toBeVisible();
    expect(dni).not.toHaveAccessibleDescription(expect.stringContaining(limit));
    await userEvent.click(screen.getByRole('button', { name: 'Inscribirme' }));
    await waitFor(() => expect(onEnrolled).toHaveBeenCalled());
  });
});
