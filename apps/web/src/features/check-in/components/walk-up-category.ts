import { offerCategories } from '@carreras/domain/categories/category-preference';
import { ageForEvent, isIsoDate } from '@carreras/domain/dates';
import type { CategoryChoice } from '@carreras/domain/inscriptions/inscription.schemas';

/**
 * The categories of a distance for someone registered at the desk, their own (by age on the event's year and sex,
 * D8) first and chosen for them, the rest after it marked as not fitting; every category of the distance while sex
 * or birth date is not typed yet, none chosen.
 */
export function walkUpCategories(
  categories: readonly CategoryChoice[],
  distancia: number | null,
  person: { sexo: string; fechaNacimiento: string },
  eventDate: string,
): { options: { value: string; label: string }[]; preferred: string | null } {
  const ofDistance = categories.filter((c) => c.distancia === distancia);
  const sexo = person.sexo === 'M' || person.sexo === 'F' ? person.sexo : null;
  if (!sexo || !isIsoDate(person.fechaNacimiento)) {
    return { options: ofDistance.map((c) => ({ value: c.nombre, label: c.nombre })), preferred: null };
  }
  const offer = offerCategories(ofDistance, sexo, ageForEvent(person.fechaNacimiento, eventDate));
  const fitting = new Set(offer.categories.map((c) => c.nombre));
  return {
    options: [
      ...offer.categories.map((c) => ({ value: c.nombre, label: c.nombre })),
      ...ofDistance
        .filter((c) => !fitting.has(c.nombre))
        .map((c) => ({ value: c.nombre, label: `${c.nombre} (no corresponde por edad o sexo)` })),
    ],
    preferred: offer.preferred?.nombre ?? offer.categories[0]?.nombre ?? null,
  };
}
