import type { Event } from '@carreras/domain/events/event.schemas';
import type {
  AdminInscription,
  AdminInscriptionList,
  ParticipantData,
} from '@carreras/domain/inscriptions/admin-inscription.schemas';
import type { Inscription, InscriptionList } from '@carreras/domain/inscriptions/inscription.schemas';
import { messages } from '@carreras/domain/messages';
import type { DeskInscription } from '@carreras/domain/payments/payments.schemas';
import { NO_PLACES_SETTINGS, type PlacesInfo, type PlacesSettingsAnswer } from '@carreras/domain/places/places.schemas';
import type { Category } from '@carreras/domain/races/race.schemas';
import type { Runner } from '@carreras/domain/runners/runner.schemas';
import type { TimeRecord } from '@carreras/domain/timing/timing.schemas';

/** Test data shaped exactly as the API answers. */
export const aRunner = (overrides: Partial<Runner> = {}): Runner => ({
  id: 7,
  nombre: 'Joaquín',
  apellido: 'Gómez',
  dni: '30123456',
  sexo: 'M',
  fechaNacimiento: '1992-08-14',
  email: 'joaquin@example.com',
  whatsapp: '+54 381 444-5566',
  telefono: '+54 381 444-7788',
  pais: 'Argentina',
  provincia: 'Tucumán',
  obraSocial: null,
  grupoSanguineo: 'A+',
  alergia: null,
  club: null,
  requiereCambioPassword: false,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
  ...overrides,
});

const year = new Date().getFullYear();

export const anEvent = (overrides: Partial<Event> = {}): Event => ({
  id: 3,
  nombre: 'Carrera MTB Tucumán - 7ª Edición',
  fecha: `${year}-12-20`,
  lugar: 'Tafí Viejo, Tucumán',
  descripcion: null,
  activo: true,
  permiteParejas: false,
  race_id: 1,
  fechaAperturaInscripciones: '2000-01-01',
  fechaCierreInscripciones: '2999-12-31',
  categorias: [],
  inscripcionesAbiertas: true,
  race: { id: 1, nombre: 'Carrera MTB', activo: true },
  cantidadCategorias: 4,
  ...overrides,
});

export const aCategory = (overrides: Partial<Category> = {}): Category => ({
  id: 1,
  nombre: 'X',
  modality_id: 1,
  race_id: 1,
  modality_name: 'Competitiva',
  distancia: 66,
  sexo: 'M',
  esLibre: false,
  edadMinima: 0,
  edadMaxima: 999,
  ...overrides,
});

/** 66 km: two categories fit a man (ELITE MASC, E-BIKE); 33 km: exactly one (PROMOCIONALES A MASC). */
export const someCategories = (): Category[] => [
  aCategory({ id: 1, nombre: 'ELITE MASC', edadMinima: 18, edadMaxima: 200 }),
  aCategory({ id: 2, nombre: 'ELITE FEM', sexo: 'F', edadMinima: 18, edadMaxima: 200 }),
  aCategory({ id: 3, nombre: 'E-BIKE', sexo: 'MIXTO', esLibre: true, edadMinima: null, edadMaxima: null }),
  aCategory({ id: 4, nombre: 'PROMOCIONALES A MASC', distancia: 33, modality_name: 'Promocional', edadMinima: 17 }),
  aCategory({
    id: 5,
    nombre: 'MENORES MASC',
    distancia: 33,
    modality_name: 'Promocional',
    edadMinima: 13,
    edadMaxima: 14,
  }),
];

export const anInscription = (overrides: Partial<Inscription> = {}): Inscription => ({
  id: 11,
  runnerId: 7,
  runner_id: 7,
  eventId: 3,
  eventName: 'Carrera MTB Tucumán - 7ª Edición',
  eventDate: `${year}-12-20`,
  distancia: 33,
  categoria: 'PROMOCIONALES A MASC',
  categoryId: 4,
  esEquipo: false,
  compañero: null,
  pagoConfirmado: false,
  inscripcionConfirmada: false,
  asistenciaConfirmada: false,
  numeroDorsalAsignado: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  runner: { id: 7, nombre: 'Joaquín', apellido: 'Gómez', dni: '30123456', sexo: 'M' },
  ...overrides,
});

export const participantData = (overrides: Partial<ParticipantData> = {}): ParticipantData => ({
  fechaNacimiento: '1990-05-01',
  email: 'joaquin@example.com',
  whatsapp: '+54 381 111-2222',
  telefono: '+54 381 333-4444',
  pais: 'Argentina',
  provincia: 'Tucumán',
  obraSocial: null,
  grupoSanguineo: 'A+',
  alergia: null,
  ...overrides,
});

/** An inscription as the admin list gives it, with the participants' data (D15). */
export const anAdminInscription = (overrides: Partial<AdminInscription> = {}): AdminInscription => ({
  ...anInscription(),
  runnerData: participantData(),
  partnerData: null,
  ...overrides,
});

/** An inscription as the kit desk's search answers it: the admin's read plus its money (unpriced, unpaid). */
export const aDeskInscription = (overrides: Partial<DeskInscription> = {}): DeskInscription => {
  const inscription = anAdminInscription(overrides);
  return {
    ...inscription,
    dinero: {
      montoAPagar: null,
      montoPagado: 0,
      saldo: null,
      estado: 'pendiente',
      informadoAt: null,
      referencia: null,
      partes: [
        {
          runnerId: inscription.runner.id,
          nombre: `${inscription.runner.apellido}, ${inscription.runner.nombre}`,
          monto: null,
          pagado: 0,
        },
      ],
      pagos: [],
    },
    ...overrides,
  };
};

/** A page of GET /api/inscriptions holding `items`. */
export const anInscriptionPage = (items: Inscription[], overrides: Partial<InscriptionList> = {}): InscriptionList => ({
  items,
  total: items.length,
  page: 1,
  limit: 10,
  ...overrides,
});

/** A page of the admin's inscriptions list holding `items`. */
export const anAdminInscriptionPage = (
  items: AdminInscription[],
  overrides: Partial<AdminInscriptionList> = {},
): AdminInscriptionList => ({
  items,
  total: items.length,
  page: 1,
  limit: 10,
  ...overrides,
});

/** GET /api/events/:id/registration of an event with no limits, prices or payment details. */
export const registrationInfo = (overrides: Partial<PlacesInfo> = {}): PlacesInfo => ({
  eventId: 3,
  lugares: { cupo: null, ocupados: 0, libres: null, enEspera: 0 },
  listaPublica: false,
  whatsappOrganizador: null,
  fechaFinAnticipado: null,
  retiroKit: null,
  pago: { alias: null, cbu: null, link: null, efectivo: false, notas: null },
  distancias: [],
  ...overrides,
});

/** GET/PUT /api/admin/events/:id/registration of an event with no limits, prices or payment details. */
export const registrationSettings = (overrides: Partial<PlacesSettingsAnswer> = {}): PlacesSettingsAnswer => ({
  ...NO_PLACES_SETTINGS,
  distancias: [],
  categorias: [],
  ...overrides,
});

/** A stored passage, as POST /api/timing/:eventId/record answers it. */
export const aTimeRecord = (overrides: Partial<TimeRecord> = {}): TimeRecord => ({
  id: 1,
  clientId: 'client-1',
  dorsal: 12,
  corrected: false,
  time: 60_000,
  timestamp: Date.parse('2025-01-01T10:01:00.000Z'),
  lap: 1,
  groupId: 1,
  ...overrides,
});

/** The server's answer to a runner whose DNI is already registered (registration and the admin's create). */
export const dniTakenAnswer = () => ({
  status: 409,
  body: {
    error: 'DNI_TAKEN',
    message: messages.dniTaken,
    fields: { dni: messages.dniTaken },
  },
});
