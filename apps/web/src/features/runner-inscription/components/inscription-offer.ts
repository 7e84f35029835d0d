import { type CategoryOffer, offerCategories } from '@carreras/domain/categories/category-preference';
import { ageForEvent } from '@carreras/domain/dates';
import { paysRemotely } from '@carreras/domain/places/fees';
import type { PlacesInfo } from '@carreras/domain/places/places.schemas';
import type { Category } from '@carreras/domain/races/race.schemas';
import type { Runner } from '@carreras/domain/runners/runner.schemas';

export const inscriptionTexts = {
  autoCategory: (nombre: string, others: string[]) =>
    others.length === 0
      ? `Se seleccionó automáticamente la categoría ${nombre}, la única que corresponde a tu edad y sexo en esta distancia.`
      : `Se seleccionó automáticamente la categoría ${nombre}, la que corresponde a tu edad y sexo. También podés elegir ${others.join(', ')}.`,
} as const;

/**
 * The categories of one distance that fit the runner's sex and age on the event's year (D8), their own
 * first and chosen for them, open ones such as E-BIKE after it.
 */
export function eligibleCategories(
  categories: Category[],
  distancia: number,
  runner: Pick<Runner, 'sexo' | 'fechaNacimiento'>,
  eventDate: string,
): CategoryOffer<Category> {
  const age = ageForEvent(runner.fechaNacimiento, eventDate);
  return offerCategories(
    categories.filter((c) => c.distancia === distancia),
    runner.sexo,
    age,
  );
}

/** A select's value as a number, undefined when nothing is chosen. */
export function toNumber(value: string): number | undefined {
  return value === '' ? undefined : Number(value);
}

/** How the runner pays, as the payment section and the server read the event's ways to pay; said before sending. */
export function paymentSentence(pago: PlacesInfo['pago']): string {
  if (paysRemotely(pago)) return 'Al terminar te mostramos cómo pagar.';
  return pago.efectivo
    ? 'El pago se realiza en efectivo al retirar el kit.'
    : 'El pago se realiza en persona el día del evento.';
}
