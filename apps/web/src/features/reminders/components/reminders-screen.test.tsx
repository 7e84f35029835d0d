import type { Reminders } from '@carreras/domain/places/places.schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { storeSession } from '../../../lib/session-storage.ts';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { RemindersScreen } from './reminders-screen.tsx';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const base = {
  inscriptionId: 1,
  waitingId: null,
  whatsapp: '+54 9 381 555-1111',
  distancia: 66,
  categoria: 'ELITE MASC',
  dorsal: null,
  pagoConfirmado: false,
  pagoInformado: false,
  montoAPagar: 25000,
  grupo: 'Largada 1',
  // 09:30 in Buenos Aires.
  horaLargada: Date.UTC(2026, 3, 12, 12, 30),
  posicionEspera: null,
};
const reminders: Reminders = {
  eventName: 'Desafío Tafí',
  eventDate: '2026-04-12',
  retiroKit: 'sábado 10 a 18 h en el Club',
  plantilla:
    'Hola {nombre}: {evento} el {fecha}. Largás en {grupo} a las {hora}. Kit: {retiro}. Debés {monto}. Dorsal {dorsal}.',
  grupos: ['Largada 1', 'Largada 2'],
  items: [
    { ...base, nombre: 'Ana', apellido: 'Paz' },
    {
      ...base,
      inscriptionId: 2,
      nombre: 'Bruno',
      apellido: 'Díaz',
      pagoConfirmado: true,
      dorsal: 12,
      grupo: 'Largada 2',
    },
    {
      ...base,
      inscriptionId: null,
      waitingId: 5,
      nombre: 'Carla',
      apellido: 'Sosa',
      grupo: null,
      horaLargada: null,
      montoAPagar: null,
      posicionEspera: 1,
    },
  ],
};

describe('Recordatorios', () => {
  it('filters the runners and each WhatsApp link carries the filled message to their number', async () => {
    mockFetch((url) =>
      url === '/api/admin/events/3/reminders'
        ? { status: 200, body: reminders }
        : { status: 404, body: { error: 'NOT_FOUND', message: 'Recurso no encontrado' } },
    );
    storeSession('admin', 'tok');
    renderWithProviders(<RemindersScreen eventId={3} />);
    const link = await screen.findByRole('link', { name: 'Enviar por WhatsApp a Ana Paz' });
    const url = new URL(link.getAttribute('href') ?? '');
    expect(url.host).toBe('wa.me');
    expect(url.pathname).toBe('/5493815551111');
    expect(url.searchParams.get('text')).toMatch(
      /^Hola Ana: Desafío Tafí el 12\/04\/2026\. Largás en Largada 1 a las 09:30\. Kit: sábado 10 a 18 h en el Club\. Debés \$\s?25\.000\. Dorsal a asignar\.$/,
    );

    await userEvent.selectOptions(screen.getByLabelText('Mostrar'), 'sin-pagar');
    expect(screen.getByText('1 corredor')).toBeVisible();
    await userEvent.selectOptions(screen.getByLabelText('Mostrar'), 'en-espera');
    const waiting = screen.getByRole('listitem');
    // No group, start time or amount yet: those sentences are left out, in the link and in the preview alike.
    const expected = 'Hola Carla: Desafío Tafí el 12/04/2026. Kit: sábado 10 a 18 h en el Club. Dorsal a asignar.';
    const carla = within(waiting).getByRole('link', { name: 'Enviar por WhatsApp a Carla Sosa' });
    expect(new URL(carla.getAttribute('href') ?? '').searchParams.get('text')).toBe(expected);
    expect(screen.getByLabelText('Vista previa del mensaje')).toHaveTextContent(expected);
    expect(within(waiting).getByText('En espera: lugar 1')).toBeVisible();
    expect(within(waiting).getByRole('button', { name: 'Pasar a inscripción' })).toBeVisible();
    await userEvent.selectOptions(screen.getByLabelText('Mostrar'), 'todos');
    await userEvent.selectOptions(screen.getByLabelText('Grupo de largada'), 'Largada 2');
    const bruno = screen.getByRole('link', { name: 'Enviar por WhatsApp a Bruno Díaz' });
    expect(new URL(bruno.getAttribute('href') ?? '').searchParams.get('text')).toContain('Debés pagado. Dorsal 12.');
  });
});
