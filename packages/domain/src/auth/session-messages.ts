import { messages } from '../messages.ts';

// Kept apart from the schemas in sessions.ts: the public layout shows these texts, and importing a module that
// builds zod schemas would put the whole of zod in every public page's first download.

/** Texts of sign-out, login delays and temporary passwords (runner texts in voseo, back-office in usted). */
export const sessionMessages = {
  loggedOut: messages.loggedOut,
  allSessionsClosed: 'Se cerraron todas las sesiones',
  passwordChangeRequired: 'Tenés que cambiar tu contraseña temporal antes de continuar.',
  loginFailuresCleared: 'Intentos fallidos borrados',
  logoutAllError: 'No se pudieron cerrar las sesiones. Intentá nuevamente.',
  adminLogoutAllError: 'No se pudieron cerrar las sesiones. Intente nuevamente.',
  serverLogoutFailed: 'Se cerró la sesión en este dispositivo, pero no se pudo avisar al servidor.',
} as const;

/** 'Demasiados intentos. Esperá N segundos.' for runners, 'Espere' on the admin login. */
export function loginDelayedMessage(seconds: number, voice: 'runner' | 'admin'): string {
  const verb = voice === 'runner' ? 'Esperá' : 'Espere';
  return `Demasiados intentos. ${verb} ${seconds} ${seconds === 1 ? 'segundo' : 'segundos'}.`;
}
