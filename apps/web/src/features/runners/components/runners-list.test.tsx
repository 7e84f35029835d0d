import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { RunnersList } from './runners-list.tsx';

const runner = (id: number, apellido: string) => ({
  id,
  nombre: 'Ana',
  apellido,
  dni: String(30_000_000 + id),
  sexo: 'F',
  fechaNacimiento: '1990-01-01',
  email: `ana${id}@example.com`,
  provincia: 'Tucumán',
});

describe('RunnersList', () => {
  it('searches from 3 characters and shows the pager only with more than one page', async () => {
    const calls = mockFetch((url) => {
      const search = new URL(url, 'http://x').searchParams.get('search');
      if (search === 'Góm') return { status: 200, body: { items: [runner(1, 'Gómez')], total: 1, page: 1, limit: 10 } };
      return {
        status: 200,
        body: {
          items: Array.from({ length: 10 }, (_, i) => runner(i + 1, `Apellido${i}`)),
          total: 35,
          page: 1,
          limit: 10,
        },
      };
    });
    renderWithProviders(<RunnersList />);
    const pager = await screen.findByRole('navigation', { name: 'Paginación' });
    expect(within(pager).getAllByRole('button', { name: /^Página/ })).toHaveLength(4);

    const input = screen.getByLabelText('Buscar corredor');
    fireEvent.change(input, { target: { value: 'Gó' } });
    fireEvent.change(input, { target: { value: 'Góm' } });
    expect(await screen.findByText('Gómez, Ana')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Paginación' })).not.toBeInTheDocument();

    const searches = calls.map((c) => new URL(c.url, 'http://x').searchParams.get('search'));
    expect(searches).not.toContain('Gó');
    expect(calls.at(-1)?.url).toBe('/api/runners?page=1&limit=10&search=G%C3%B3m');
    expect(screen.getByRole('link', { name: 'Inscripciones de Ana Gómez' })).toHaveAttribute(
      'href',
      '/admin/inscriptions?runnerId=1',
    );
  });

  it('says so when the list cannot be loaded', async () => {
    mockFetch(() => ({ status: 500, body: { message: 'Error interno del servidor' } }));
    renderWithProviders(<RunnersList />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al cargar la lista de corredores');
  });
});
