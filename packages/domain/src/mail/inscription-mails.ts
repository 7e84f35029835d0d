import { formatIsoDateEsAr } from '../dates.ts';
import { formatPesos, paymentText } from '../registration/fees.ts';

/**
 * The emails a runner gets about an inscription (docs/decisions/017-mail-outbox.md, 'Messages that matter'), in
 * the runner area's voseo: plain text and the same lines as HTML. Pure: the server gathers the facts in the
 * transaction that causes the message and writes the result to the outbox.
 */

export const MAIL_KINDS = ['password-reset', 'inscription-received', 'payment-verified', 'bib-assigned'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** How the back-office names each kind. */
export const MAIL_KIND_LABELS: Record<MailKind, string> = {
  'password-reset': 'Restablecer contraseña',
  'inscription-received': 'Inscripción recibida',
  'payment-verified': 'Pago confirmado',
  'bib-assigned': 'Dorsal asignado',
};

/** What every inscription email tells: whom, which event, who organises it and where to see it. */
export interface InscriptionFacts {
  nombre: string;
  organizador: string;
  evento: string;
  /** yyyy-mm-dd */
  fecha: string;
  lugar: string;
  distancia: number;
  categoria: string;
  /** The partner's name; `pendiente` while the invitation waits for their answer. */
  pareja: { nombre: string; pendiente: boolean } | null;
  /** Where the runner sees the inscription (PUBLIC_URL + the enrolment page). */
  link: string;
}

export interface PaymentFacts {
  /** What the inscription owes (amountDue); null when the event set no price. */
  monto: number | null;
  pagado: boolean;
  pago: { alias: string | null; cbu: string | null; link: string | null; efectivo: boolean; notas: string | null };
  retiroKit: string | null;
}

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

type Line = readonly [label: string, value: string];

/** One message from its parts: a greeting, paragraphs, labelled lines, the link, the organiser's signature. */
function compose(input: {
  subject: string;
  nombre: string;
  intro: string;
  lines: readonly Line[];
  after?: readonly string[];
  link: string;
  organizador: string;
}): MailContent {
  const after = input.after ?? [];
  const text = [
    `Hola ${input.nombre}:`,
    '',
    input.intro,
    '',
    ...input.lines.map(([label, value]) => `${label}: ${value}`),
    '',
    ...after.flatMap((paragraph) => [paragraph, '']),
    `Mirá tu inscripción: ${input.link}`,
    '',
    input.organizador,
  ].join('\n');
  const rows = input.lines
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:2px 12px 2px 0">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const html = [
    '<!doctype html><html lang="es"><body style="font-family:Arial,sans-serif;color:#1a1a1a">',
    `<p>Hola ${escapeHtml(input.nombre)}:</p>`,
    `<p>${escapeHtml(input.intro)}</p>`,
    `<table role="presentation">${rows}</table>`,
    ...after.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    `<p><a href="${escapeHtml(input.link)}">Mirá tu inscripción</a></p>`,
    `<p>${escapeHtml(input.organizador)}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject: input.subject, text, html };
}

function eventLines(facts: InscriptionFacts): Line[] {
  const lines: Line[] = [
    ['Evento', facts.evento],
    ['Fecha', formatIsoDateEsAr(facts.fecha)],
    ['Lugar', facts.lugar],
    ['Distancia', `${facts.distancia} km`],
    ['Categoría', facts.categoria],
  ];
  if (facts.pareja) {
    lines.push([
      'Pareja',
      facts.pareja.pendiente ? `${facts.pareja.nombre} (falta que acepte la invitación)` : facts.pareja.nombre,
    ]);
  }
  return lines;
}

/** 'Inscripción recibida': the event, the amount and how to pay it. */
export function inscriptionReceivedEmail(facts: InscriptionFacts, payment: PaymentFacts): MailContent {
  const lines = eventLines(facts);
  lines.push(['Monto', payment.monto === null ? 'la organización te lo confirma' : formatPesos(payment.monto)]);
  const how = paymentText(payment.pago);
  if (payment.pagado) lines.push(['Pago', 'confirmado']);
  else if (payment.monto !== 0) lines.push(['Cómo pagar', how ?? 'en el lugar, el día del evento']);
  if (payment.retiroKit) lines.push(['Retiro del kit', payment.retiroKit]);
  return compose({
    subject: `Recibimos tu inscripción a ${facts.evento}`,
    nombre: facts.nombre,
    intro: `Recibimos tu inscripción a ${facts.evento}, organizado por ${facts.organizador}.`,
    lines,
    after: [
      ...(payment.pagado || payment.monto === 0
        ? []
        : ['Cuando pagues, avisanos con "Ya pagué" en tu inscripción; te escribimos cuando lo confirmemos.']),
      'Te adjuntamos el evento para que lo agendes en tu calendario.',
    ],
    link: facts.link,
    organizador: facts.organizador,
  });
}

/** 'Pago confirmado': the payments now settle what the inscription owes. */
export function paymentVerifiedEmail(facts: InscriptionFacts, monto: number | null): MailContent {
  const lines = eventLines(facts);
  if (monto !== null) lines.push(['Monto', formatPesos(monto)]);
  return compose({
    subject: `Confirmamos tu pago: ${facts.evento}`,
    nombre: facts.nombre,
    intro: `Confirmamos el pago de tu inscripción a ${facts.evento}. ¡Ya estás adentro!`,
    lines,
    link: facts.link,
    organizador: facts.organizador,
  });
}

/** 'Dorsal asignado': the number the runner will wear. */
export function bibAssignedEmail(facts: InscriptionFacts, dorsal: number, retiroKit: string | null): MailContent {
  const lines: Line[] = [['Dorsal', String(dorsal)], ...eventLines(facts)];
  if (retiroKit) lines.push(['Retiro del kit', retiroKit]);
  return compose({
    subject: `Tu dorsal para ${facts.evento}: ${dorsal}`,
    nombre: facts.nombre,
    intro: `Te asignamos el dorsal ${dorsal} para ${facts.evento}.`,
    lines,
    link: facts.link,
    organizador: facts.organizador,
  });
}
