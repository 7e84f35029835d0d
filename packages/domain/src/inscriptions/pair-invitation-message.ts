/**
 * What the holder of a pending pair sends their partner, from their own WhatsApp to a chat they pick (the
 * app never learns the partner's phone): where and how to accept. Addressed by first name when known.
 */
export function pairInvitationMessage(s: {
  /** The partner's short name as the check showed it ('Martina G.'); the greeting uses its first word. */
  compañero: string | null;
  evento: string;
  fecha: string;
  distancia: number;
  categoria: string;
  /** Where the partner signs in to accept (their profile, with Mis Inscripciones). */
  url: string;
}): string {
  const firstName = s.compañero?.trim().split(/\s+/)[0];
  return [
    `¡Hola${firstName ? ` ${firstName}` : ''}! Te invité a correr en pareja conmigo en ${s.evento} (${s.fecha}): ${s.distancia} km, categoría ${s.categoria}.`,
    `Para confirmar, entrá con tu DNI a Mis Inscripciones en ${s.url} y aceptá la invitación.`,
  ].join('\n');
}
