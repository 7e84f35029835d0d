import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { storeSession } from '../../../lib/session-storage.ts';
import { anEvent, anInscription } from '../../../test/fixtures.ts';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import AdminInscriptionsPage from './inscriptions.tsx';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const reported = anInscription({ id: 55, pagoInformado: true, pagoReferencia: 'op 77' });

function api() {
  return mockFetch((url) => {
    if (url.startsWith('/api/events')) return { status: 200, body: [anEvent()] };
    if (url.startsWith('/api/inscriptions?')) {
      const informed = new URL(url, 'http://x').searchParams.get('pagoInformado') === 'true';
      const items = informed ? [reported] : [reported, anInscription({ id: 56 })];
      return { status: 200, body: { items, total: items.length, page: 1, limit: 10 } };
    }
    return { status: 200, body: { categories: [], distances: [] } };
  });
}

const listQueries = (calls: { url: string }[]) =>
  calls.filter((c) => c.url.startsWith('/api/inscriptions?')).map((c) => new URL(c.url, 'http://x').searchParams);

/** Reports the router's query string, as a reload would read it. */
function Address({ onSearch }: { onSearch: (search: string) => void }) {
  onSearch(useLocation().search);
  return null;
}

describe('Administración de Inscripciones: payments to verify', () => {
  it("opens from the Panel's link on every event's reported payments, with 'Pago informado' chosen", async () => {
    storeSession('admin', 'tok');
    const calls = api();
    renderWithProviders(<AdminInscriptionsPage />, { route: '/admin/inscriptions?event=all&pagoInformado=true' });
    expect(await screen.findByText('1 inscripciones', {}, { timeout: 5000 })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Pago' })).toHaveValue('Pago informado');
    const [query] = listQueries(calls);
    expect(query?.get('pagoInformado')).toBe('true');
    expect(query?.has('pagoConfirmado')).toBe(false);
    expect(query?.has('event')).toBe(false);
  });

  it("drops 'Pago informado' from the address once the filters are cleared, so a reload does not bring it back", async () => {
    storeSession('admin', 'tok');
    api();
    const user = userEvent.setup();
    let search = '';
    renderWithProviders(
      <>
        <AdminInscriptionsPage />
        <Address onSearch={(value) => (search = value)} />
      </>,
      { route: '/admin/inscriptions?event=all&pagoInformado=true' },
    );
    expect(await screen.findByText('1 inscripciones', {}, { timeout: 5000 })).toBeVisible();
    expect(search).toContain('pagoInformado=true');
    await user.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    expect(await screen.findByText('2 inscripciones', {}, { timeout: 5000 })).toBeVisible();
    await waitFor(() => expect(search).not.toContain('pagoInformado'));
    expect(search).toContain('event=all');
  });

  it("lists the reported payments when 'Pago informado' is chosen in the payment filter", async () => {
    storeSession('admin', 'tok');
    const calls = api();
    const user = userEvent.setup();
    renderWithProviders(<AdminInscriptionsPage />, { route: '/admin/inscriptions?event=all' });
    expect(await screen.findByText('2 inscripciones', {}, { timeout: 5000 })).toBeVisible();
    expect(listQueries(calls).every((q) => !q.has('pagoInformado'))).toBe(true);
    await user.click(screen.getByRole('combobox', { name: 'Pago' }));
    await user.click(await screen.findByRole('option', { name: 'Pago informado', hidden: true }));
    expect(await screen.findByText('1 inscripciones', {}, { timeout: 5000 })).toBeVisible();
    await waitFor(() => expect(listQueries(calls).at(-1)?.get('pagoInformado')).toBe('true'));
  });
});
