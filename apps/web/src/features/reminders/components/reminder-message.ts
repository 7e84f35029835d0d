import { formatClockTime, formatIsoDateEsAr } from '@carreras/domain/dates';
import { formatPesos } from '@carreras/domain/places/fees';
import type { ReminderRow, Reminders } from '@carreras/domain/places/places.schemas';
import { fillTemplate, whatsappLink } from '@carreras/domain/places/whatsapp';

export type ReminderFilter = 'todos' | 'sin-pagar' | 'a-verificar' | 'sin-dorsal' | 'en-espera';

export function matches(row: ReminderRow, filter: ReminderFilter, group: string | null): boolean {
  if (group !== null && row.grupo !== group) return false;
  switch (filter) {
    case 'todos':
      return true;
    case 'sin-pagar':
      return row.waitingId === null && !row.pagoConfirmado;
    case 'a-verificar':
      return row.pagoInformado;
    case 'sin-dorsal':
      return row.waitingId === null && row.dorsal === null;
    case 'en-espera':
      return row.waitingId !== null;
  }
}

/** The event's template filled for one runner: kit pick-up, their group's start time, amount due. */
export function reminderText(reminders: Reminders, row: ReminderRow): string {
  return fillTemplate(reminders.plantilla, {
    nombre: row.nombre,
    evento: reminders.eventName,
    fecha: formatIsoDateEsAr(reminders.eventDate),
    distancia: String(row.distancia),
    categoria: row.categoria,
    dorsal: row.dorsal === null ? 'a asignar' : String(row.dorsal),
    grupo: row.grupo,
    hora: row.horaLargada === null ? null : formatClockTime(row.horaLargada).slice(0, 5),
    retiro: reminders.retiroKit,
    monto: row.pagoConfirmado ? 'pagado' : row.montoAPagar === null ? null : formatPesos(row.montoAPagar),
    espera: row.posicionEspera === null ? null : `lugar ${row.posicionEspera} en la lista de espera`,
  });
}

export const reminderLink = (reminders: Reminders, row: ReminderRow) =>
  whatsappLink(row.whatsapp, reminderText(reminders, row));
