import { formatIsoDateEsAr } from '@carreras/domain/dates';
import type { PasswordSheet } from '@carreras/domain/imports/import.schemas';
import {
  PASSWORD_SHEET_HEADERS as h,
  PASSWORD_SHEET_FILE_NAME,
  temporaryPasswordText,
} from '@carreras/domain/imports/temporary-passwords';
import { whatsappLink } from '@carreras/domain/places/whatsapp';
import { streamXlsx } from '../../lib/xlsx.ts';
import type { TemporaryPasswords } from '../auth/temporary-passwords.service.ts';

/** A new runner's hand-over: who, their temporary password in clear (held in memory only), and their WhatsApp. */
export interface Credential {
  dni: string;
  nombre: string;
  apellido: string;
  whatsapp: string | null;
  password: string;
}

/**
 * The sheet the organiser hands the passwords over with: one row per new runner, and the wa.me link that
 * opens a chat with the runner with the message typed, as the back-office's reminders do (whatsappLink).
 */
export async function passwordSheet(
  credentials: readonly Credential[],
  event: { nombre: string },
  lastDay: string,
): Promise<Buffer> {
  const vence = formatIsoDateEsAr(lastDay);
  const rows = credentials.map((c) => ({
    dni: c.dni,
    nombre: c.nombre,
    apellido: c.apellido,
    password: c.password,
    vence,
    whatsapp: whatsappLink(
      c.whatsapp,
      temporaryPasswordText({ nombre: c.nombre, evento: event.nombre, dni: c.dni, password: c.password, lastDay }),
    ),
  }));
  const stream = streamXlsx([
    {
      name: 'Contraseñas temporales',
      columns: [
        { header: h.dni, key: 'dni', type: 'text' },
        { header: h.nombre, key: 'nombre', width: 20 },
        { header: h.apellido, key: 'apellido', width: 20 },
        { header: h.password, key: 'password', type: 'text', width: 22 },
        { header: h.vence, key: 'vence', type: 'text' },
        { header: h.whatsapp, key: 'whatsapp', width: 60 },
      ],
      rows,
    },
  ]);
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * What an import answers about the runners it created: the hand-over sheet in base64 and the last day, or null
 * when it created nobody. The one place both imports (runners, past results) build it.
 */
export async function passwordSheetAnswer(
  created: readonly Omit<Credential, 'password'>[],
  given: TemporaryPasswords,
  event: { nombre: string },
): Promise<PasswordSheet | null> {
  if (created.length === 0) return null;
  const sheet = await passwordSheet(
    created.map((runner) => ({ ...runner, password: given.passwords.get(runner.dni) as string })),
    event,
    given.lastDay,
  );
  return { nombre: PASSWORD_SHEET_FILE_NAME, contenido: sheet.toString('base64'), venceEl: given.lastDay };
}
