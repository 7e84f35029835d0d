import type { CashDay } from '@carreras/domain/payments/payments.schemas';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anEvent } from '../../../test/fixtures.ts';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { CashBox } from './cash-box.tsx';

const day: CashDay = {
  fecha: '2026-12-06',
  pagos: [
    {
      id: 1,
      hora: '08:05',
      corredor: 'Herrera, Facundo',
      dni: '30123456',
      monto: 80000,
      metodo: 'transferencia',
      referencia: '81234567',
      motivo: null,
      voluntario: 'Ana Admin',
      anulado: false,
    },
    {
      id: 2,
      hora: '08:12',
      corredor: 'Paz, Lautaro',
      dni: '31222333',
      monto: 28000,
      metodo: 'efectivo',
      referencia: null,
      motivo: null,
      voluntario: 'Beto',
      anulado: false,
    },
    {
      id: 3,
      hora: '08:20',
      corredor: 'Ruiz, Ema',
      dni: '32111222',
      monto: 28000,
      metodo: 'efectivo',
      referencia: null,
      motivo: null,
      voluntario: 'Beto',
      anulado: true,
    },
  ],
  porMetodo: [
    { metodo: 'efectivo', cantidad: 1, total: 28000 },
    { metodo: 'transferencia', cantidad: 1, total: 80000 },
    { metodo: 'link', cantidad: 0, total: 0 },
    { metodo: 'exento', cantidad: 0, total: 0 },
  ],
  porVoluntario: [
    { voluntario: 'Ana Admin', cantidad: 1, total: 80000 },
    { voluntario: 'Beto', cantidad: 1, total: 28000 },
  ],
  cobrado: 108000,
  efectivo: 28000,
  evento: { esperado: 500000, pagado: 300000, pendiente: 200000 },
};

describe('CashBox', () => {
  it('lists the day with its totals, marks an undone payment, and compares the cash counted', async () => {
    mockFetch((url) => {
      if (url.startsWith('/api/events')) return { status: 200, body: [anEvent()] };
      if (url.startsWith('/api/admin/events/3/cash')) return { status: 200, body: day };
      return { status: 404, body: { error: 'NOT_FOUND', message: 'No encontrado' } };
    });
    renderWithProviders(<CashBox />);
    const table = await screen.findByRole('table', { name: 'Pagos del día' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[1]).toHaveTextContent(
      /08:05.*Herrera, Facundo.*80\.000.*Transferencia verificada · op\. 81234567.*Ana Admin/,
    );
    expect(rows[3]).toHaveTextContent('Deshecho');
    expect(screen.getByTestId('cash-collected')).toHaveTextContent(/\$\s108\.000/);
    expect(screen.getByRole('group', { name: 'Por voluntario' })).toHaveTextContent(/Beto \(1\)\$\s28\.000/);
    expect(screen.getByRole('group', { name: 'Esperado y cobrado' })).toHaveTextContent(
      /Pendiente de cobro\$\s200\.000/,
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Efectivo contado ($)' }), { target: { value: '28000' } });
    expect(screen.getByTestId('cash-difference')).toHaveTextContent('Cuadra con lo registrado');
    fireEvent.change(screen.getByRole('textbox', { name: 'Efectivo contado ($)' }), { target: { value: '27000' } });
    expect(screen.getByTestId('cash-difference')).toHaveTextContent(/Diferencia -\$\s1\.000/);
    expect(screen.getByRole('button', { name: 'Exportar a Excel' })).toBeEnabled();
  });
});
