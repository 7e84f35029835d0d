import type { Inscription } from '@carreras/domain/inscriptions/inscription.schemas';
import { paymentState } from '@carreras/domain/places/fees';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { storeSession } from '../../../lib/session-storage.ts';
import { anInscription } from '../../../test/fixtures.ts';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { MyInscriptions } from './my-inscriptions.tsx';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const HOLDER = 7;
const PARTNER = 8;
const partner = { id: PARTNER, nombre: 'Tadeo', apellido: 'Ibarra', dni: '31222333', sexo: 'M' as const };

type Payment = { monto: number; metodo: 'efectivo' | 'transferencia' | 'link' | 'exento'; runnerId: number | null };

/**
 * An inscription as the server answers it to the runner: the money from the same rule the desk reads
 * (paymentState), with each share and how it was paid.
 */
function served(
  eventName: string,
  stored: { precio: number; pair?: boolean; pagos?: Payment[]; informado?: string; referencia?: string },
): Inscription {
  const pagos = stored.pagos ?? [];
  const pair = stored.pair ?? false;
  const paidBy = (id: number) => pagos.filter((p) => (p.runnerId ?? HOLDER) === id).reduce((s, p) => s + p.monto, 0);
  const total = pagos.reduce((s, p) => s + p.monto, 0);
  const pagoConfirmado = total >= stored.precio * (pair ? 2 : 1);
  return anInscription({
    id: eventName.length,
    eventName,
    esEquipo: pair,
    compañero: pair ? partner : null,
    pagoConfirmado,
    pagoReferencia: stored.referencia ?? null,
    pagoInformadoAt: stored.informado ?? null,
    ...paymentState({
      precioUnitario: stored.precio,
      partnerRunnerId: pair ? PARTNER : null,
      pagoInformadoAt: stored.informado ?? null,
      pagoConfirmado,
      pagado: { monto: total, exento: pagos.some((p) => p.metodo === 'exento') },
    }),
    partesPago: (pair ? [HOLDER, PARTNER] : [HOLDER]).map((runnerId) => ({
      runnerId,
      monto: stored.precio,
      pagado: paidBy(runnerId),
    })),
    mediosPago: pagos.map((p) => p.metodo),
  });
}

const inscriptions = [
  served('Cash', { precio: 28000, pagos: [{ monto: 28000, metodo: 'efectivo', runnerId: null }] }),
  served('Reported', { precio: 40000, pair: true, informado: '2026-12-03T14:00:00.000Z', referencia: '81234567' }),
  served('Verified', { precio: 40000, pair: true, pagos: [{ monto: 80000, metodo: 'transferencia', runnerId: null }] }),
  served('Half', { precio: 40000, pair: true, pagos: [{ monto: 40000, metodo: 'efectivo', runnerId: HOLDER }] }),
  served('Unpaid', { precio: 28000 }),
];

function show(viewer: { id: number; dni: string }) {
  storeSession('runner', 'tok');
  mockFetch((url) => {
    if (url.includes('/waiting-list')) return { status: 200, body: [] };
    if (url.includes('/registration'))
      return { status: 404, body: { error: 'NOT_FOUND', message: 'Evento no encontrado' } };
    return { status: 200, body: { items: inscriptions, total: inscriptions.length, page: 1, limit: 1000 } };
  });
  renderWithProviders(<MyInscriptions runner={viewer} />);
}

/** The card of an event: its payment words and its badge. */
async function card(eventName: string) {
  const title = await screen.findByRole('heading', { name: eventName }, { timeout: 5000 });
  const item = title.closest('li') as HTMLElement;
  const words =
    within(item)
      .queryByTestId('my-payment')
      ?.textContent?.replace(/\u00a0/g, ' ') ?? null;
  return { item, words };
}

describe("Mi Perfil: each inscription's money in the runner's words, as the desk reads it", () => {
  it('for the holder: cash, a reported and a verified transfer, a pair with their share paid, what is owed', async () => {
    show({ id: HOLDER, dni: '30123456' });
    expect((await card('Cash')).words).toBe('Pagado en efectivo');
    expect((await card('Reported')).words).toBe(
      'Avisaste que pagaste: el organizador lo va a verificar. (referencia: 81234567)',
    );
    expect(within((await card('Reported')).item).getByText('A verificar')).toBeVisible();
    expect((await card('Verified')).words).toBe('Pagado por transferencia: el organizador la verificó');
    expect(within((await card('Verified')).item).getByText('Confirmado')).toBeVisible();
    const half = await card('Half');
    expect(half.words).toBe('Pagaste tu parte ($ 40.000) · falta $ 40.000 de tu compañero/a, Tadeo Ibarra');
    expect(within(half.item).getByText('Pago parcial')).toBeVisible();
    const unpaid = await card('Unpaid');
    expect(unpaid.words).toBe('Monto a pagar: $ 28.000');
    expect(within(unpaid.item).getByText('Pendiente')).toBeVisible();
  });

  it('for the partner of the half-paid pair: their share is what is left', async () => {
    show({ id: PARTNER, dni: partner.dni });
    expect((await card('Half')).words).toBe('Joaquín Gómez pagó su parte · te falta pagar $ 40.000');
  });
});
