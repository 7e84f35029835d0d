import { paysRemotely } from '@carreras/domain/places/fees';
import { Anchor, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { placesInfoQuery } from '../../../api/places.ts';
import { paths } from '../../../config/paths.ts';
import { isOffer, placesText, priceText } from './edition-offer.ts';

/**
 * On the landing: the price of each distance, the places left while inscriptions are open (a closed event has
 * no places or waiting list to offer) and the public list when there is one.
 */
export function EventFees({ eventId, open = true }: { eventId: number; open?: boolean }) {
  const info = useQuery(placesInfoQuery(eventId));
  if (!isOffer(info.data)) return null;
  const price = priceText(info.data);
  const places = open ? placesText(info.data) : null;
  return (
    <>
      {price && (
        <Text>
          <strong>Precio:</strong> {price}
        </Text>
      )}
      {places && <Text fw={600}>{places}</Text>}
      {info.data.listaPublica && (
        <Anchor component={Link} to={paths.publicInscriptos(eventId)}>
          Ver la lista de inscriptos
        </Anchor>
      )}
    </>
  );
}

/** An open edition's price in force and places left, in a card that offers it; nothing when neither is set. */
export function EditionOffer({ eventId }: { eventId: number }) {
  const info = useQuery(placesInfoQuery(eventId));
  if (!isOffer(info.data)) return null;
  const price = priceText(info.data);
  const places = placesText(info.data);
  if (!price && !places) return null;
  return (
    <Stack gap={2}>
      {price && <Text fw={600}>Precio: {price}</Text>}
      {places && <Text>{places}</Text>}
    </Stack>
  );
}

/**
 * The how-to's payment step for the edition a runner would enrol in, as its organiser set it; the in-person
 * sentence until the settings load or when none is set.
 */
export function PaymentStep({ eventId }: { eventId: number | null }) {
  const info = useQuery({ ...placesInfoQuery(eventId ?? 0), enabled: eventId !== null });
  const pago = isOffer(info.data) ? info.data.pago : undefined;
  const how =
    pago && paysRemotely(pago)
      ? 'Al inscribirte te mostramos cómo pagar.'
      : pago?.efectivo
        ? 'El pago se realiza en efectivo al retirar el kit.'
        : 'El pago se realiza en persona el día del evento.';
  return <>{how} Presentá tu DNI para retirar el kit.</>;
}
