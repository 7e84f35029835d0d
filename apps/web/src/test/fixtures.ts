import type { Event } from '@carreras/domain/events/event.schemas';
import type { AdminInscription, ParticipantData } from '@carreras/domain/inscriptions/admin-inscription.schemas';
import type { Inscription } from '@carreras/domain/inscriptions/inscription.schemas';
import { messages } from '@carreras/domain/messages';
import type { Category } from '@carreras/domain/races/race.schemas';
import type { Runner } from '@carreras/domain/runners/runner.schemas';

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

const category = (overrides: Partial<Category>): Category => ({
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
  category({ id: 1, nombre: 'ELITE MASC', edadMinima: 18, edadMaxima: 200 }),
  category({ id: 2, nombre: 'ELITE FEM', sexo: 'F', edadMinima: 18, edadMaxima: 200 }),
  category({ id: 3, nombre: 'E-BIKE', sexo: 'MIXTO', esLibre: true, edadMinima: null, edadMaxima: null }),
  category({ id: 4, nombre: 'PROMOCIONALES A MASC', distancia: 33, modality_name: 'Promocional', edadMinima: 17 }),
  category({
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

/** The server's answer to a runner whose DNI is already registered (registration and the admin's create). */
export const dniTakenAnswer = () => ({
  status: 409,
  body: {
    error: 'CONFLICT',
    message: messages.dniTaken,
    fields: { dni: messages.dniTaken },
  },
});
