import { describe, expect, it } from 'vitest';
import { amountDue, formatPesos, isEarlyBirdOn, paymentState, paysRemotely, priceOn } from './fees.ts';
import { fits, freePlaces } from './places.ts';
import {
  DEFAULT_REMINDER_TEMPLATE,
  fillTemplate,
  forgotPasswordText,
  inscriptionSummary,
  whatsappLink,
} from './whatsapp.ts';

describe('fees', () => {
  const distance = { precio: 30000, precioAnticipado: 25000 };
  it('applies the early-bird price up to and including its last day', () => {
    expect(priceOn(distance, '2026-03-10', '2026-03-10')).toBe(25000);
    expect(priceOn(distance, '2026-03-10', '2026-03-11')).toBe(30000);
    expect(priceOn(distance, null, '2026-01-01')).toBe(30000);
    expect(priceOn({ precio: null, precioAnticipado: null }, null, '2026-01-01')).toBeNull();
    expect(isEarlyBirdOn(distance, '2026-03-10', '2026-03-10')).toBe(true);
    expect(isEarlyBirdOn(distance, '2026-03-10', '2026-03-11')).toBe(false);
    expect(isEarlyBirdOn({ precioAnticipado: null }, '2026-03-10', '2026-03-01')).toBe(false);
  });
  it('charges a pair twice and formats whole pesos', () => {
    expect(amountDue(25000, 2)).toBe(50000);
    expect(amountDue(null, 1)).toBeNull();
    expect(formatPesos(12500).replace(/\s/g, ' ')).toBe('$ 12.500');
  });
  it('owes a pair twice, pending or not, and waits for verification only while a report is unconfirmed', () => {
    const stored = { precioUnitario: 25000, partnerRunnerId: null, pagoInformadoAt: null, pagoConfirmado: false };
    expect(paymentState(stored)).toEqual({
      montoAPagar: 25000,
      pagoInformado: false,
      montoPagado: 0,
      saldo: 25000,
      estadoPago: 'pendiente',
    });
    expect(paymentState({ ...stored, partnerRunnerId: 7 }).montoAPagar).toBe(50000);
    expect(paymentState({ ...stored, precioUnitario: null }).montoAPagar).toBeNull();
    const reported = { ...stored, pagoInformadoAt: '2026-11-20T12:00:00.000Z' };
    expect(paymentState(reported).pagoInformado).toBe(true);
    expect(paymentState({ ...reported, pagoConfirmado: true }).pagoInformado).toBe(false);
  });
  it('takes a payment report only when the runner can pay from home', () => {
    const none = { alias: null, cbu: null, link: null, notas: null };
    expect(paysRemotely(none)).toBe(false);
    expect(paysRemotely({ ...none, alias: 'carrera.mp' })).toBe(true);
    expect(paysRemotely({ ...none, cbu: '0000003100012345678901' })).toBe(true);
    expect(paysRemotely({ ...none, link: 'https://mpago.la/x' })).toBe(true);
    expect(paysRemotely({ ...none, notas: 'Mercado Pago al 381 555-1234' })).toBe(true);
  });
});

describe('places', () => {
  it('counts every scope that has a limit', () => {
    expect(freePlaces({ cupo: 10, ocupados: 12 })).toBe(0);
    expect(freePlaces({ cupo: null, ocupados: 12 })).toBeNull();
    expect(
      fits(
        [
          { cupo: 10, ocupados: 9 },
          { cupo: null, ocupados: 3 },
        ],
        1,
      ),
    ).toBe(true);
    expect(
      fits(
        [
          { cupo: 10, ocupados: 9 },
          { cupo: null, ocupados: 3 },
        ],
        2,
      ),
    ).toBe(false);
    expect(
      fits(
        [
          { cupo: null, ocupados: 9 },
          { cupo: 3, ocupados: 3 },
        ],
        1,
      ),
    ).toBe(false);
  });
});

describe('WhatsApp links', () => {
  const decoded = (link: string) => {
    const match = /^https:\/\/(wa\.me)\/(\d*)\?text=(.*)$/.exec(link);
    return { host: match?.[1], to: match?.[2], text: decodeURIComponent(match?.[3] ?? '') };
  };
  it('carries the number as digits and the text URL-encoded', () => {
    const link = whatsappLink('+54 9 381 555-1234', 'Hola & chau? #1 ñ');
    expect(link).toBe('https://wa.me/5493815551234?text=Hola%20%26%20chau%3F%20%231%20%C3%B1');
    expect(decoded(link)).toEqual({ host: 'wa.me', to: '5493815551234', text: 'Hola & chau? #1 ñ' });
  });
  it('fills templates and never leaves braces', () => {
    expect(fillTemplate('Hola {nombre}, dorsal {dorsal}.', { nombre: 'Ana', dorsal: '12' })).toBe(
      'Hola Ana, dorsal 12.',
    );
    expect(fillTemplate('Hola {nombre}.\nDorsal {otro}.', { nombre: 'Ana' })).toBe('Hola Ana.');
  });
  it('leaves out a line or a sentence whose values are missing, never writing "-"', () => {
    const values = {
      nombre: 'Ana',
      evento: 'Desafío Tafí',
      fecha: '12/04/2026',
      distancia: '66',
      categoria: 'ELITE DAMAS',
      dorsal: 'a asignar',
      grupo: null,
      hora: null,
      retiro: 'sábado en el Club',
      monto: '',
    };
    expect(fillTemplate(DEFAULT_REMINDER_TEMPLATE, values)).toBe(
      'Hola Ana, te escribimos por Desafío Tafí (12/04/2026).\nDistancia: 66 km, categoría ELITE DAMAS.\n' +
        'Dorsal: a asignar.\nRetiro de kit: sábado en el Club.',
    );
    // A one-line template (as organisers wrote them before) loses only the sentences with missing values.
    expect(
      fillTemplate('{grupo} a las {hora}. Hola {nombre}. Largás en {grupo} a las {hora}! Monto: {monto}? Chau.', {
        ...values,
        grupo: 'Largada 1',
      }),
    ).toBe('Hola Ana. Chau.');
    // A blank line the organiser left between paragraphs stays; a line emptied by missing values does not.
    expect(fillTemplate('Hola {nombre}.\n\nMonto: {monto}.\nChau.', values)).toBe('Hola Ana.\n\nChau.');
    expect(fillTemplate(DEFAULT_REMINDER_TEMPLATE, { ...values, grupo: 'Largada 1', hora: '09:30' })).toContain(
      '\nLargás en Largada 1 a las 09:30.\n',
    );
  });
  it('writes the inscription summary and the forgotten-password chat', () => {
    const text = inscriptionSummary({
      nombre: 'Ana Paz',
      evento: '6ª Edición',
      fecha: '13/04/2026',
      distancia: 66,
      categoria: 'ELITE DAMAS',
      monto: '$ 25.000',
      comoPagar: 'alias carrera.mp',
    });
    expect(text).toBe(
      'Hola, soy Ana Paz. Me inscribí en 6ª Edición (13/04/2026).\nDistancia: 66 km - Categoría: ELITE DAMAS.\n' +
        'Monto a pagar: $ 25.000.\nCómo pagar: alias carrera.mp.',
    );
    expect(forgotPasswordText('30111222')).toContain('Mi DNI es 30111222');
  });
});
