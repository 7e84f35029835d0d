/** Spanish texts of championships: the back-office speaks with usted, the public pages with voseo. */
export const championshipMessages = {
  nameRequired: 'El nombre del campeonato es requerido',
  yearInvalid: 'Ingrese un año entre 2000 y 2100',
  eventsInvalid: 'Seleccione eventos válidos',
  eventsRepeated: 'Un evento no puede figurar dos veces en el campeonato',
  eventsTooMany: (max: number) => `Un campeonato puede tener como máximo ${max} fechas`,
  eventNotFound: 'Uno de los eventos seleccionados no existe',
  pointsInvalid: (max: number) => `Los puntos deben ser números enteros entre 0 y ${max}`,
  tableRequired: 'La tabla de puntos debe tener al menos un puesto',
  tableTooLong: (max: number) => `La tabla de puntos puede tener como máximo ${max} puestos`,
  tableNotDecreasing: 'Un puesto no puede dar más puntos que el puesto anterior',
  beyondTableTooHigh:
    'Los puntos para los puestos fuera de la tabla no pueden superar los del último puesto de la tabla',
  bestOfInvalid: 'La cantidad de resultados que cuentan debe ser un número entero mayor que cero',
  championshipNotFound: 'Campeonato no encontrado',
  runnerNotFound: 'Corredor no encontrado',
  /** Beside the standings while a date is not final. */
  provisional: 'Clasificación provisoria: hay fechas sin resultados finales',
} as const;
