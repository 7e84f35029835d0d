/**
 * Spanish texts of the controls on the course (decision 019): the back office's in usted, the volunteer's
 * screen in voseo (runner area).
 */
export const courseControlMessages = {
  nameRequired: 'Ingrese el nombre del puesto de control',
  kmInvalid: 'El kilómetro debe ser un número mayor que 0 y menor que la distancia',
  kmBeyondDistance: (distance: number) => `El kilómetro debe ser mayor que 0 y menor que ${distance} (la llegada)`,
  orderInvalid: 'El orden debe ser un número entero mayor o igual a 1',
  orderTaken: (order: number) => `Ya hay un puesto de control en el orden ${order} de esta distancia`,
  reorderIncomplete: 'Indique todos los puestos de control de la distancia, cada uno una vez',
  cutoffClockInvalid: 'La hora de corte va en formato de 24 horas, HH:mm (por ejemplo 12:30)',
  cutoffMinutesInvalid: 'El corte después de la largada va en minutos enteros, de 1 a 2880',
  lapInvalid: 'La vuelta debe ser un número entero mayor o igual a 1',
  lapBeyondLaps: (laps: number) => `La distancia tiene ${laps} vuelta${laps === 1 ? '' : 's'}`,
  distanceNotTimed: (distance: number) => `La distancia de ${distance} km no tiene cronometraje configurado`,
  pointNotFound: 'Puesto de control no encontrado',
  pointHasPassages: 'El puesto de control ya tiene pasadas registradas: no se puede eliminar',
  linkNotFound: 'Enlace de control no encontrado',
  labelTooLong: 'La etiqueta admite hasta 60 caracteres',
  // The volunteer's screen (voseo).
  linkInvalid: 'Este enlace de control no existe. Pedile uno nuevo a la organización.',
  linkRevoked: 'Este enlace de control fue revocado. Pedile uno nuevo a la organización.',
  linkExpired: 'Este enlace de control venció al terminar el día del evento.',
  clientIdInvalid: 'Identificador de registro inválido',
  batchTooLarge: 'Mandá como mucho 64 pasadas por envío',
} as const;
