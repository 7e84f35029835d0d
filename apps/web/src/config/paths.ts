/** Every client route of the app, in one place. */
export const paths = {
  home: '/',
  register: '/register',
  login: '/login',
  profile: '/profile',
  enrol: '/races/register',
  enrolDetail: (inscriptionId: number) => `/races/register?inscriptionId=${inscriptionId}`,
  results: (eventId: number) => `/results/${eventId}`,
  resultsHub: '/resultados',
  eventResults: (eventId: number) => `/resultados/${eventId}`,
  riderResult: (eventId: number, dorsal: number) => `/resultados/${eventId}/${dorsal}`,
  podium: (eventId: number) => `/resultados/${eventId}/podio`,
  finishLine: (eventId: number) => `/resultados/${eventId}/pantalla`,
  championships: '/campeonatos',
  /** A championship's standings, opened at one category when given. */
  championship: (id: number, category?: string) =>
    `/campeonatos/${id}${category ? `?categoria=${encodeURIComponent(category)}` : ''}`,
  publicInscriptos: (eventId: number) => `/eventos/${eventId}/inscriptos`,
  forgotPassword: (dni = '') => `/olvide-mi-contrasena${dni.trim() ? `?dni=${encodeURIComponent(dni.trim())}` : ''}`,
  /** Where a password-reset email's link opens (the server builds the link, apps/server/src/modules/auth/password-reset.service.ts). */
  resetPassword: '/restablecer-contrasena',
  notFound: '/404',
  admin: {
    root: '/admin',
    login: '/admin/login',
    dashboard: '/admin/dashboard',
    runners: '/admin/runners',
    runnerCreate: '/admin/runners/create',
    runner: (id: number) => `/admin/runners/${id}`,
    runnerEdit: (id: number) => `/admin/runners/${id}/edit`,
    categories: '/admin/categories',
    events: '/admin/events',
    event: (id: number) => `/admin/events/${id}`,
    eventReports: (id: number) => `/admin/events/${id}/reports`,
    eventTiming: (id: number) => `/admin/events/${id}/timing`,
    eventReminders: (id: number) => `/admin/events/${id}/reminders`,
    inscriptions: '/admin/inscriptions',
    inscriptionsForRunner: (runnerId: number) => `/admin/inscriptions?runnerId=${runnerId}`,
    /** Every event's payments reported by runners and not confirmed yet (the Panel's 'Pagos a verificar'). */
    inscriptionsToVerify: '/admin/inscriptions?event=all&pagoInformado=true',
    inscription: (id: number) => `/admin/inscriptions/${id}`,
    inscriptionsGrid: '/admin/inscriptions-grid',
    inscriptionsGridForEvent: (eventId: number) => `/admin/inscriptions-grid?event=${eventId}`,
    /** 'Importar planilla' of runners and inscriptions, into the given event or the current one. */
    importSheet: (eventId?: number) => `/admin/import${eventId === undefined ? '' : `?event=${eventId}`}`,
    checkIn: '/admin/check-in',
    /** The Caja del día: the desk's payments of a day, totals by method and volunteer (decision 015). */
    cashBox: '/admin/check-in/caja',
    reports: '/admin/reports',
    timingSetup: '/admin/timing-setup',
    timing: (eventId: number) => `/admin/timing/${eventId}`,
    /** 'En carrera': riders still out on course, for the organiser and the sweep (decision 013). */
    stillOut: (eventId: number) => `/admin/timing/${eventId}/still-out`,
    results: (eventId: number) => `/admin/results/${eventId}`,
    /** 'Importar resultados' of a past edition from a sheet. */
    resultsImport: (eventId: number) => `/admin/results/${eventId}/import`,
    accounts: '/admin/admins',
    championships: '/admin/championships',
    championship: (id: number) => `/admin/championships/${id}`,
  },
} as const;
