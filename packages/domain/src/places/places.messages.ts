/** Spanish texts of places, waiting list, fees and reminders. Runner area voseo, back-office usted. */
export const placesMessages = {
  // Runner area (voseo)
  distanceFull: (distancia: number) =>
    `La distancia de ${distancia} km está completa. Podés anotarte en la lista de espera.`,
  eventFull: 'El evento está completo. Podés anotarte en la lista de espera.',
  categoryFull: (categoria: string) => `La categoría ${categoria} está completa. Podés anotarte en la lista de espera.`,
  alreadyWaiting: 'Ya estás en la lista de espera de este evento',
  waitingNoPairs: 'La lista de espera es individual: anotate sin compañero/a',
  waitingNotFound: 'No encontramos ese lugar en la lista de espera',
  waitingJoined: (position: number) => `Estás en la lista de espera: lugar ${position}`,
  paymentReported: 'Avisamos al organizador que pagaste. Lo va a verificar.',
  paymentAlreadyConfirmed: 'El pago de esta inscripción ya está confirmado',
  paymentInPersonOnly: 'Este evento cobra en persona: no hace falta avisar el pago.',
  onlyParticipantsReport: 'Solo quienes participan de esta inscripción pueden avisar el pago',
  publicListDisabled: 'Este evento no publica su lista de inscriptos',
  // Back-office (usted)
  noFreePlace: 'No hay cupo libre en esa distancia o categoría. Aumente el cupo para pasar a alguien de la lista.',
  categoryNotInEvent: 'La categoría no pertenece a este evento',
  limitBelowTaken: 'El cupo no puede ser menor que los lugares ya ocupados',
  distanceNotInEvent: 'La distancia no pertenece a este evento',
  earlyPriceNeedsDate: 'Indique hasta qué fecha rige el precio anticipado',
  invalidPhone:
    'Ingrese el WhatsApp con código de área, sin 0 ni 15: 381 4445566. Si no es de Argentina, comience con + y el código del país.',
  invalidLink: 'Ingrese un enlace que empiece con https://',
  unknownPlaceholder:
    'El mensaje usa un dato entre llaves que no existe. Use solo los datos indicados debajo del campo.',
  invalidDate: 'Ingrese una fecha válida (dd/mm/aaaa)',
  invalidCharacter: 'El texto tiene un carácter no permitido',
  settingsSaved: 'Configuración de inscripción guardada',
} as const;
