import { whatsappDigits } from '../runners/phone-number.ts';

/**
 * Digits only, as wa.me wants them: a number typed the Argentine way ('0381 15-444-5566', as organisers'
 * numbers and runners' stored before normalisation may be) becomes '5493814445566'; anything else keeps its digits.
 */
export function normalizePhone(phone: string): string {
  return whatsappDigits(phone) ?? phone.replace(/\D/g, '');
}

/** A click-to-chat link (no paid API): opens WhatsApp with `text` typed, to `phone` or, without one, to choose a chat. */
export function whatsappLink(phone: string | null, text: string): string {
  const to = phone ? normalizePhone(phone) : '';
  return `https://wa.me/${to}?text=${encodeURIComponent(text)}`;
}

const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * Fills {placeholders} from `values`. A line, or a sentence of a line (up to '.', '!' or '?'), that names a
 * placeholder with no value is left out whole: hundreds of runners would otherwise read "Largás en - a las -".
 */
export function fillTemplate(template: string, values: Record<string, string | null | undefined>): string {
  const filled = (key: string) => {
    const value = values[key];
    return value === undefined || value === null || value === '' ? null : value;
  };
  const complete = (piece: string) => [...piece.matchAll(PLACEHOLDER)].every((match) => filled(match[1]!) !== null);
  const lines: string[] = [];
  for (const line of template.split('\n')) {
    // Each sentence after the first keeps the space before it, so joining them restores the line.
    const sentences = line.split(/(?<=[.!?])(?=\s)/);
    const kept = sentences.filter(complete).join('').trimStart();
    if (kept.trim() !== '' || line.trim() === '') lines.push(kept);
  }
  return lines.join('\n').replace(PLACEHOLDER, (_, key: string) => filled(key) ?? '');
}

/** The reminder the organiser sends when an event sets no template of its own: one fact a line. */
export const DEFAULT_REMINDER_TEMPLATE = [
  'Hola {nombre}, te escribimos por {evento} ({fecha}).',
  'Distancia: {distancia} km, categoría {categoria}.',
  'Dorsal: {dorsal}.',
  'Largás en {grupo} a las {hora}.',
  'Retiro de kit: {retiro}.',
  'Monto a pagar: {monto}.',
].join('\n');

export const PLACEHOLDERS = [
  'nombre',
  'evento',
  'fecha',
  'distancia',
  'categoria',
  'dorsal',
  'grupo',
  'hora',
  'retiro',
  'monto',
  'espera',
] as const;

/** The summary a runner sends themselves (or the organiser) after enrolling. */
export function inscriptionSummary(s: {
  nombre: string;
  evento: string;
  fecha: string;
  distancia: number;
  categoria: string;
  monto: string | null;
  comoPagar: string | null;
}): string {
  const lines = [
    `Hola, soy ${s.nombre}. Me inscribí en ${s.evento} (${s.fecha}).`,
    `Distancia: ${s.distancia} km - Categoría: ${s.categoria}.`,
  ];
  if (s.monto) lines.push(`Monto a pagar: ${s.monto}.`);
  if (s.comoPagar) lines.push(`Cómo pagar: ${s.comoPagar}.`);
  return lines.join('\n');
}

/** The chat a runner opens from the login when they forgot their password (the admin resets it, D14). */
export function forgotPasswordText(dni: string): string {
  return `Hola, olvidé mi contraseña de inscripciones. Mi DNI es ${dni || '(escribí tu DNI)'}. ¿Me la pueden restablecer?`;
}
