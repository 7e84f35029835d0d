import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { storeSession } from '../../../lib/session-storage.ts';
import { aDeskInscription } from '../../../test/fixtures.ts';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import type { RecordRow } from '../timing-records.ts';
import { BibCorrectionModal } from './bib-correction-modal.tsx';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const row: RecordRow = {
  clientId: 'c-1',
  dorsal: 21,
  time: 3_600_000,
  timestamp: Date.UTC(2026, 10, 27, 12, 0),
  lap: 1,
  groupId: null,
  state: 'stored',
  error: null,
  record: {
    id: 90,
    clientId: 'c-1',
    dorsal: 21,
    corrected: false,
    time: 3_600_000,
    timestamp: Date.UTC(2026, 10, 27, 12, 0),
    lap: 1,
    groupId: null,
  },
};

// As the check-in search answers: the holder of the typed bib first, then the rest.
const holder = aDeskInscription({
  id: 11,
  numeroDorsalAsignado: 12,
  distancia: 66,
  categoria: 'ELITE MASC',
  runner: { id: 7, nombre: 'Joaquín', apellido: 'Gómez', dni: '30123456', sexo: 'M' },
});
const other = aDeskInscription({
  id: 12,
  numeroDorsalAsignado: 112,
  distancia: 33,
  categoria: 'PROMOCIONALES A MASC',
  runner: { id: 8, nombre: 'Ana', apellido: 'Ábalos', dni: '31200112', sexo: 'F' },
});
const noBib = aDeskInscription({
  id: 13,
  numeroDorsalAsignado: null,
  runner: { id: 9, nombre: 'Luis', apellido: 'Paz', dni: '40000012', sexo: 'M' },
});

describe('Corregir Dorsal: Buscar corredor', () => {
  it("searches the event's riders by bib and shows bib, name, DNI, distance and category; saves the chosen rider", async () => {
    storeSession('admin', 'tok');
    const calls = mockFetch((url, init) => {
      if (url.startsWith('/api/admin/events/3/check-in'))
        return { status: 200, body: { items: [holder, other, noBib] } };
      if (init.method === 'POST' && url === '/api/timing/3/update-dorsal')
        return { status: 200, body: { ...row.record, dorsal: 12, corrected: true, originalDorsal: 21 } };
      return { status: 404, body: { error: 'NOT_FOUND', message: 'Recurso no encontrado' } };
    });
    renderWithProviders(<BibCorrectionModal eventId={3} row={row} onClose={() => {}} />);

    // Two digits are enough: a bib is short.
    await userEvent.type(await screen.findByLabelText(/Buscar corredor/), '12');
    const first = await screen.findByRole(
      'radio',
      { name: '#12 · Gómez, Joaquín · DNI 30123456 · 66 km · ELITE MASC' },
      { timeout: 3000 },
    );
    const radios = screen.getAllByRole('radio');
    expect(radios[0]).toBe(first);
    expect(radios[1]).toHaveAccessibleName('#112 · Ábalos, Ana · DNI 31200112 · 33 km · PROMOCIONALES A MASC');
    // A rider without a bib cannot take the passage.
    expect(screen.getByRole('radio', { name: /^Sin dorsal · Paz, Luis/ })).toBeDisabled();
    expect(calls.some((c) => c.url === '/api/admin/events/3/check-in?q=12')).toBe(true);

    await userEvent.click(first);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar Dorsal' }));
    await waitFor(() => expect(calls.some((c) => c.init.method === 'POST')).toBe(true));
    const saved = calls.find((c) => c.init.method === 'POST');
    expect(JSON.parse(String(saved?.init.body))).toEqual({ timeId: 90, oldDorsal: 21, runnerId: 7 });
  });
});
