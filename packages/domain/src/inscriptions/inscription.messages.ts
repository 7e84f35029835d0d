import { BIB_INVALID } from '../bib.ts';
/** Spanish texts of making and managing inscriptions, as the spec writes them. */
export const inscriptionMessages = {
  eventRequired: 'Debe seleccionar un evento',
  distanceRequired: 'Debe seleccionar una distancia',
  categoryRequired: 'Debe seleccionar una categoría',
  runnerIdRequired: 'Error: ID de corredor no disponible',
  alreadyEnrolled: 'Ya estás inscrito en este evento',
  runnerAlreadyEnrolled: 'El corredor ya está inscrito en este evento',
  inscriptionError: 'Error al procesar la inscripción. Intenta nuevamente.',
  noOpenEvents: 'No hay eventos con inscripciones abiertas en este momento',
  eventsLoadError: 'Error al cargar los eventos disponibles',
  categoriesLoadError: 'Error al cargar las categorías y distancias del evento',
  noDistances: 'Este evento no tiene distancias configuradas',
  noCategories: 'No hay categorías disponibles para esta distancia',
  detailLoadError: 'No se pudo cargar la información de la inscripción',
  notYours: 'No tenés permiso para ver esta inscripción',
  listLoadError: 'No se pudieron cargar tus inscripciones. Por favor, intentá más tarde.',
  listEmpty: 'No tenés inscripciones activas',
  eventClosed: 'Las inscripciones para este evento están cerradas',
  eventNotFound: 'Evento no encontrado',
  inscriptionNotFound: 'Inscripción no encontrada',
  runnerNotFound: 'Corredor no encontrado',
  categoryNotInEvent: 'La categoría no pertenece a este evento',
  categoryNotInDistance: 'La categoría no corresponde a la distancia seleccionada',
  distanceNotInEvent: 'La distancia no pertenece a este evento',
  categoryNotEligible: 'La categoría no corresponde a tu sexo o edad',
  onlyOwnInscription: 'Solo podés inscribirte a vos mismo/a',
  pairsNotAllowed: 'Este evento no permite inscripciones en pareja',
  // Why a partner cannot be named, told to an admin only (partnerIsSelf to anyone): a runner gets partnerNotInvitable.
  partnerNotFound: 'No existe un corredor registrado con el DNI del compañero/a',
  partnerIsSelf: 'El DNI del compañero/a no puede ser el del mismo corredor',
  partnerAlreadyEnrolled: 'Tu compañero ya está inscrito en este evento',
  // Pair consent (runner area, voseo)
  pairPending: 'Pendiente de confirmación del compañero/a',
  partnerHasPendingPair: 'Tu compañero/a ya tiene una invitación de pareja pendiente en este evento',
  /**
   * A runner naming a partner who cannot be invited, whatever the reason (not registered, enrolled or invited
   * in the event, a category that does not fit): one answer, so no runner learns anything about another's DNI.
   */
  partnerNotInvitable:
    'No se puede invitar a ese DNI a esta inscripción. Verificá el DNI con tu compañero/a: tiene que estar registrado/a, sin otra inscripción ni invitación en este evento, y la categoría tiene que corresponder a su sexo y edad.',
  partnerCheckLimit:
    'Consultaste demasiados DNI en poco tiempo. Esperá un rato para volver a consultar; igual podés inscribirte.',
  pairNotEligibleForYou: 'La categoría de esta pareja no corresponde a tu sexo o edad',
  acceptAlreadyEnrolled:
    'Ya estás inscrito en este evento, así que no podés aceptar esta pareja. Podés rechazar la invitación.',
  pairNotPending: 'Esta invitación de pareja ya no está pendiente',
  onlyInvitedPartner: 'Solo el compañero/a invitado/a puede aceptar la pareja',
  pairAccepted: 'Aceptaste la pareja. ¡Ya estás inscrito!',
  pairDeclined: 'Rechazaste la invitación de pareja',
  pairWithdrawn: 'Cancelaste la invitación: tu inscripción sigue como individual',
  pairAnswerError: 'No se pudo responder la invitación. Intentá nuevamente.',
  bibTaken: (bib: number) => `El dorsal ${bib} ya está asignado a otro corredor`,
  bibInvalid: BIB_INVALID,
  // Admin form (spec 001 section 5)
  adminRunnerRequired: 'El corredor es obligatorio',
  adminEventRequired: 'El evento es obligatorio',
  adminDistanceRequired: 'La distancia es obligatoria',
  adminDistanceInvalid: 'Seleccione una distancia válida',
  adminCategoryRequired: 'La categoría es obligatoria',
  categoryDialogRequired: 'Debes seleccionar una categoría',
  created: 'Inscripción creada correctamente',
  success: 'Inscripción Exitosa',
  paymentPending: 'Pendiente',
  paymentConfirmed: 'Confirmado',
  statusPending: 'Inscripción Registrada - Pago Pendiente',
  statusConfirmed: 'Inscripción Confirmada',
  cannotChange:
    'La distancia y la categoría no pueden modificarse. Si necesitás un cambio, contactá a los organizadores.',
} as const;
