import type { PaymentInstructions } from '@carreras/domain/places/places.schemas';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { storeSession } from '../../../lib/session-storage.ts';
import { anInscription, registrationInfo } from '../../../test/fixtures.ts';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { PaymentSection } from './payment-section.tsx';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const none: PaymentInstructions = { alias: null, cbu: null, link: null, efectivo: false, notas: null };

function renderWith(pago: PaymentInstructions) {
  mockFetch((url) =>
    url === '/api/events/3/registration'
      ? {
          status: 200,
          body: registrationInfo({ pago, eventId: 3 }),
        }
      : { status: 404, body: { error: 'NOT_FOUND', message: 'Recurso no encontrado' } },
  );
  storeSession('runner', 'tok');
  renderWithProviders(
    <PaymentSection
      inscription={anInscription({ eventId: 3, montoAPagar: 20000, pagoInformado: false })}
      viewerId={7}
    />,
  );
}

describe("PaymentSection: the copy follows the event's ways to pay", () => {
  it("with nothing set, payment is in person on the day and there is no 'Ya pagué'", async () => {
    renderWith(none);
    expect(
      await screen.findByText('El pago se realiza en persona el día del evento.', {}, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByText(/Monto a pagar: \$\s?20\.000/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Ya pagué' })).toBeNull();
  });

  it("with cash at the kit pick-up only, says so and offers no 'Ya pagué'", async () => {
    renderWith({ ...none, efectivo: true });
    expect(await screen.findByText('En efectivo al retirar el kit', {}, { timeout: 5000 })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Ya pagué' })).toBeNull();
    expect(screen.queryByText(/en persona el día del evento/)).toBeNull();
  });

  it("with a transfer, shows the alias and CBU above 'Ya pagué' and asks for the transfer's number", async () => {
    renderWith({ ...none, alias: 'carrera.tafi', cbu: '0000003100012345678901', efectivo: true });
    const alias = await screen.findByText('Transferencia al alias carrera.tafi', {}, { timeout: 5000 });
    expect(screen.getByText('CBU 0000003100012345678901')).toBeVisible();
    const button = screen.getByRole('button', { name: 'Ya pagué' });
    // The details come first in the document, then the button.
    expect(alias.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.click(button);
    expect(screen.getByText('Por ejemplo, el número de operación de la transferencia')).toBeVisible();
  });

  it("with a payment link only, shows the link and asks for the payment's number", async () => {
    renderWith({ ...none, link: 'https://mpago.la/abc' });
    expect(await screen.findByRole('link', { name: 'Pagar en línea' }, { timeout: 5000 })).toHaveAttribute(
      'href',
      'https://mpago.la/abc',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Ya pagué' }));
    expect(screen.getByText('Por ejemplo, el número de operación del pago')).toBeVisible();
  });
});
