import { BIB_INVALID } from '../bib.ts';
import { formatClockTime } from '../dates.ts';

/** Spanish texts of race-day timing, as the spec writes them (the rest follow its tone). */
export const timingMessages = {
  eventRequired: 'Seleccione un evento',
  lapsInvalid: 'Las vueltas deben ser un número entero mayor o igual a 1',
  minLapInvalid: 'La vuelta mínima va en segundos enteros, de 0 a 86400',
  repeatOnlyCounted: 'Solo una pasada repetida o con tiempo inusual se puede contar',
  groupNameRequired: 'Ingrese un nombre para el grupo',
  groupsIncomplete: 'Todos los grupos deben tener nombre y hora de inicio',
  categoryInOneGroup: 'Una categoría solo puede pertenecer a un grupo',
  groupRequired: 'Seleccione un grupo de largada',
  startTimeInvalid: 'Seleccione una hora de inicio válida',
  clockNotRunning: 'El cronómetro no está activo',
  bibRequired: 'Ingrese un número de dorsal',
  bibInvalid: BIB_INVALID,
  allLapsCompleted: (bib: number) => `El corredor #${bib} ya ha completado todas las vueltas`,
  newBibOrRunner: 'Debes ingresar un nuevo número de dorsal o seleccionar un corredor',
  runnerWithoutBib: 'El corredor no tiene dorsal asignado en este evento',
  groupStarted: 'No se puede modificar un grupo de largada ya iniciado',
  groupNotFound: 'Grupo de largada no encontrado',
  categoryNotInEvent: 'La categoría no pertenece a este evento',
  recordNotFound: 'Registro de tiempo no encontrado',
  lapNotRecorded: (lap: number) => `La vuelta ${lap} no tiene un tiempo registrado`,
  clientIdTaken: 'El identificador del registro ya fue usado en otro evento',
  timingStreamsFull:
    'El servidor alcanzó el máximo de pantallas de cronometraje conectadas. La pantalla se actualiza cada pocos segundos.',
  timingNotConfigured: 'Este evento no tiene cronometraje configurado',
  distanceNotTimed: 'Seleccione una distancia',
  bibNotHeld: (bib: number) => `Ningún corredor tiene el dorsal ${bib} en este evento`,
  startAfterPassage: (firstPassage: number) =>
    `La largada no puede ser posterior a la primera pasada de sus corredores (${formatClockTime(firstPassage)})`,
} as const;
