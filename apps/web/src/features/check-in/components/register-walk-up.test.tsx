import type { CategoryChoice } from '@carreras/domain/inscriptions/inscription.schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anEvent, anInscription } from '../../../test/fixtures.ts';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { CheckInScreen } from './check-in-screen.tsx';
import { walkUpCategories } from './walk-up-category.ts';

const eventYear = new Date().getFullYear();

const category = (
  nombre: string,
  distancia: number,
  sexo: 'M' | 'F' | 'MIXTO',
  min: number | null,
  max: number | null,
) =>
  ({
    id: nombre.length + distancia,
    nombre,
    distancia,
    sexo,
    esLibre: sexo === 'MIXTO',
    edadMinima: min,
    edadMaxima: max,
  }) satisfies CategoryChoice;

const CATEGORIES = [
  category('E-BIKE', 66, 'MIXTO', null, null),
  category('ELITE MASC', 66, 'M', 24, 29),
  category('ELITE FEM', 66, 'F', 24, 29),
  category('MASTER A1 MASC', 66, 'M', 30, 34),
  category('PROMOCIONALES A MASC', 33, 'M', 17, 35),
];

describe('walkUpCategories', () => {
  it("chooses the category of the runner's age and sex, open ones after it, the rest marked", () => {
    const offer = walkUpCategories(
      CATEGORIES,
      66,
      { sexo: 'M', fechaNacimiento: `${eventYear - 31}-06-15` },
      `${eventYear}-12-20`,
    );
    expect(offer.preferred).toBe('MASTER A1 MASC');
    expect(offer.options.map((o) => o.label)).toEqual([
      'MASTER A1 MASC',
      'E-BIKE',
      'ELITE MASC (no corresponde por edad o sexo)',
      'ELITE FEM (no corresponde por edad o sexo)',
    ]);
  });

  it('offers every category of the distance, none chosen, until sex and birth date are typed', () => {
    const offer = walkUpCategories(CATEGORIES, 66, { sexo: '', fechaNacimiento: '' }, `${eventYear}-12-20`);
    expect(offer.preferred).toBeNull();
    expect(offer.options).toHaveLength(4);
  });
});

describe('someone not registered at all, at the desk', () => {
  it('registers them with a temporary password, enrols them, and keeps the password on screen to hand over', async () => {
    let created = false;
    const calls = mockFetch((url, init) => {
      if (url.startsWith('/api/events/3/registration')) {
        return {
          status: 200,
          body: {
            eventId: 3,
            lugares: { cupo: null, ocupados: 0, libres: null, enEspera: 0 },
            listaPublica: false,
            whatsappOrganizador: null,
            fechaFinAnticipado: null,
            retiroKit: null,
            pago: { alias: null, cbu: null, link: null, efectivo: true, notas: null },
            distancias: [
              {
                distancia: 66,
                precio: 40000,
                precioAnticipado: null,
                precioActual: 40000,
                cupo: null,
                ocupados: 0,
                libres: null,
                enEspera: 0,
              },
            ],
          },
        };
      }
      if (url.startsWith('/api/events')) return { status: 200, body: [anEvent()] };
      if (url === '/api/admin/events/3/next-bib') return { status: 200, body: { dorsal: 5 } };
      if (url === '/api/admin/events/3/kit-progress') {
        return { status: 200, body: { retiraron: 0, total: 0, distancias: [] } };
      }
      if (url.startsWith('/api/admin/events/3/check-in')) return { status: 200, body: { items: [] } };
      if (url.startsWith('/api/runners?')) return { status: 200, body: { items: [], total: 0, page: 1, limit: 5 } };
      if (url.startsWith('/api/inscriptions/categories-and-distances')) {
        return { status: 200, body: { categories: CATEGORIES, distances: [66, 33] } };
      }
      if (init.method === 'POST' && url === '/api/admin/create-runner') {
        created = true;
        const body = JSON.parse(String(init.body));
        return {
          status: 201,
          body: {
            ...body,
            id: 44,
            obraSocial: null,
            alergia: null,
            requiereCambioPassword: true,
            created_at: '2026-12-07T10:00:00.000Z',
            updated_at: '2026-12-07T10:00:00.000Z',
            passwordChangeCount: 0,
          },
        };
      }
      if (init.method === 'POST' && url === '/api/inscriptions') {
        return created
          ? { status: 201, body: anInscription({ runnerId: 44 }) }
          : { status: 404, body: { error: 'NOT_FOUND', message: 'Corredor no encontrado' } };
      }
      return { status: 404, body: { error: 'NOT_FOUND', message: 'No encontrado' } };
    });
    renderWithProviders(<CheckInScreen />);
    const search = await screen.findByRole('textbox', { name: /DNI, nombre o dorsal/ });
    // A DNI typed with dots, as it is printed on the card.
    fireEvent.change(search, { target: { value: '40.111.222' } });
    const card = await screen.findByRole('region', { name: 'Registrar e inscribir' });
    expect(card).toHaveTextContent('No hay un corredor registrado con el DNI 40111222');
    expect(within(card).getByLabelText(/^DNI/)).toHaveValue('40111222');
    const password = within(card).getByLabelText(/^Contraseña/) as HTMLInputElement;
    expect(password.value).toMatch(/^[A-Za-z0-9]{8}$/);

    // Nothing typed yet: the schema's messages, in the back office's words, and nothing sent.
    fireEvent.click(within(card).getByRole('button', { name: 'Registrar e inscribir' }));
    expect(await within(card).findByText('El nombre es obligatorio')).toBeVisible();
    expect(calls.some((c) => c.url === '/api/admin/create-runner')).toBe(false);

    const type = (label: RegExp, value: string) =>
      fireEvent.change(within(card).getByLabelText(label), { target: { value } });
    type(/^Nombre/, 'martina');
    type(/^Apellido/, 'quiroga');
    type(/^Sexo/, 'F');
    type(/^Fecha de nacimiento/, `15/06/${eventYear - 26}`);
    type(/^Email/, 'martina@example.com');
    type(/^WhatsApp/, '381 555-1234');
    type(/^Teléfono de emergencia/, '381 555-9876');
    type(/^Grupo sanguíneo/, 'O+');
    type(/^Provincia/, 'Tucumán');
    const distance = within(card).getByLabelText('Distancia');
    expect(distance).toHaveValue('66');
    expect(within(distance).getByRole('option', { name: /66 km · \$\s40\.000/ })).toBeInTheDocument();
    await waitFor(() => expect(within(card).getByLabelText(/^Categoría/)).toHaveValue('ELITE FEM'));

    fireEvent.click(within(card).getByRole('button', { name: 'Registrar e inscribir' }));
    const handedOver = await screen.findByTestId('handed-over');
    expect(within(handedOver).getByTestId('handed-over-password')).toHaveTextContent(password.value);
    expect(handedOver).toHaveTextContent('Quiroga, Martina');

    const sent = (url: string) =>
      JSON.parse(String(calls.find((c) => c.url === url && c.init.method === 'POST')?.init.body));
    expect(sent('/api/admin/create-runner')).toMatchObject({
      dni: '40111222',
      nombre: 'Martina',
      apellido: 'Quiroga',
      sexo: 'F',
      fechaNacimiento: `${eventYear - 26}-06-15`,
      pais: 'Argentina',
      password: password.value,
      requiereCambioPassword: true,
    });
    await waitFor(() =>
      expect(sent('/api/inscriptions')).toEqual({ runnerId: 44, eventId: 3, distancia: 66, categoria: 'ELITE FEM' }),
    );
  });
});
