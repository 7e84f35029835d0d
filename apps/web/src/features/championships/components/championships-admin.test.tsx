import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths.ts';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { AdminStandings } from './admin-standings.tsx';
import { ChampionshipsAdmin } from './championships-admin.tsx';
import { someStandings } from './standings-fixtures.ts';

afterEach(() => vi.restoreAllMocks());

describe('ChampionshipsAdmin', () => {
  it('deletes a championship only after confirming, naming it in the question', async () => {
    let list = [
      { id: 5, nombre: 'Copa Tucumán MTB', anio: 2026, dates: 3, publicado: true },
      { id: 6, nombre: 'Copa Invierno', anio: 2025, dates: 4, publicado: true },
    ];
    const calls = mockFetch((url, init) => {
      if (init.method === 'DELETE') {
        list = list.filter((item) => `/api/championships/${item.id}` !== url);
        return { status: 204 };
      }
      return { status: 200, body: list };
    });
    const user = userEvent.setup();
    renderWithProviders(<ChampionshipsAdmin standingsHref={paths.admin.championship} />, {
      route: '/admin/championships',
    });
    expect(await screen.findByRole('link', { name: 'Copa Tucumán MTB' }, { timeout: 5000 })).toHaveAttribute(
      'href',
      '/admin/championships/5',
    );
    await user.click(screen.getByRole('button', { name: 'Eliminar Copa Tucumán MTB' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar campeonato' });
    expect(dialog).toHaveTextContent('¿Eliminar el campeonato Copa Tucumán MTB?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(calls.filter((call) => call.init.method === 'DELETE')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Eliminar Copa Tucumán MTB' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Copa Tucumán MTB' })).not.toBeInTheDocument());
    expect(calls.filter((call) => call.init.method === 'DELETE').map((call) => call.url)).toEqual([
      '/api/championships/5',
    ]);
    expect(screen.getByRole('link', { name: 'Copa Invierno' })).toBeInTheDocument();
  });

  it("lists the newest season first and opens a championship to edit in the list's place, back on Cancelar", async () => {
    const list = [
      { id: 6, nombre: 'Copa Invierno', anio: 2025, dates: 4, publicado: false },
      { id: 5, nombre: 'Copa Tucumán MTB', anio: 2026, dates: 3, publicado: true },
    ];
    const championship = {
      id: 6,
      nombre: 'Copa Invierno',
      anio: 2025,
      events: [],
      scoring: { table: [30, 20, 10], beyondTable: 5, dnf: 1, dns: 0, dsq: 0, bestOf: null },
      publicado: false,
    };
    mockFetch((url) => {
      if (url === '/api/admin/championships') return { status: 200, body: list };
      if (url === '/api/championships/6') return { status: 200, body: championship };
      return { status: 200, body: [] };
    });
    const user = userEvent.setup();
    renderWithProviders(<ChampionshipsAdmin standingsHref={paths.admin.championship} />, {
      route: '/admin/championships',
    });
    await screen.findByRole('link', { name: 'Copa Invierno' }, { timeout: 5000 });
    const names = screen.getAllByRole('link').map((link) => link.textContent);
    expect(names).toEqual(['Copa Tucumán MTB', 'Copa Invierno']);
    // On a 390 px phone the short table fits only if Editar and Eliminar may stack.
    const actions = screen.getByRole('button', { name: 'Editar Copa Invierno' }).parentElement;
    expect(actions?.style.getPropertyValue('--group-wrap')).toBe('wrap');

    await user.click(screen.getByRole('button', { name: 'Editar Copa Invierno' }));
    expect(await screen.findByRole('heading', { name: 'Editar Campeonato' }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: /^Nombre/ }, { timeout: 5000 })).toHaveValue('Copa Invierno');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Copa Tucumán MTB' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByRole('link', { name: 'Copa Tucumán MTB' }, { timeout: 5000 })).toBeInTheDocument();
  });
});

describe('AdminStandings', () => {
  it('shows every category for the printed sheet, downloads the spreadsheet and prints', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:planilla');
    URL.revokeObjectURL = vi.fn();
    const saved = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const calls = mockFetch((url) =>
      url === '/api/admin/championships/5/standings'
        ? { status: 200, body: someStandings() }
        : { status: 200, body: {} },
    );
    const user = userEvent.setup();
    renderWithProviders(<AdminStandings id={5} />, { route: '/admin/championships/5' });
    expect(await screen.findByRole('table', { name: 'Clasificación Master A' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Clasificación Elite' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Categoría' })).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Descargar planilla' }));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    expect(calls.map((call) => call.url)).toContain('/api/championships/5/standings/export');

    await user.click(screen.getByRole('button', { name: 'Imprimir' }));
    expect(print).toHaveBeenCalledTimes(1);
  });
});

describe('publishing', () => {
  it('marks drafts in the list, and publishes one from its standings with the server’s answer', async () => {
    let publicado = false;
    const standings = () =>
      someStandings({ championship: { id: 5, nombre: 'Copa Tucumán MTB', anio: 2026, dates: 3, publicado } });
    const calls = mockFetch((url, init) => {
      if (url === '/api/admin/championships') {
        return { status: 200, body: [{ ...standings().championship }] };
      }
      if (url === '/api/championships/5/published' && init.method === 'PUT') {
        publicado = (JSON.parse(String(init.body)) as { publicado: boolean }).publicado;
        return { status: 200, body: { ...standings().championship, events: [], scoring: standings().scoring } };
      }
      return { status: 200, body: standings() };
    });
    const user = userEvent.setup();
    const list = renderWithProviders(<ChampionshipsAdmin standingsHref={paths.admin.championship} />, {
      route: '/admin/championships',
    });
    expect(await screen.findByText('Borrador', {}, { timeout: 5000 })).toBeInTheDocument();
    list.unmount();

    renderWithProviders(<AdminStandings id={5} />, { route: '/admin/championships/5' });
    expect(
      await screen.findByText(
        /Este campeonato es un borrador: solo los administradores ven su clasificación/,
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publicar' }));
    expect(await screen.findByRole('button', { name: 'Despublicar' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Publicado')).toBeInTheDocument();
    expect(screen.queryByText(/Este campeonato es un borrador/)).not.toBeInTheDocument();
    expect(
      calls.filter((call) => call.init.method === 'PUT').map((call) => JSON.parse(String(call.init.body))),
    ).toEqual([{ publicado: true }]);
  });
});
