import type { DashboardStats } from '@carreras/domain/dashboard/dashboard.schemas';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { storeSession } from '../../../lib/session-storage.ts';
import { anEvent } from '../../../test/fixtures.ts';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import AdminDashboardPage from './dashboard.tsx';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const stats: DashboardStats = {
  totalRunners: 412,
  pagosAVerificar: {
    total: 7,
    items: [
      {
        inscriptionId: 55,
        eventName: 'Carrera MTB Tucumán - 7ª Edición',
        nombre: 'Ana',
        apellido: 'Cáceres',
        informadoAt: '2026-11-26T13:05:00.000Z',
        referencia: 'MP 123',
      },
    ],
  },
  edicion: {
    eventId: 3,
    nombre: 'Carrera MTB Tucumán - 7ª Edición',
    fecha: '2026-12-20',
    inscripcionesAbiertas: true,
    totalInscripciones: 180,
    porDia: [
      { fecha: '2026-11-21', inscripciones: 4 },
      { fecha: '2026-11-22', inscripciones: 0 },
      { fecha: '2026-11-23', inscripciones: 2 },
      { fecha: '2026-11-24', inscripciones: 9 },
      { fecha: '2026-11-25', inscripciones: 3 },
      { fecha: '2026-11-26', inscripciones: 5 },
      { fecha: '2026-11-27', inscripciones: 1 },
    ],
    lugares: null,
    distancias: [{ distancia: 66, cupo: 120, ocupados: 117, libres: 3, enEspera: 4 }],
    dinero: { esperado: 5400000, pagado: 4200000, pendiente: 1200000 },
    kits: {
      retiraron: 212,
      total: 340,
      distancias: [
        { distancia: 33, retiraron: 90, total: 120 },
        { distancia: 66, retiraron: 122, total: 220 },
      ],
    },
  },
};

describe('Panel', () => {
  it('shows the payments to verify, the inscriptions of the last days, the places left and the morning links', async () => {
    storeSession('admin', 'tok');
    mockFetch((url) => {
      if (url === '/api/admin/dashboard/stats') return { status: 200, body: stats };
      if (url.startsWith('/api/events')) return { status: 200, body: [anEvent()] };
      return { status: 404, body: { error: 'NOT_FOUND', message: 'Recurso no encontrado' } };
    });
    renderWithProviders(<AdminDashboardPage />);

    const payments = await screen.findByRole('region', { name: 'Pagos a verificar' }, { timeout: 3000 });
    expect(within(payments).getByTestId('payments-to-verify')).toHaveTextContent('7');
    expect(within(payments).getByRole('link', { name: 'Cáceres, Ana' })).toHaveAttribute(
      'href',
      '/admin/inscriptions/55',
    );
    expect(within(payments).getByText(/informado el 26\/11\/2026 10:05 · ref\. MP 123/)).toBeVisible();
    expect(within(payments).getByText('y 6 más.')).toBeVisible();
    expect(within(payments).getByRole('link', { name: 'Ver todos los pagos informados' })).toHaveAttribute(
      'href',
      '/admin/inscriptions?event=all&pagoInformado=true',
    );

    const days = screen.getByRole('region', { name: 'Inscripciones por día' });
    expect(within(days).getByText('180 inscripciones · inscripción abierta')).toBeVisible();
    const rows = within(days).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(7);
    // Today first.
    expect(rows[0]).toHaveTextContent('27/11/20261');
    expect(rows[3]).toHaveTextContent('24/11/20269');

    const places = screen.getByRole('region', { name: 'Lugares disponibles' });
    const cells = within(within(places).getAllByRole('row')[1] as HTMLElement).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual(['66 km', '120', '117', '3', '4']);

    const money = screen.getByRole('group', { name: 'Cobros y kits' });
    expect(money).toHaveTextContent(/Cobrado \$\s4\.200\.000 de \$\s5\.400\.000 · pendiente \$\s1\.200\.000/);
    expect(money).toHaveTextContent('Retiraron el kit 212 de 340 · 33 km: 90 de 120 · 66 km: 122 de 220');
    expect(within(money).getByRole('link', { name: 'Caja del día' })).toHaveAttribute('href', '/admin/check-in/caja');

    expect(screen.getByRole('link', { name: 'Recordatorios' })).toHaveAttribute('href', '/admin/events/3/reminders');
    expect(screen.getByRole('link', { name: 'Acreditación' })).toHaveAttribute('href', '/admin/check-in');
  });
});
