import type { ImportPreview, ImportRow } from '@carreras/domain/imports/import.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storeSession } from '../../../lib/session-storage.ts';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { ImportSheetScreen } from './import-sheet-screen.tsx';

const realFetch = globalThis.fetch;
beforeEach(() => storeSession('admin', 'tok'));
afterEach(() => {
  globalThis.fetch = realFetch;
});

const preview: ImportPreview = {
  columnas: [
    { indice: 0, encabezado: 'Marca temporal', campo: null, supuesta: false },
    { indice: 1, encabezado: 'Documento', campo: 'dni', supuesta: false },
    { indice: 2, encabezado: 'Nombre y apellido', campo: 'nombreApellido', supuesta: false },
    { indice: 3, encabezado: 'Categoria', campo: 'categoria', supuesta: false },
  ],
  faltantes: [],
  filas: [
    {
      fila: 2,
      dni: '30111222',
      nombre: 'Juan',
      apellido: 'Perez',
      accion: 'crear',
      motivos: [],
      distancia: 33,
      categoria: 'PROMOCIONALES A MASC',
      dorsal: 101,
      excede: null,
      destino: 'inscripcion',
      reemplaza: [],
      pareja: null,
    },
    {
      fila: 3,
      dni: '28111222',
      nombre: 'Ana',
      apellido: 'Paz',
      accion: 'conservar',
      motivos: [],
      distancia: 33,
      categoria: 'PROMOCIONALES B FEM',
      dorsal: null,
      excede: null,
      destino: 'inscripcion',
      reemplaza: [],
      pareja: null,
    },
    {
      fila: 4,
      dni: '30111222',
      nombre: 'Juan',
      apellido: 'Perez',
      accion: 'rechazar',
      motivos: ['DNI: se repite en la fila 2; se importa solo esa fila'],
      distancia: null,
      categoria: null,
      dorsal: null,
      excede: null,
      destino: null,
      reemplaza: [],
      pareja: null,
    },
  ],
  totales: { filas: 3, crear: 1, actualizar: 0, conservar: 1, rechazar: 1, espera: 0, sobrecupo: 0 },
  excesos: [],
  sugerencias: [],
  rechazadas: { nombre: 'respuestas_rechazadas.csv', contenido: btoa('Documento;Motivo\n') },
};

const sheet = () =>
  new File(['Marca temporal;Documento;Nombre y apellido;Categoria\n'], 'respuestas.csv', { type: 'text/csv' });

function serve() {
  return mockFetch((url, init) => {
    if (url === '/api/admin/events/3/import/preview') {
      // As the server does: the columns answer the mapping sent, else the detected one.
      const mapeo = JSON.parse(String(init.body)).mapeo as (string | null)[] | undefined;
      const columnas = preview.columnas.map((c, i) => ({ ...c, campo: mapeo ? mapeo[i] : c.campo }));
      return { status: 200, body: { ...preview, columnas } };
    }
    if (url === '/api/admin/events/3/import') {
      return {
        status: 200,
        body: {
          corredoresCreados: 1,
          corredoresActualizados: 0,
          inscripcionesCreadas: 2,
          filasRechazadas: 1,
          listaEspera: 0,
          sobrecupo: 0,
          contrasenas: { nombre: 'contrasenas_temporales.xlsx', contenido: btoa('xlsx'), venceEl: '2026-12-20' },
          rechazadas: { nombre: 'respuestas_rechazadas.csv', contenido: btoa('Documento;Motivo\n') },
        },
      };
    }
    return { status: 404, body: { error: 'NOT_FOUND', message: 'Recurso no encontrado' } };
  });
}

const bodyOf = (call: { init: RequestInit }) => JSON.parse(String(call.init.body));

async function choosePreview(user: ReturnType<typeof userEvent.setup>) {
  await user.upload(screen.getByLabelText('Archivo de la planilla (.xlsx o .csv)'), sheet());
  return screen.findByText('Columnas detectadas', {}, { timeout: 3000 });
}

describe('ImportSheetScreen', () => {
  it('previews the sheet, lets the admin fix the mapping and filter rows, then imports and saves the password sheet', async () => {
    const calls = serve();
    const saved: string[] = [];
    URL.createObjectURL = () => 'blob:hoja';
    URL.revokeObjectURL = () => undefined;
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      saved.push(this.download);
    };
    const user = userEvent.setup();
    renderWithProviders(<ImportSheetScreen eventId={3} />);
    await choosePreview(user);

    const first = calls.find((c) => c.url.endsWith('/import/preview'));
    expect(bodyOf(first!)).toMatchObject({ archivo: { nombre: 'respuestas.csv' }, existentes: 'conservar' });
    expect(bodyOf(first!).archivo.contenido).toBe(btoa('Marca temporal;Documento;Nombre y apellido;Categoria\n'));
    expect(bodyOf(first!).mapeo).toBeUndefined();
    expect(screen.getByRole('combobox', { name: 'Dato de la columna Documento', hidden: true })).toHaveValue('DNI');
    expect(screen.getByText('DNI: se repite en la fila 2; se importa solo esa fila')).toBeInTheDocument();
    expect(screen.getByText('Corredor nuevo + inscripción')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Rechazadas' }));
    expect(screen.queryByText('Corredor nuevo + inscripción')).not.toBeInTheDocument();
    expect(screen.getByText('Rechazada')).toBeInTheDocument();

    const timestamp = screen.getByRole('combobox', { name: 'Dato de la columna Marca temporal', hidden: true });
    await user.click(timestamp);
    const options = document.getElementById(String(timestamp.getAttribute('aria-controls'))) as HTMLElement;
    await user.click(await within(options).findByRole('option', { name: 'Dorsal', hidden: true }));
    await waitFor(() => expect(calls.filter((c) => c.url.endsWith('/import/preview'))).toHaveLength(2));
    expect(bodyOf(calls.at(-1)!).mapeo).toEqual(['dorsal', 'dni', 'nombreApellido', 'categoria']);

    await user.click(screen.getByRole('radio', { name: 'Actualizar datos de corredores existentes' }));
    await waitFor(() => expect(calls.filter((c) => c.url.endsWith('/import/preview'))).toHaveLength(3));
    expect(bodyOf(calls.at(-1)!).existentes).toBe('actualizar');

    expect(
      screen.getByText(
        'El corredor nuevo recibe su propia contraseña temporal, que vence a los 14 días. Al importar se descarga una planilla con las contraseñas y un enlace de WhatsApp para enviárselas.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText(/Contraseña temporal/)).not.toBeInTheDocument();
    const importButton = await screen.findByRole('button', { name: 'Importar 2 filas' });
    await waitFor(() => expect(importButton).toBeEnabled());
    await user.click(importButton);

    const summary = await screen.findByText('Importación terminada', {}, { timeout: 3000 });
    expect(
      within(summary.closest('[role="alert"]') as HTMLElement).getByText('Inscripciones creadas: 2'),
    ).toBeInTheDocument();
    const sent = calls.find((c) => c.url === '/api/admin/events/3/import');
    expect(bodyOf(sent!)).toMatchObject({
      existentes: 'actualizar',
      mapeo: ['dorsal', 'dni', 'nombreApellido', 'categoria'],
    });
    expect(bodyOf(sent!).passwordTemporal).toBeUndefined();
    expect(screen.queryByText('Columnas detectadas')).not.toBeInTheDocument();

    // Saved at once, and once more on demand while the result is on screen.
    expect(saved).toEqual(['contrasenas_temporales.xlsx']);
    const passwords = screen.getByText('Contraseñas temporales de los corredores nuevos').closest('[role="alert"]');
    expect(passwords).toHaveTextContent(
      'Se descargó la planilla contrasenas_temporales.xlsx con la contraseña de cada corredor nuevo y un enlace de WhatsApp para enviársela. Vencen el 20/12/2026. Guárdela ahora: las contraseñas no se guardan en el sistema y no se pueden volver a ver.',
    );
    await user.click(screen.getByRole('button', { name: 'Descargar contraseñas temporales' }));
    expect(saved).toEqual(['contrasenas_temporales.xlsx', 'contrasenas_temporales.xlsx']);
    HTMLAnchorElement.prototype.click = click;
  }, 40_000);

  it("offers 'Descargar filas rechazadas' after the preview and after the import, saving the server's file as it is", async () => {
    serve();
    const saved: { name: string; type: string }[] = [];
    let lastBlob: Blob | null = null;
    URL.createObjectURL = (blob: Blob) => {
      lastBlob = blob;
      return 'blob:rechazadas';
    };
    URL.revokeObjectURL = () => undefined;
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, type: (lastBlob as Blob | null)?.type ?? '' });
    };
    const user = userEvent.setup();
    renderWithProviders(<ImportSheetScreen eventId={3} />);
    await choosePreview(user);
    expect(screen.getByText('Corrija las filas rechazadas en la planilla y vuelva a importarla.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Descargar filas rechazadas' }));
    expect(saved).toEqual([{ name: 'respuestas_rechazadas.csv', type: 'text/csv;charset=utf-8' }]);
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(lastBlob as unknown as Blob);
    });
    expect(text).toBe('Documento;Motivo\n');

    await user.click(screen.getByRole('button', { name: 'Importar 2 filas' }));
    const summary = await screen.findByText('Importación terminada', {}, { timeout: 3000 });
    const alert = summary.closest('[role="alert"]') as HTMLElement;
    await user.click(within(alert).getByRole('button', { name: 'Descargar filas rechazadas' }));
    expect(saved.map((file) => file.name)).toEqual([
      'respuestas_rechazadas.csv',
      'contrasenas_temporales.xlsx',
      'respuestas_rechazadas.csv',
    ]);
    HTMLAnchorElement.prototype.click = click;
  }, 40_000);

  it('tells a required column missing before the rows, with the header it most likely is preselected', async () => {
    const guessed: ImportPreview = {
      ...preview,
      columnas: [
        ...preview.columnas,
        { indice: 4, encabezado: 'Teléfono de emergencia', campo: 'telefono', supuesta: true },
      ],
      faltantes: ['Grupo sanguíneo'],
    };
    const calls = mockFetch((url) =>
      url === '/api/admin/events/3/import/preview'
        ? { status: 200, body: guessed }
        : { status: 404, body: { error: 'NOT_FOUND', message: 'Recurso no encontrado' } },
    );
    const user = userEvent.setup();
    renderWithProviders(<ImportSheetScreen eventId={3} />);
    await choosePreview(user);
    const notice = screen.getByText('Columnas obligatorias').closest('[role="alert"]') as HTMLElement;
    expect(notice).toHaveTextContent(
      'Falta la columna obligatoria: Teléfono de emergencia. Parece ser la columna «Teléfono de emergencia»: quedó elegida para ese dato; revísela abajo.',
    );
    expect(notice).toHaveTextContent('Falta la columna obligatoria: Grupo sanguíneo.');
    // The notice comes before the preview's rows, and the column's select holds the guess.
    expect(
      notice.compareDocumentPosition(screen.getByText('Vista previa')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(
      screen.getByRole('combobox', { name: 'Dato de la columna Teléfono de emergencia', hidden: true }),
    ).toHaveValue('Teléfono');
    // Importing sends the guess as the mapping the admin saw.
    await user.click(screen.getByRole('button', { name: 'Importar 2 filas' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/admin/events/3/import')).toBe(true));
    const sent = calls.find((c) => c.url === '/api/admin/events/3/import');
    expect(bodyOf(sent!).mapeo).toEqual([null, 'dni', 'nombreApellido', 'categoria', 'telefono']);
  });

  it('writes nothing on Cancelar', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderWithProviders(<ImportSheetScreen eventId={3} />);
    await choosePreview(user);
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByText('Columnas detectadas')).not.toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual(['/api/admin/events/3/import/preview']);
  });

  it("says 'Elegir archivo' in Spanish whatever the browser's language, then the chosen file's name", async () => {
    serve();
    const user = userEvent.setup();
    renderWithProviders(<ImportSheetScreen eventId={3} />);
    expect(screen.getByText('Ningún archivo elegido')).toBeInTheDocument();
    expect(screen.getByText('Elegir archivo')).toBeInTheDocument();
    await choosePreview(user);
    expect(screen.getByText('respuestas.csv')).toBeInTheDocument();
  });

  it("puts each row's DNI, distance, category and bib in one line under the name, for the phone layout", async () => {
    serve();
    const user = userEvent.setup();
    renderWithProviders(<ImportSheetScreen eventId={3} />);
    await choosePreview(user);
    const row = screen.getByText('30111222 · 33 km · PROMOCIONALES A MASC · Dorsal 101').closest('tr') as HTMLElement;
    expect(within(row).getByText('Corredor nuevo + inscripción')).toBeInTheDocument();
    expect(screen.getByText('28111222 · 33 km · PROMOCIONALES B FEM')).toBeInTheDocument();
  });

  it('shows the server reason when the sheet cannot be read', async () => {
    mockFetch(() => ({
      status: 413,
      body: {
        error: 'PAYLOAD_TOO_LARGE',
        message: 'La planilla tiene más de 5000 filas. Divida la planilla en partes más chicas.',
      },
    }));
    const user = userEvent.setup();
    renderWithProviders(<ImportSheetScreen eventId={3} />);
    await user.upload(screen.getByLabelText('Archivo de la planilla (.xlsx o .csv)'), sheet());
    expect(
      await screen.findByText(
        'La planilla tiene más de 5000 filas. Divida la planilla en partes más chicas.',
        {},
        { timeout: 3000 },
      ),
    ).toBeInTheDocument();
  });

  it('says which rows exceed the places and where they go, and re-asks when the organiser chooses to enrol them over the limit', async () => {
    const exceeds = 'supera el cupo de 33 km: quedan 1, la planilla trae 3';
    const over = (sobrecupo: boolean): ImportPreview => ({
      ...preview,
      filas: preview.filas.map((row) =>
        row.fila === 3 ? { ...row, excede: exceeds, destino: sobrecupo ? 'sobrecupo' : 'espera' } : row,
      ),
      totales: { ...preview.totales, espera: sobrecupo ? 0 : 1, sobrecupo: sobrecupo ? 1 : 0 },
      excesos: [exceeds],
    });
    const calls = mockFetch((_url, init) => ({
      status: 200,
      body: over(Boolean(JSON.parse(String(init.body)).sobrecupo)),
    }));
    const user = userEvent.setup();
    renderWithProviders(<ImportSheetScreen eventId={3} warning="La inscripción de este evento está cerrada" />);
    expect(screen.getByText('La inscripción de este evento está cerrada')).toBeInTheDocument();
    expect(screen.getByText('Puede importar igual: las inscripciones se agregan a este evento.')).toBeInTheDocument();
    await choosePreview(user);

    expect(bodyOf(calls[0]!).sobrecupo).toBe(false);
    const alert = screen.getByText('La planilla supera el cupo').closest('[role="alert"]') as HTMLElement;
    expect(within(alert).getByText('Supera el cupo de 33 km: quedan 1, la planilla trae 3')).toBeInTheDocument();
    expect(
      within(alert).getByText(
        'Las filas que superan el cupo van a la lista de espera del evento, en el orden de la planilla.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Lista de espera: 1')).toBeInTheDocument();
    const row = screen.getByText('28111222 · 33 km · PROMOCIONALES B FEM').closest('tr') as HTMLElement;
    expect(within(row).getByText('Lista de espera')).toBeInTheDocument();
    expect(within(row).getByText('Supera el cupo de 33 km: quedan 1, la planilla trae 3')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Inscribir por encima del cupo las filas que lo superan' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(bodyOf(calls[1]!).sobrecupo).toBe(true);
    expect(await screen.findByText('Sobre el cupo: 1')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Las filas que superan el cupo se inscriben igual. Queda registrado quién lo decidió, cuándo y cuántas filas superan el cupo.',
      ),
    ).toBeInTheDocument();
  });

  it("offers '¿Quiso decir …?', re-previews with the category chosen, keeps it when other options change, and imports with it", async () => {
    const suggestion = {
      texto: 'Promocionales B Masculino',
      categoryId: 12,
      categoria: 'PROMOCIONALES B MASC',
      distancia: 33,
      filas: 3,
    };
    const calls = mockFetch((url, init) => {
      if (url === '/api/admin/events/3/import/preview') {
        const chosen = (JSON.parse(String(init.body)).equivalencias ?? []).length > 0;
        return { status: 200, body: { ...preview, sugerencias: chosen ? [] : [suggestion] } };
      }
      return {
        status: 200,
        body: {
          corredoresCreados: 1,
          corredoresActualizados: 0,
          inscripcionesCreadas: 2,
          filasRechazadas: 1,
          listaEspera: 0,
          sobrecupo: 0,
          contrasenas: null,
          rechazadas: null,
        },
      };
    });
    const user = userEvent.setup();
    renderWithProviders(<ImportSheetScreen eventId={3} />);
    await choosePreview(user);
    expect(bodyOf(calls[0]!).equivalencias).toEqual([]);
    const title = screen.getByText('¿Quiso decir PROMOCIONALES B MASC (33 km)?');
    const alert = title.closest('[role="alert"]') as HTMLElement;
    expect(alert).toHaveTextContent(
      '«Promocionales B Masculino» no es una categoría de este evento; 3 filas de la planilla la escriben así.',
    );
    await user.click(within(alert).getByRole('button', { name: 'Usar PROMOCIONALES B MASC' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    const chosen = [{ texto: 'Promocionales B Masculino', categoryId: 12 }];
    expect(bodyOf(calls[1]!).equivalencias).toEqual(chosen);
    await waitFor(() =>
      expect(screen.queryByText('¿Quiso decir PROMOCIONALES B MASC (33 km)?')).not.toBeInTheDocument(),
    );
    expect(
      screen.getByText('«Promocionales B Masculino» se importa como PROMOCIONALES B MASC (33 km)'),
    ).toBeInTheDocument();

    // Another option changed: the choice goes with it.
    await user.click(screen.getByRole('radio', { name: 'Actualizar datos de corredores existentes' }));
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(bodyOf(calls[2]!)).toMatchObject({ existentes: 'actualizar', equivalencias: chosen });

    await user.click(screen.getByRole('button', { name: 'Importar 2 filas' }));
    await waitFor(() => expect(calls).toHaveLength(4));
    expect(calls[3]!.url).toBe('/api/admin/events/3/import');
    expect(bodyOf(calls[3]!).equivalencias).toEqual(chosen);
  }, 40_000);

  it("takes a chosen category back with 'Quitar'", async () => {
    const suggestion = { texto: 'Elite', categoryId: 9, categoria: 'ELITE MASC', distancia: 66, filas: 1 };
    const calls = mockFetch((_url, init) => {
      const chosen = (JSON.parse(String(init.body)).equivalencias ?? []).length > 0;
      return { status: 200, body: { ...preview, sugerencias: chosen ? [] : [suggestion] } };
    });
    const user = userEvent.setup();
    renderWithProviders(<ImportSheetScreen eventId={3} />);
    await choosePreview(user);
    expect(
      screen.getByText('«Elite» no es una categoría de este evento; 1 fila de la planilla la escribe así.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Usar ELITE MASC' }));
    await user.click(await screen.findByRole('button', { name: 'Quitar ELITE MASC para «Elite»' }));
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(bodyOf(calls[2]!).equivalencias).toEqual([]);
    expect(await screen.findByText('¿Quiso decir ELITE MASC (66 km)?')).toBeInTheDocument();
  }, 40_000);

  it('says which older rows the row a repeated DNI takes replaces, and names the winner in the others', async () => {
    const winner = 'DNI: se repite; se importa la fila 7, la más reciente (15/03/2026 21:04)';
    const latest: ImportPreview = {
      ...preview,
      filas: [
        { ...(preview.filas[2] as ImportRow), fila: 4, motivos: [winner] },
        { ...(preview.filas[0] as ImportRow), fila: 7, reemplaza: [4, 5] },
        { ...(preview.filas[1] as ImportRow), reemplaza: [2], pareja: 'En pareja con la fila 9 (DNI 30111999)' },
      ],
    };
    mockFetch(() => ({ status: 200, body: latest }));
    const user = userEvent.setup();
    renderWithProviders(<ImportSheetScreen eventId={3} />);
    await choosePreview(user);
    expect(screen.getByText(winner)).toBeInTheDocument();
    const row = screen.getByText('30111222 · 33 km · PROMOCIONALES A MASC · Dorsal 101').closest('tr') as HTMLElement;
    expect(
      within(row).getByText('Reemplaza las filas 4 y 5, respuestas anteriores con el mismo DNI'),
    ).toBeInTheDocument();
    expect(screen.getByText('Reemplaza la fila 2, una respuesta anterior con el mismo DNI')).toBeInTheDocument();
    expect(screen.getByText('En pareja con la fila 9 (DNI 30111999)')).toBeInTheDocument();
  });
});
