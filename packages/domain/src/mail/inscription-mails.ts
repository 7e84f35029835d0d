import { formatIsoDateEsAr } from '../dates.ts';
import { formatPesos, paymentText } from '../places/fees.ts';

/**
 * The emails a runner gets about an inscription (docs/decisions/017-mail-outbox.md, 'Messages that matter'), in
 * the runner area's voseo: plain text and the same lines as HTML. Pure: the server gathers the facts in the
 * transaction that causes the message and writes the result to the outbox.
 */

export const MAIL_KINDS = [
  'password-reset',
  'inscription-received',
  'payment-verified',
  'bib-assigned',
  'waiting-promoted',
  'results-published',
  'pair-invitation',
  'broadcast',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** How the back-office names each kind. */
export const MAIL_KIND_LABELS: Record<MailKind, string> = {
  'password-reset': 'Restablecer contraseña',
  'inscription-received': 'Inscripción recibida',
  'payment-verified': 'Pago confirmado',
  'bib-assigned': 'Dorsal asignado',
  'waiting-promoted': 'Lugar desde la lista de espera',
  'results-published': 'Resultados publicados',
  'pair-invitation': 'Invitación de pareja',
  broadcast: 'Mensaje a los inscriptos',
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
interface Link {
  label: string;
  url: string;
}

/** One message from its parts: a greeting, paragraphs, labelled lines, the link, the organiser's signature. */
function compose(input: {
  subject: string;
  nombre: string;
  intro: string;
  lines: readonly Line[];
  after?: readonly string[];
  /** Where to go from the message: 'Mirá tu inscripción' and the inscription's page unless told. */
  links?: readonly Link[];
  link: string;
  organizador: string;
}): MailContent {
  const links = input.links ?? [{ label: 'Mirá tu inscripción', url: input.link }];
  const after = input.after ?? [];
  const text = [
    `Hola ${input.nombre}:`,
    '',
    input.intro,
    '',
    ...input.lines.map(([label, value]) => `${label}: ${value}`),
    '',
    ...after.flatMap((paragraph) => [paragraph, '']),
    ...links.map((link) => `${link.label}: ${link.url}`),
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
    ...links.map((link) => `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`),
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

/** The amount, how to pay it (or that it is paid) and the kit pick-up. */
function paymentLines(payment: PaymentFacts): Line[] {
  const lines: Line[] = [];
  lines.push(['Monto', payment.monto === null ? 'la organización te lo confirma' : formatPesos(payment.monto)]);
  const how = paymentText(payment.pago);
  if (payment.pagado) lines.push(['Pago', 'confirmado']);
  else if (payment.monto !== 0) lines.push(['Cómo pagar', how ?? 'en el lugar, el día del evento']);
  if (payment.retiroKit) lines.push(['Retiro del kit', payment.retiroKit]);
  return lines;
}

const REPORT_PAYMENT = 'Cuando pagues, avisanos con "Ya pagué" en tu inscripción; te escribimos cuando lo confirmemos.';

/** 'Inscripción recibida': the event, the amount and how to pay it. */
export function inscriptionReceivedEmail(facts: InscriptionFacts, payment: PaymentFacts): MailContent {
  const lines = [...eventLines(facts), ...paymentLines(payment)];
  return compose({
    subject: `Recibimos tu inscripción a ${facts.evento}`,
    nombre: facts.nombre,
    intro: `Recibimos tu inscripción a ${facts.evento}, organizado por ${facts.organizador}.`,
    lines,
    after: [
      ...(payment.pagado || payment.monto === 0 ? [] : [REPORT_PAYMENT]),
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

/**
 * 'Lugar confirmado': a place freed and the runner moved from the waiting list into the event, at the price of the
 * day they joined the list. The product has no deadline to pay (docs/decisions/017-mail-outbox.md): the message
 * gives the amount, how to pay and when inscriptions close.
 */
export function waitingPromotedEmail(
  facts: InscriptionFacts,
  payment: PaymentFacts & { cierreInscripciones: string | null },
): MailContent {
  const lines = [...eventLines(facts), ...paymentLines(payment)];
  if (payment.cierreInscripciones)
    lines.push(['Cierre de inscripciones', formatIsoDateEsAr(payment.cierreInscripciones)]);
  return compose({
    subject: `¡Tenés lugar en ${facts.evento}!`,
    nombre: facts.nombre,
    intro: `Se liberó un lugar y ya tenés tu inscripción en ${facts.evento}, organizado por ${facts.organizador}: saliste de la lista de espera.`,
    lines,
    after: [
      'Te mantenemos el precio del día en que te anotaste en la lista de espera.',
      ...(payment.pagado || payment.monto === 0 ? [] : [REPORT_PAYMENT]),
    ],
    link: facts.link,
    organizador: facts.organizador,
  });
}

/** A rider's result as the 'Resultados publicados' message tells it. */
export interface ResultFacts {
  nombre: string;
  organizador: string;
  evento: string;
  /** yyyy-mm-dd */
  fecha: string;
  distancia: number;
  categoria: string;
  dorsal: number;
  status: 'COMPLETED' | 'DNF' | 'DISQUALIFIED';
  /** Place in the category and over the distance; finishers only. */
  posicion: number | null;
  posicionGeneral: number | null;
  /** 'h:mm:ss.hh'; finishers only. */
  tiempo: string | null;
  /** The rider's page (PUBLIC_URL/resultados/<event>/<bib>). */
  link: string;
  /** The diploma's PDF; finishers only. */
  diploma: string | null;
}

const STATUS_TEXT: Record<Exclude<ResultFacts['status'], 'COMPLETED'>, string> = {
  DNF: 'No finalizó (DNF)',
  DISQUALIFIED: 'Descalificado (DSQ)',
};

/** 'Resultados publicados': the rider's place and time, their page and their diploma. */
export function resultsPublishedEmail(facts: ResultFacts): MailContent {
  const lines: Line[] = [
    ['Evento', facts.evento],
    ['Fecha', formatIsoDateEsAr(facts.fecha)],
    ['Distancia', `${facts.distancia} km`],
    ['Categoría', facts.categoria],
    ['Dorsal', String(facts.dorsal)],
  ];
  if (facts.status === 'COMPLETED') {
    if (facts.posicion !== null) lines.push(['Posición en la categoría', `${facts.posicion}.º`]);
    if (facts.posicionGeneral !== null) lines.push(['Posición en la general', `${facts.posicionGeneral}.º`]);
    if (facts.tiempo) lines.push(['Tiempo', facts.tiempo]);
  } else {
    lines.push(['Resultado', STATUS_TEXT[facts.status]]);
  }
  const links: Link[] = [{ label: 'Mirá tu resultado', url: facts.link }];
  if (facts.diploma) links.push({ label: 'Descargá tu diploma', url: facts.diploma });
  return compose({
    subject: `Resultados de ${facts.evento}`,
    nombre: facts.nombre,
    intro:
      facts.status === 'COMPLETED'
        ? `¡Gracias por correr ${facts.evento}! Ya están los resultados finales.`
        : `Ya están los resultados finales de ${facts.evento}.`,
    lines,
    links,
    link: facts.link,
    organizador: facts.organizador,
  });
}

/** 'Invitación de pareja': the partner a runner named must accept before the pair counts (D13). */
export function pairInvitationEmail(facts: InscriptionFacts & { titular: string }): MailContent {
  return compose({
    subject: `${facts.titular} te invitó a correr en pareja: ${facts.evento}`,
    nombre: facts.nombre,
    intro: `${facts.titular} te anotó como su pareja en ${facts.evento}, organizado por ${facts.organizador}. Para correr juntos, entrá y aceptá la invitación (o rechazala).`,
    lines: eventLines({ ...facts, pareja: null }),
    after: ['Hasta que aceptes, no quedás inscripto.'],
    links: [{ label: 'Aceptá o rechazá la invitación', url: facts.link }],
    link: facts.link,
    organizador: facts.organizador,
  });
}

/** A message from the organiser to every inscribed runner of an event: their text, their event, their name. */
export function broadcastEmail(input: {
  nombre: string;
  organizador: string;
  evento: string;
  asunto: string;
  cuerpo: string;
  /** The event's page for the runner (their inscriptions). */
  link: string;
}): MailContent {
  const paragraphs = input.cuerpo
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  const text = [
    `Hola ${input.nombre}:`,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    `${input.evento}: ${input.link}`,
    '',
    input.organizador,
  ].join('\n');
  const html = [
    '<!doctype html><html lang="es"><body style="font-family:Arial,sans-serif;color:#1a1a1a">',
    `<p>Hola ${escapeHtml(input.nombre)}:</p>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`),
    `<p><a href="${escapeHtml(input.link)}">${escapeHtml(input.evento)}</a></p>`,
    `<p>${escapeHtml(input.organizador)}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject: input.asunto, text, html };
}
