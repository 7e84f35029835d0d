import { todayInOrganiserZone } from '@carreras/domain/dates';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { ExportPanel } from './export-panel.tsx';

let release: (response: Response) => void = () => {};
const calls: string[] = [];

beforeEach(() => {
  calls.length = 0;
  URL.createObjectURL = vi.fn(() => 'blob:export');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  globalThis.fetch = ((input: RequestInfo | URL) => {
    calls.push(String(input));
    return new Promise<Response>((resolve) => {
      release = resolve;
    });
  }) as typeof fetch;
});

afterEach(() => vi.restoreAllMocks());

describe('ExportPanel', () => {
  it('shows the progress while the file is generated and names it as the spec says plus the date', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ExportPanel eventId={3} />);
    await user.click(screen.getByRole('button', { name: 'Lista de dorsales' }));
    const fileName = `lista_dorsales_${todayInOrganiserZone()}.xlsx`;
    expect(await screen.findByRole('status')).toHaveTextContent(`Generando ${fileName}...`);
    expect(screen.getByRole('button', { name: 'Lista de corredores' })).toBeDisabled();
    expect(calls).toEqual(['/api/admin/reports/export/dorsales?eventId=3']);

    release(new Response(new Blob(['xlsx']), { status: 200 }));
    expect(await screen.findByText(`Archivo descargado: ${fileName}`)).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says which export failed, with the server reason', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ExportPanel eventId={3} />);
    await user.click(screen.getByRole('button', { name: 'Resultados' }));
    release(
      new Response(JSON.stringify({ error: 'NOT_FOUND', message: 'Este evento no tiene cronometraje configurado' }), {
        status: 404,
      }),
    );
    expect(
      await screen.findByText('Error al exportar los resultados: Este evento no tiene cronometraje configurado'),
    ).toBeInTheDocument();
  });

  it('needs an event for results and lap times', () => {
    renderWithProviders(<ExportPanel eventId={undefined} />);
    expect(screen.getByRole('button', { name: 'Resultados' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Tiempos por vuelta' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reporte por distancia' })).toBeEnabled();
  });
});
