import { formatIsoDateEsAr } from '@carreras/domain/dates';
import { formatPesos } from '@carreras/domain/registration/fees';
import { Anchor, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { registrationInfoQuery } from '../../../api/registration.ts';
import { paths } from '../../../config/paths.ts';

/** On the landing: the price of each distance, the places left and the public list when there is one. */
export function EventFees({ eventId }: { eventId: number }) {
  const info = useQuery(registrationInfoQuery(eventId));
  // Anything but the expected answer (an older server, a proxy page) shows nothing rather than breaking the landing.
  if (!info.data || !Array.isArray(info.data.distancias)) return null;
  const priced = info.data.distancias.filter((d) => d.precioActual !== null);
  const early = info.data.fechaFinAnticipado;
  const full = info.data.distancias.filter((d) => d.libres === 0);
  return (
    <>
      {priced.length > 0 && (
        <Text>
          <strong>Precio:</strong>{' '}
          {priced
            .map((d) => {
              const isEarly = d.precioAnticipado !== null && d.precioActual === d.precioAnticipado && early;
              return `${d.distancia} km ${formatPesos(d.precioActual ?? 0)}${isEarly ? ` (anticipado hasta el ${formatIsoDateEsAr(early)})` : ''}`;
            })
            .join(' · ')}
        </Text>
      )}
      {full.length > 0 && (
        <Text>
          <strong>Cupo completo:</strong> {full.map((d) => `${d.distancia} km`).join(', ')} (podés anotarte en la lista
          de espera)
        </Text>
      )}
      {info.data.listaPublica && (
        <Anchor component={Link} to={paths.publicInscriptos(eventId)}>
          Ver la lista de inscriptos
        </Anchor>
      )}
    </>
  );
}
