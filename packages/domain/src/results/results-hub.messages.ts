/** Spanish texts of the results hub (public pages address the runner with voseo). */
export const resultsHubMessages = {
  eventNotFound: 'Evento no encontrado',
  riderNotFound: 'No encontramos ese dorsal en los resultados de este evento',
  diplomaNotReady: 'El diploma está disponible cuando completás la carrera',
  shareCardNotReady: 'La imagen para compartir está disponible cuando completás la carrera',
  /** A rider out of the race (DNS, DNF, DSQ) never gets one: `status` is their RESULT_STATUS_LABELS label. */
  noDiploma: (status: string) => `No hay diploma para este resultado: ${status}`,
  noShareCard: (status: string) => `No hay imagen para compartir para este resultado: ${status}`,
  /** Too many diplomas and share cards waiting to be drawn: a 503 with Retry-After. */
  filesBusy: 'Estamos preparando muchos diplomas e imágenes a la vez. Probá de nuevo en unos segundos.',
  /** A category of the podium with nobody placed, on the screen and in its spreadsheet. */
  podiumEmpty: 'Sin corredores que hayan completado la carrera',
} as const;
