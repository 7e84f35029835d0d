import { formatIsoDateEsAr } from '@carreras/domain/dates';
import { formatPesos } from '@carreras/domain/places/fees';
import type { PlacesInfo } from '@carreras/domain/places/places.schemas';
import { Card, Text } from '@mantine/core';
import { distanceRoom, pairAmountText, priceLine, roomTexts } from './distance-room.ts';

/**
 * Price and room of the chosen distance, in the runner's words: the price per person and a pair's, what a pair
 * owes while the partner has not answered, and, for a full distance, that its waiting list is individual.
 */
export function DistanceFacts({
  info,
  distancia,
  categoria,
  pairs,
  asPair,
}: {
  info: PlacesInfo | undefined;
  distancia: number;
  categoria: string;
  /** The event takes pairs. */
  pairs: boolean;
  /** The runner is setting up a pair. */
  asPair: boolean;
}) {
  const facts = info?.distancias.find((d) => d.distancia === distancia);
  if (!facts) return null;
  const category = info?.categorias?.find((c) => c.distancia === distancia && c.nombre === categoria);
  // No price and no limit: nothing to say, so no empty box.
  if (facts.precioActual === null && facts.libres === null && (!category || category.libres === null)) return null;
  const room = distanceRoom(info, distancia, categoria);
  const onlyWaiting = room !== null && !room.individual;
  const early =
    facts.precioAnticipado !== null && facts.precioActual === facts.precioAnticipado && info?.fechaFinAnticipado;
  return (
    <Card withBorder padding="sm" bg="gray.0" aria-label="Precio y lugares">
      {facts.precioActual !== null && (
        <Text size="sm">
          <strong>{priceLine(facts.precioActual, pairs && !onlyWaiting)}</strong>
          {early && info?.fechaFinAnticipado
            ? ` (precio anticipado hasta el ${formatIsoDateEsAr(info.fechaFinAnticipado)}; después ${facts.precio === null ? 'cambia' : `${formatPesos(facts.precio)} por persona`})`
            : ''}
        </Text>
      )}
      {facts.precioActual !== null && pairs && asPair && !onlyWaiting && (
        <Text size="sm">{pairAmountText(facts.precioActual)}</Text>
      )}
      {facts.libres !== null && (
        <Text size="sm">
          {facts.libres > 0 && facts.enEspera === 0
            ? `Quedan ${facts.libres} ${facts.libres === 1 ? 'lugar' : 'lugares'}.`
            : `Distancia completa: podés anotarte en la lista de espera${facts.enEspera > 0 ? ` (${facts.enEspera} ${facts.enEspera === 1 ? 'persona' : 'personas'} esperando)` : ''}.`}
        </Text>
      )}
      {category && category.libres !== null && (
        <Text size="sm">
          {category.libres > 0 && category.enEspera === 0
            ? `Categoría ${category.nombre}: quedan ${category.libres} ${category.libres === 1 ? 'lugar' : 'lugares'}.`
            : `La categoría ${category.nombre} está completa: podés anotarte en la lista de espera.`}
        </Text>
      )}
      {pairs && onlyWaiting && (
        <Text size="sm" fw={700} role="status">
          {roomTexts.waitingIsIndividual}
        </Text>
      )}
    </Card>
  );
}
