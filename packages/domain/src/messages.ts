import { CLUB_MAX_LENGTH } from './limits.ts';

/** Every Spanish text the server sends and the client shows for errors, letter for letter as in the spec. */
export const messages = {
  validation: 'Error de validación',
  /** A text carrying the NUL character (\0), which no database column can hold. */
  nulCharacter: 'Contiene un carácter no permitido',
  /** A name (event, place, race, modality, category) carrying a control character: a tab, a line break, … */
  controlCharacter: 'Contiene un carácter no permitido (tabulación, salto de línea u otro carácter invisible)',
  invalidJson: 'El cuerpo de la solicitud no es un JSON válido',
  bodyTooLarge: 'El cuerpo de la solicitud es demasiado grande',
  unsupportedMediaType: 'Tipo de contenido no soportado',
  notFound: 'Recurso no encontrado',
  routeNotFound: 'Ruta no encontrada',
  internal: 'Error interno del servidor',
  unauthenticated: 'No autorizado. Por favor, inicie sesión nuevamente.',
  forbidden: 'Esta cuenta no tiene permiso para realizar esta acción',
  /** The database could not answer (restarting, unreachable): nothing was stored, the request can be sent again. */
  databaseUnavailable: 'El servicio no está disponible en este momento. Se puede volver a intentar en unos segundos.',
  tooManyRequests: 'Demasiadas solicitudes. Se puede volver a intentar en unos minutos.',
  tooManyFailedLogins: 'Demasiados intentos fallidos. Se puede volver a intentar en 15 minutos.',
  tooManyRegistrations: 'Demasiados registros desde esta conexión. Intentá nuevamente en unos minutos.',
  tooManyPasswordChanges: 'Demasiados intentos de cambio de contraseña. Se puede volver a intentar en 15 minutos.',
  liveResultStreamsFull:
    'El servidor alcanzó el máximo de conexiones de resultados en vivo. Los resultados se actualizan cada pocos segundos.',

  dniFormat: 'El DNI debe tener 7 u 8 dígitos',
  loginDniFormat: 'El DNI debe tener entre 7 y 8 dígitos',
  dniRequired: 'El DNI es obligatorio',
  dniInvalid: 'DNI inválido',
  dniTaken: 'Ya existe un corredor registrado con este DNI',
  nombreRequired: 'El nombre es obligatorio',
  apellidoRequired: 'El apellido es obligatorio',
  nameLength: 'Debe tener entre 2 y 50 caracteres',
  nameChars: 'Solo se permiten letras y espacios',
  sexoRequired: 'El sexo es obligatorio',
  sexoInvalid: 'El sexo debe ser M (masculino) o F (femenino)',
  birthDateRequired: 'La fecha de nacimiento es obligatoria',
  birthDateFuture: 'La fecha no puede ser futura',
  birthDateTooOld: 'La fecha no puede ser anterior al 01/01/1930',
  dateInvalid: 'Fecha inválida',
  /** A date typed in a date field that is not a whole real date (31/02/2000, 5/3/90): the runner's forms. */
  dateTypedInvalid: 'Ingresá una fecha válida con día, mes y año: dd/mm/aaaa',
  /** The same, in the back office. */
  adminDateTypedInvalid: 'Ingrese una fecha válida con día, mes y año: dd/mm/aaaa',
  emailRequired: 'El email es obligatorio',
  emailInvalid: 'Email inválido',
  whatsappRequired: 'El WhatsApp es obligatorio',
  telefonoRequired: 'El teléfono es obligatorio',
  phoneChars: 'Solo se permiten números, +, -, puntos, espacios y paréntesis',
  /** A phone that cannot be made a number WhatsApp dials (no area code, a digit missing…): the runner's form. */
  phoneFormat:
    'Ingresá el número con código de área, sin 0 ni 15: 381 4445566. Si no es de Argentina, empezá con + y el código del país.',
  /** The same, in the back office. */
  adminPhoneFormat:
    'Ingrese el número con código de área, sin 0 ni 15: 381 4445566. Si no es de Argentina, comience con + y el código del país.',
  /** An emergency phone that cannot be read as one: the runner's form. A landline is welcome here. */
  emergencyPhoneFormat:
    'Ingresá el número con código de área: (0381) 444-5566 si es fijo, 381 15 444-5566 si es celular. Si no es de Argentina, empezá con + y el código del país.',
  /** The same, in the back office. */
  adminEmergencyPhoneFormat:
    'Ingrese el número con código de área: (0381) 444-5566 si es fijo, 381 15 444-5566 si es celular. Si no es de Argentina, comience con + y el código del país.',
  paisRequired: 'El país es obligatorio',
  provinciaRequired: 'La provincia es obligatoria',
  placeLength: 'Debe tener al menos 2 caracteres',
  bloodGroupRequired: 'El grupo sanguíneo es obligatorio',
  textTooLong: 'El texto es demasiado largo',
  clubLength: `El club puede tener hasta ${CLUB_MAX_LENGTH} caracteres`,
  passwordRequired: 'La contraseña es obligatoria',
  passwordMin: 'La contraseña debe tener al menos 6 caracteres',
  passwordMismatch: 'Las contraseñas no coinciden',
  newPasswordMin: 'La nueva contraseña debe tener al menos 6 caracteres',
  currentPasswordRequired: 'La contraseña actual es obligatoria',
  currentPasswordWrong: 'La contraseña actual es incorrecta',
  userTypeInvalid: 'Tipo de usuario inválido',

  loginFailed: 'Error al iniciar sesión. Verifica tus credenciales.',
  loginUnexpected: 'Error al iniciar sesión. Intenta nuevamente.',
  invalidCredentials: 'DNI o contraseña incorrectos',
  wrongUserType: 'Tipo de usuario incorrecto',
  noConnection: 'No se pudo conectar con el servidor. Verifica tu conexión.',
  adminInactive: 'La cuenta de administrador está desactivada',
  loggedOut: 'Sesión cerrada correctamente',
  unknownError: 'Error desconocido',

  passwordChangeLimit: 'Has alcanzado el límite de cambios de contraseña (2)',
  passwordChangeError: 'Error al cambiar la contraseña',
  passwordChanged: 'Contraseña actualizada correctamente',
} as const;
