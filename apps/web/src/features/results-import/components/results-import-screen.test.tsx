import type { PastResultsPreview } from '@carreras/domain/imports/past-results.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storeSession } from '../../../lib/session-storage.ts';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { ResultsImportScreen } from './results-import-screen.tsx';

const realFetch = globalThis.fetch;
beforeEach(() => storeSession('admin', 'tok'));
afterEach(() => {
  globalThis.fetch = realFetch;
});

const row = {
  dni: '30111222',
  nombre: 'Pérez, Juan',
  dorsal: 101,
  dorsalAsignado: false,
  distancia: 66,
  categoria: 'ELITE MASC',
  corredor: 'registrado' as const,
  motivos: [],
};

const preview: PastResultsPreview = {
  columnas: [{ encabezado: 'Tiempo', campo: 'Tiempo' }],
  filas: [
    { ...row, fila: 2, tiempoMs: 7_262_500, tiempo: '02:01:02.5', estado: 'COMPLETED', accion: 'importar' },
    {
      ...row,
      fila: 3,
      dni: '40999888',
      nombre: 'Nuevo, Carlos',
      dorsal: 102,
      dorsalAsignado: true,
      corredor: 'nuevo',
      tiempoMs: null,
      tiempo: null,
      estado: 'DNF',
      accion: 'importar',
    },
    {
      ...row,
      fila: 4,
      dni: '',
      nombre: 'Sin Datos',
      dorsal: null,
      categoria: null,
      distancia: null,
      corredor: null,
      tiempoMs: 9_000_000,
      tiempo: '02:30:00.0',
      estado: 'COMPLETED',
      accion: 'rechazar',
      motivos: ['Falta el DNI o un dorsal de una inscripción de esta edición'],
    },
  ],
  totales: { filas: 3, importar: 2, rechazar: 1, corredoresNuevos: 1, soloNombre: 0 },
  avisos: ['La distancia de 66 km tiene 3 vueltas configuradas: la planilla da solo el tiempo total.'],
  sugerencias: [],
  rechazadas: null,
};

const SHEET_TEXT = 'Pos;Dorsal;DNI;Apellido y nombre;Categoria;Tiempo\n';
const sheet = () => new File([SHEET_TEXT], 'resultados.csv', { type: 'text/csv' });
const bodyOf = (call: { init: RequestInit }) => JSON.parse(String(call.init.body));

describe('ResultsImportScreen', () => {
  it("previews the sheet with times, statuses and reasons, then imports and saves the new runners' password sheet", async () => {
    const saved: string[] = [];
    URL.createObjectURL = () => 'blob:hoja';
    URL.revokeObjectURL = () => undefined;
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      saved.push(this.download);
    };
    const calls = mockFetch((url) => {
      if (url === '/api/admin/events/5/results-import/preview') return { status: 200, body: preview };
      if (url === '/api/admin/events/5/results-import') {
        return {
          status: 200,
          body: {
            resultadosImportados: 2,
            corredoresCreados: 1,
            inscripcionesCreadas: 2,
            resultadosSoloNombre: 0,
            filasRechazadas: 1,
            contrasenas: { nombre: 'contrasenas_temporales.xlsx', contenido: btoa('xlsx'), venceEl: '2026-12-20' },
            rechazadas: null,
          },
        };
      }
      return { status: 404, body: { error: 'NOT_FOUND', message: 'Recurso no encontrado' } };
    });
    const user = userEvent.setup();
    renderWithProviders(<ResultsImportScreen eventId={5} />);
    await user.upload(screen.getByLabelText('Planilla de resultados (.xlsx o .csv)'), sheet());

    const table = await screen.findByRole('table', { name: 'Vista previa de resultados' }, { timeout: 3000 });
    expect(bodyOf(calls[0]!)).toEqual({ archivo: { nombre: 'resultados.csv', contenido: btoa(SHEET_TEXT) } });
    expect(within(table).getByText('02:01:02.5')).toBeInTheDocument();
    expect(within(table).getByText('No finalizó (DNF)')).toBeInTheDocument();
    expect(within(table).getByText('(asignado)')).toBeInTheDocument();
    expect(within(table).getByText('Falta el DNI o un dorsal de una inscripción de esta edición')).toBeInTheDocument();
    expect(screen.getByText(preview.avisos[0]!)).toBeInTheDocument();

    // No shared password to type: each new runner gets one of their own.
    expect(screen.queryByLabelText('Contraseña temporal de los corredores nuevos')).not.toBeInTheDocument();
    expect(
      screen.getByText(/El corredor nuevo recibe su propia contraseña temporal, que vence a los 14 días/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Importar 2 resultados' }));

    const done = await screen.findByText('Importación terminada', {}, { timeout: 3000 });
    expect(
      within(done.closest('[role="alert"]') as HTMLElement).getByText('Resultados importados: 2'),
    ).toBeInTheDocument();
    const sent = calls.find((c) => c.url === '/api/admin/events/5/results-import');
    expect(bodyOf(sent!)).toEqual({ archivo: { nombre: 'resultados.csv', contenido: btoa(SHEET_TEXT) } });
    expect(screen.queryByRole('table', { name: 'Vista previa de resultados' })).not.toBeInTheDocument();
    expect(saved).toEqual(['contrasenas_temporales.xlsx']);
    expect(screen.getByText(/Vencen el 20\/12\/2026/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Descargar contraseñas temporales' }));
    expect(saved).toEqual(['contrasenas_temporales.xlsx', 'contrasenas_temporales.xlsx']);
    HTMLAnchorElement.prototype.click = click;
  });

  it("says 'Elegir archivo' in Spanish, and puts each row's bib, DNI, category and time under the name for the phone layout", async () => {
    mockFetch((url) =>
      url === '/api/admin/events/5/results-import/preview'
        ? { status: 200, body: preview }
        : { status: 404, body: { error: 'NOT_FOUND', message: 'Recurso no encontrado' } },
    );
    const user = userEvent.setup();
    renderWithProviders(<ResultsImportScreen eventId={5} />);
    expect(screen.getByText('Ningún archivo elegido')).toBeInTheDocument();
    expect(screen.getByText('Elegir archivo')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Planilla de resultados (.xlsx o .csv)'), sheet());

    const table = await screen.findByRole('table', { name: 'Vista previa de resultados' }, { timeout: 3000 });
    expect(screen.getByText('resultados.csv')).toBeInTheDocument();
    expect(within(table).getByText('Dorsal 101 · 30111222 · ELITE MASC (66 km) · 02:01:02.5')).toBeInTheDocument();
    expect(within(table).getByText('Dorsal 102 (asignado) · 40999888 · ELITE MASC (66 km)')).toBeInTheDocument();
  });

  it("shows the server's refusal of an edition that already has times", async () => {
    mockFetch(() => ({
      status: 409,
      body: { error: 'CONFLICT', message: 'Esta edición ya tiene tiempos registrados.' },
    }));
    const user = userEvent.setup();
    renderWithProviders(<ResultsImportScreen eventId={5} />);
    await user.upload(screen.getByLabelText('Planilla de resultados (.xlsx o .csv)'), sheet());
    expect(
      await screen.findByText('Esta edición ya tiene tiempos registrados.', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Importar/ })).not.toBeInTheDocument();
  });

  it("offers '¿Quiso decir …?' and re-previews and imports with the category chosen for every row with the text", async () => {
    const suggestion = { texto: 'Elite Masculino', categoryId: 7, categoria: 'ELITE MASC', distancia: 66, filas: 2 };
    const calls = mockFetch((url, init) => {
      if (url === '/api/admin/events/5/results-import/preview') {
        const chosen = (JSON.parse(String(init.body)).equivalencias ?? []).length > 0;
        return { status: 200, body: { ...preview, sugerencias: chosen ? [] : [suggestion] } };
      }
      return {
        status: 200,
        body: {
          resultadosImportados: 2,
          corredoresCreados: 0,
          inscripcionesCreadas: 0,
          resultadosSoloNombre: 2,
          filasRechazadas: 1,
          contrasenas: null,
          rechazadas: null,
        },
      };
    });
    const user = userEvent.setup();
    renderWithProviders(<ResultsImportScreen eventId={5} />);
    await user.upload(screen.getByLabelText('Planilla de resultados (.xlsx o .csv)'), sheet());
    const title = await screen.findByText('¿Quiso decir ELITE MASC (66 km)?', {}, { timeout: 3000 });
    const alert = title.closest('[role="alert"]') as HTMLElement;
    expect(alert).toHaveTextContent(
      '«Elite Masculino» no es una categoría de esta edición; 2 filas de la planilla la escriben así.',
    );
    await user.click(within(alert).getByRole('button', { name: 'Usar ELITE MASC' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(bodyOf(calls[1]!).equivalencias).toEqual([{ texto: 'Elite Masculino', categoryId: 7 }]);
    await waitFor(() => expect(screen.queryByText('¿Quiso decir ELITE MASC (66 km)?')).not.toBeInTheDocument());
    expect(screen.getByText('«Elite Masculino» se importa como ELITE MASC (66 km)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Importar 2 resultados' }));
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(bodyOf(calls[2]!).equivalencias).toEqual([{ texto: 'Elite Masculino', categoryId: 7 }]);
  });
});
