/**
 * How a runner sees a partner they invite before the partner accepts: the first names and the surname's
 * initial ('Martina G.'), enough to tell they typed the right DNI, too little to learn who owns a DNI.
 */
export function partnerDisplayName(person: { nombre: string; apellido: string }): string {
  const nombre = person.nombre.trim().replace(/\s+/g, ' ');
  const initial = [...person.apellido.trim()][0];
  return initial ? `${nombre} ${initial.toLocaleUpperCase('es-AR')}.` : nombre;
}
