import 'fake-indexeddb/auto';
import type { TimeRecord } from '@carreras/domain/timing/timing.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import * as beepModule from '../beep.ts';
import { textStarting } from '../test-builders.ts';
import { TimingScreen } from './timing-screen.tsx';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  vi.restoreAllMocks();
});

/** The server answers reads; every write fails as if the connection were gone. */
function serverWithoutWrites(startTime: string | null) {
  const writes: string[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    if ((init.method ?? 'GET') !== 'GET') {
      writes.push(url);
      throw new TypeError('Failed to fetch');
    }
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    if (url.endsWith('/api/timing/4/bibs')) {
      return json({ '12': { name: 'Ana Aráoz', distance: 33, groupId: 1, groupName: 'Largada A' } });
    }
    if (url.endsWith('/api/timing/4/times')) return json({ times: [], dorsalTimes: {}, lapsConfig: { '33': 1 } });
    if (url.endsWith('/api/timing/4')) {
      return json({
        event: { id: 4, nombre: 'Desafío Tafí', fecha: '2026-04-13' },
        config: { '33': { laps: 1, enabled: true } },
        lapsConfig: { '33': 1 },
        startGroups: [{ id: 1, name: 'Largada A', startTime, started: startTime !== null, categories: [] }],
        records: [],
        serverTime: Date.now(),
      });
    }
    return new Response(JSON.stringify({ error: 'NOT_FOUND', message: 'No encontrado' }), { status: 404 });
  }) as typeof fetch;
  return writes;
}

describe('TimingScreen', () => {
  it('refuses a bib while the clock is not running', async () => {
    serverWithoutWrites(null);
    renderWithProviders(<TimingScreen eventId={4} />, { route: '/admin/timing/4' });
    const bib = await screen.findByLabelText('Número de dorsal');
    await userEvent.type(bib, '12{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('El cronómetro no está activo');
  });

  it('records a bib on Enter at once, keeps it on the device when it cannot be sent, and counts it', async () => {
    const writes = serverWithoutWrites(new Date(Date.now() - 60_000).toISOString());
    renderWithProviders(<TimingScreen eventId={4} />, { route: '/admin/timing/4' });
    expect(await screen.findByText('En carrera')).toBeInTheDocument();
    const bib = screen.getByLabelText('Número de dorsal');

    await userEvent.type(bib, '{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Ingrese un número de dorsal');
    await userEvent.type(bib, '0{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Número de dorsal inválido');

    await userEvent.clear(bib);
    await userEvent.type(bib, '12{Enter}');
    expect(await screen.findByText(textStarting('#12 Ana Aráoz · '))).toBeInTheDocument();
    expect(bib).toHaveValue('');
    expect(bib).toHaveFocus();
    expect(await screen.findByText('#12')).toBeInTheDocument();
    expect(await screen.findByText('Ana Aráoz')).toBeInTheDocument();
    // Not sent yet, and still shown with the rider's own group, from the event's bib list.
    const pendingRow = screen.getByText('#12').closest('tr') as HTMLElement;
    expect(within(pendingRow).getByText('Largada A')).toBeInTheDocument();
    expect(await screen.findByText('1 registro pendiente de envío')).toBeInTheDocument();
    await waitFor(() => expect(writes).toContain('/api/timing/4/record'));
    // No connection is no refusal: nothing is said to be wrong.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(bib).not.toHaveAttribute('aria-invalid', 'true');

    // The same rider again: one lap in 33 km, so the passage is told loudly and kept, to review (decision 014).
    await userEvent.type(bib, '12{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('El corredor #12 ya ha completado todas las vueltas');
    expect(await screen.findByText('2 registros pendientes de envío')).toBeInTheDocument();
  });
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * A server for one event (each test its own event: the device's outbox outlives a test): bib 12 is
 * held, the group started a minute ago; writes go to `onWrite` (default: no connection), and what it
 * stores is listed back.
 */
function raceServer(
  eventId: number,
  options: {
    stored?: TimeRecord[];
    review?: TimeRecord[];
    onWrite?: (body: Record<string, unknown>) => Response | 'store';
    onMark?: (body: Record<string, unknown>) => Response;
  } = {},
) {
  const stored = [...(options.stored ?? [])];
  const writes: Record<string, unknown>[] = [];
  const marks: Record<string, unknown>[] = [];
  const startTime = new Date(Date.now() - 60_000).toISOString();
  globalThis.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    if ((init.method ?? 'GET') !== 'GET') {
      if (url.endsWith(`/api/timing/${eventId}/record-mark`)) {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        marks.push(body);
        return options.onMark?.(body) ?? json({ error: 'NOT_FOUND', message: 'Registro de tiempo no encontrado' }, 404);
      }
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      const recordOf = (id: number): TimeRecord => ({
        id,
        clientId: String(body.clientId),
        dorsal: (body.dorsal as number | null) ?? null,
        corrected: false,
        time: Number(body.time ?? 0),
        timestamp: Number(body.timestamp),
        lap: 1,
        groupId: 1,
        groupName: 'Largada A',
        review: body.dorsal === null ? 'NO_BIB' : null,
      });
      // What earlier tests left waiting in the device's outbox goes through, so it never holds this event's up.
      if (!url.endsWith(`/api/timing/${eventId}/record`)) {
        return url.endsWith('/record') ? json(recordOf(1), 201) : json({}, 201);
      }
      writes.push(body);
      const answer = options.onWrite?.(body);
      if (answer === undefined) throw new TypeError('Failed to fetch');
      if (answer !== 'store') return answer;
      const record = recordOf(stored.length + 100);
      stored.unshift(record);
      return json(record, 201);
    }
    if (url.endsWith(`/api/timing/${eventId}/bibs`)) {
      return json({ '12': { name: 'Ana Aráoz', distance: 33, groupId: 1, groupName: 'Largada A' } });
    }
    if (url.endsWith(`/api/timing/${eventId}/times`)) {
      return json({ times: stored, dorsalTimes: {}, lapsConfig: { '33': 2 } });
    }
    if (url.endsWith(`/api/timing/${eventId}`)) {
      return json({
        event: { id: eventId, nombre: 'Desafío Tafí', fecha: '2026-04-13' },
        config: { '33': { laps: 2, enabled: true } },
        lapsConfig: { '33': 2 },
        startGroups: [{ id: 1, name: 'Largada A', startTime, started: true, categories: [] }],
        records: stored.slice(0, 10),
        review: options.review ?? stored.filter((r) => r.review),
        serverTime: Date.now(),
      });
    }
    return json({ error: 'NOT_FOUND', message: 'No encontrado' }, 404);
  }) as typeof fetch;
  return { writes, stored, marks };
}

const reviewList = () => screen.getByRole('list', { name: 'Registros a revisar' });

describe('TimingScreen: bib entry and review', () => {
  it('sends the instant of the first keypress, not of Enter', async () => {
    let clock = Date.now();
    vi.spyOn(Date, 'now').mockImplementation(() => clock);
    const { writes } = raceServer(11);
    renderWithProviders(<TimingScreen eventId={11} />, { route: '/admin/timing/11' });
    expect(await screen.findByText('En carrera')).toBeInTheDocument();
    expect(screen.getByText('Nada para revisar')).toBeInTheDocument();
    const bib = screen.getByLabelText('Número de dorsal');
    const firstKey = clock;
    await userEvent.type(bib, '1');
    clock += 4_000;
    await userEvent.type(bib, '2{Enter}');
    expect(await screen.findByText(textStarting('#12 Ana Aráoz · '))).toBeInTheDocument();
    await waitFor(() => expect(writes).toHaveLength(1));
    // The test's server clock is the device's (offset 0), so the instant is the first keypress itself.
    expect(writes[0]).toMatchObject({ dorsal: 12, timestamp: firstKey, time: 60_000 });
  });

  it('flags a bib nobody holds at once, offline too: red row, listed to review until it can be fixed', async () => {
    raceServer(12);
    renderWithProviders(<TimingScreen eventId={12} />, { route: '/admin/timing/12' });
    expect(await screen.findByText('En carrera')).toBeInTheDocument();
    await screen.findByText('Nada para revisar');
    await waitFor(() => expect(screen.queryByText('Ana Aráoz')).toBeNull());
    await userEvent.type(screen.getByLabelText('Número de dorsal'), '999{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Dorsal 999 registrado, pero ningún corredor');
    const row = await screen.findByRole('row', { name: /#999/ });
    expect(row).toHaveAttribute('data-review', 'UNKNOWN_BIB');
    const item = within(reviewList()).getByRole('listitem');
    expect(item).toHaveTextContent('Dorsal #999 sin corredor en este evento');
    expect(item).toHaveTextContent('Se corrige al enviarse');
  });

  it('lists the server’s records to review, each with its bib correction', async () => {
    const early: TimeRecord = {
      id: 7,
      clientId: 'early-1',
      dorsal: 12,
      corrected: false,
      time: 0,
      timestamp: Date.now() - 120_000,
      lap: 1,
      groupId: 1,
      groupName: 'Largada A',
      review: 'BEFORE_START',
    };
    raceServer(13, { stored: [early] });
    renderWithProviders(<TimingScreen eventId={13} />, { route: '/admin/timing/13' });
    const item = await waitFor(() => within(reviewList()).getByRole('listitem'));
    expect(item).toHaveTextContent('Dorsal #12: antes de la largada de su grupo');
    expect(item).toHaveTextContent('Largada A');
    await userEvent.click(within(item).getByRole('button', { name: 'Dorsal' }));
    expect(await screen.findByRole('dialog', { name: 'Corregir Dorsal' })).toBeInTheDocument();
  });

  it('lists a record the server refused with its message; resent corrected, with the same instant, it leaves the list', async () => {
    const { writes } = raceServer(14, {
      onWrite: (body) =>
        body.dorsal === 13
          ? json({ error: 'LAPS_COMPLETE', message: 'El corredor #13 ya ha completado todas las vueltas' }, 409)
          : 'store',
    });
    renderWithProviders(<TimingScreen eventId={14} />, { route: '/admin/timing/14' });
    expect(await screen.findByText('En carrera')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Número de dorsal'), '13{Enter}');
    // Flagged at once as a bib nobody holds, then as refused once the server answers.
    await waitFor(() =>
      expect(within(reviewList()).getByRole('listitem')).toHaveTextContent('Dorsal #13: rechazado por el servidor'),
    );
    const item = within(reviewList()).getByRole('listitem');
    expect(item).toHaveTextContent('El corredor #13 ya ha completado todas las vueltas');
    // Loud at the bib field as soon as the answer arrived: red, the spec's words, the bib back and selected.
    const bibField = screen.getByLabelText('Número de dorsal') as HTMLInputElement;
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('El corredor #13 ya ha completado todas las vueltas'),
    );
    expect(bibField).toHaveAttribute('aria-invalid', 'true');
    expect(bibField).toHaveValue('13');

    await userEvent.click(within(item).getByRole('button', { name: 'Corregir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registro rechazado por el servidor' });
    const field = within(dialog).getByLabelText('Número de dorsal');
    await userEvent.clear(field);
    await userEvent.type(field, 'x');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reenviar' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Número de dorsal inválido');
    await userEvent.clear(field);
    await userEvent.type(field, '12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reenviar' }));

    expect(await screen.findByText('Nada para revisar')).toBeInTheDocument();
    await waitFor(() => expect(writes).toHaveLength(2));
    expect(writes[1]).toMatchObject({ dorsal: 12, timestamp: writes[0]!.timestamp });
    expect(writes[1]!.clientId).not.toBe(writes[0]!.clientId);
    expect(await screen.findByRole('row', { name: /#12/ })).toBeInTheDocument();
  });

  it('discards a refused record only after a confirmation', async () => {
    raceServer(15, {
      onWrite: () => json({ error: 'VALIDATION', message: 'Número de dorsal inválido' }, 400),
    });
    renderWithProviders(<TimingScreen eventId={15} />, { route: '/admin/timing/15' });
    expect(await screen.findByText('En carrera')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Número de dorsal'), '12{Enter}');
    const item = await waitFor(() => within(reviewList()).getByRole('listitem'));
    await userEvent.click(within(item).getByRole('button', { name: 'Corregir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registro rechazado por el servidor' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Descartar' }));
    expect(within(dialog).getByText(/¿Descartar este registro\?/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(within(dialog).getByRole('button', { name: 'Reenviar' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Descartar' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sí, descartar' }));
    expect(await screen.findByText('Nada para revisar')).toBeInTheDocument();
    expect(screen.getByText('Todavía no hay tiempos registrados.')).toBeInTheDocument();
  });
});

describe('TimingScreen: passages that do not count, and their marks', () => {
  it('turns the bib field red when the server stores a passage as a repeat, and lists it to count or void', async () => {
    let passages = 0;
    const { stored } = raceServer(16, {
      onWrite: (body) => {
        passages += 1;
        if (passages === 1) return 'store';
        const repeat: TimeRecord = {
          id: 200,
          clientId: String(body.clientId),
          dorsal: 12,
          corrected: false,
          time: Number(body.time),
          timestamp: Number(body.timestamp),
          lap: null,
          groupId: 1,
          groupName: 'Largada A',
          review: 'REPEAT',
        };
        stored.unshift(repeat);
        return json(repeat, 201);
      },
    });
    renderWithProviders(<TimingScreen eventId={16} />, { route: '/admin/timing/16' });
    expect(await screen.findByText('En carrera')).toBeInTheDocument();
    const field = screen.getByLabelText('Número de dorsal') as HTMLInputElement;
    await userEvent.type(field, '12{Enter}');
    await waitFor(() => expect(stored).toHaveLength(1));
    await userEvent.type(field, '12{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      /^Dorsal 12: pasada repetida \(a \d+,\d s de la anterior\); no se cuenta como vuelta$/,
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('12');
    const item = await waitFor(() => within(reviewList()).getByRole('listitem'));
    expect(item).toHaveTextContent(/Dorsal #12: pasada repetida/);
    expect(within(item).getByRole('button', { name: 'Contar' })).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Anular' })).toBeInTheDocument();
  });

  it('voids a record from the latest records after a confirmation naming the rider and the lap', async () => {
    const lap: TimeRecord = {
      id: 300,
      clientId: 'lap-300',
      dorsal: 12,
      corrected: false,
      time: 30_000,
      timestamp: Date.now() - 30_000,
      lap: 1,
      groupId: 1,
      groupName: 'Largada A',
      review: null,
      mark: null,
    };
    const { marks } = raceServer(17, {
      stored: [lap],
      onMark: () => json({ ...lap, lap: null, review: 'VOIDED', mark: 'VOIDED' }),
    });
    renderWithProviders(<TimingScreen eventId={17} />, { route: '/admin/timing/17' });
    const row = await screen.findByRole('row', { name: /#12/ });
    await waitFor(() => expect(row).toHaveTextContent('Ana Aráoz'));
    await userEvent.click(within(row).getAllByRole('button', { name: 'Anular' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Anular pasada' });
    expect(dialog).toHaveTextContent(/¿Anular la pasada de Ana Aráoz \(#12\), vuelta 1, \d\d:\d\d:\d\d\?/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sí, anular' }));
    await waitFor(() => expect(marks).toEqual([{ timeId: 300, mark: 'VOIDED' }]));
    expect(await screen.findByText('Pasada anulada')).toBeInTheDocument();
    // The focus is back in the bib field: the next digits typed are the next rider's.
    const field = screen.getByLabelText('Número de dorsal');
    await waitFor(() => expect(document.activeElement).toBe(field));
    await userEvent.keyboard('12');
    expect(field).toHaveValue('12');
  });

  it('gives the focus back to the bib field when a confirmation opened from Registros a revisar is cancelled', async () => {
    const repeat: TimeRecord = {
      id: 301,
      clientId: 'repeat-301',
      dorsal: 12,
      corrected: false,
      time: 30_400,
      timestamp: Date.now() - 29_600,
      lap: null,
      groupId: 1,
      groupName: 'Largada A',
      review: 'REPEAT',
      mark: null,
    };
    raceServer(19, { stored: [repeat] });
    renderWithProviders(<TimingScreen eventId={19} />, { route: '/admin/timing/19' });
    const item = await waitFor(() => within(reviewList()).getByRole('listitem'));
    await userEvent.click(within(item).getByRole('button', { name: 'Contar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contar pasada' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Número de dorsal')));
  });

  it('tells loudly a passage typed here that the server judges a repeat only after its answer, once', async () => {
    // The other timekeeper typed 12 half a second earlier; their passage reaches the server after this one.
    const refusal = vi.spyOn(beepModule, 'refusalSound').mockReturnValue(true);
    let answeredAsLap: TimeRecord | null = null;
    const { stored } = raceServer(20, {
      onWrite: (body) => {
        answeredAsLap = {
          id: 400,
          clientId: String(body.clientId),
          dorsal: 12,
          corrected: false,
          time: Number(body.time),
          timestamp: Number(body.timestamp),
          lap: 1,
          groupId: 1,
          groupName: 'Largada A',
          review: null,
        };
        // Stored now as the screens read it next: the other device's earlier crossing is the lap.
        stored.unshift(
          { ...answeredAsLap, lap: null, review: 'REPEAT' },
          { ...answeredAsLap, id: 401, clientId: 'other-device', timestamp: answeredAsLap.timestamp - 500 },
        );
        return json(answeredAsLap, 201);
      },
    });
    const server = globalThis.fetch;
    let reads = 0;
    globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('/api/timing/20/times')) reads += 1;
      return server(input, init);
    }) as typeof fetch;
    renderWithProviders(<TimingScreen eventId={20} />, { route: '/admin/timing/20' });
    expect(await screen.findByText('En carrera')).toBeInTheDocument();
    const field = screen.getByLabelText('Número de dorsal') as HTMLInputElement;
    await userEvent.type(field, '12{Enter}');
    expect(await screen.findByText(textStarting('#12 Ana Aráoz · '))).toBeInTheDocument();
    await waitFor(() => expect(answeredAsLap).not.toBeNull());
    // The next rider's digits are being typed when the records of 12 are read again.
    await userEvent.type(field, '3');
    const message = 'Dorsal 12: pasada repetida (a 0,5 s de la anterior); no se cuenta como vuelta';
    const alert = await screen.findByText(message, {}, { timeout: 5000 });
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(refusal).toHaveBeenCalledTimes(1);
    expect(field).toHaveValue('3');
    expect(document.activeElement).toBe(field);
    expect(await screen.findByRole('row', { name: /#12.*Repetida/ })).toBeInTheDocument();
    // Read again (the screen polls without the changes stream): not told a second time.
    const readsThen = reads;
    await waitFor(() => expect(reads).toBeGreaterThanOrEqual(readsThen + 2), { timeout: 8000 });
    expect(refusal).toHaveBeenCalledTimes(1);
  }, 20_000);

  it('leads back to the back-office from its own header, with no admin menu beside it', async () => {
    raceServer(18);
    renderWithProviders(<TimingScreen eventId={18} />, { route: '/admin/timing/18' });
    const back = await screen.findByRole('link', { name: '← Back-office' });
    expect(back).toHaveAttribute('href', '/admin/dashboard');
    expect(screen.getByRole('heading', { name: 'Cronometraje de Carrera' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Configurar Grupos de Largada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver Resultados' })).toHaveAttribute('href', '/admin/results/18');
  });
});
