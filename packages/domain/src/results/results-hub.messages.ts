/** Spanish texts of the results hub (public pages address the runner with voseo). */
export const resultsHubMessages = {
  eventNotFound: 'Evento no encontrado',
  riderNotFound: 'No encontramos ese dorsal en los resultados de este evento',
  diplomaNotReady: 'El diploma está disponible cuando completás la carrera',
  shareCardNotReady: 'La imagen para compartir está disponible cuando completás la carrera',
} as const;
