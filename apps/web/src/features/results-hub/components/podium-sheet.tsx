import { formatIsoDateEsAr } from '@carreras/domain/dates';
import { PODIUM_SIZE_MAX } from '@carreras/domain/results/results-hub.limits';
import { resultsHubMessages as m } from '@carreras/domain/results/results-hub.messages';
import { Alert, Button, Group, Loader, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { downloadPodium, usePodium } from '../api/get-podium.ts';
import { formatTime, ordinal } from './hub-format.ts';
import './print.css';
import classes from './podium-sheet.module.css';

/**
 * The podium for the ceremony: the first places (3 by default, up to 5) of every category of each
 * distance, in the default-by-age order; one distance per printed page. Organisers (an admin session)
 * also get it as a spreadsheet.
 */
export function PodiumSheet({ eventId, canExport }: { eventId: number; canExport: boolean }) {
  const [size, setSize] = useState(3);
  const [exportError, setExportError] = useState<string | null>(null);
  const podium = usePodium(eventId, size);
  if (podium.isPending) return <Loader aria-label="Cargando podio" />;
  if (podium.isError) {
    return (
      <LoadFailure
        title="Error al cargar el podio"
        error={podium.error}
        fallback="No se pudo cargar el podio"
        onRetry={() => void podium.refetch()}
      />
    );
  }
  const data = podium.data;
  const exportXlsx = async () => {
    setExportError(null);
    try {
      await downloadPodium(eventId, size);
    } catch (error) {
      setExportError(errorMessage(error, 'No se pudo descargar el podio'));
    }
  };
  return (
    <Stack gap="md">
      <title>{`Podio · ${data.eventName}`}</title>
      <Stack gap={2}>
        <Title order={1}>Podio por categoría</Title>
        <Text fw={600}>{data.eventName}</Text>
        <Text c="dimmed">
          {formatIsoDateEsAr(data.eventDate)} · {data.eventPlace}
        </Text>
        {!data.finished && (
          <Text c="red.9" fw={600} role="status">
            La carrera sigue en curso: el podio puede cambiar.
          </Text>
        )}
      </Stack>
      <Group gap="sm" align="flex-end" className="no-print">
        <NativeSelect
          label="Puestos por categoría"
          value={String(size)}
          onChange={(event) => setSize(Number(event.currentTarget.value))}
          data={Array.from({ length: PODIUM_SIZE_MAX }, (_, index) => String(index + 1)).slice(2)}
        />
        <Button onClick={() => window.print()}>Imprimir</Button>
        {canExport && (
          <Button variant="light" onClick={() => void exportXlsx()}>
            Descargar Excel
          </Button>
        )}
      </Group>
      {exportError && (
        <Alert color="red" role="alert">
          {exportError}
        </Alert>
      )}
      {data.distances.map((distance) => (
        <section key={distance.distance} className={classes.distance} aria-label={`Podio ${distance.distance} KM`}>
          <Title order={2} size="h3" mb="xs">
            {distance.distance} KM
          </Title>
          <div className={classes.categories}>
            {distance.categories.map((category) => (
              <div key={category.name} className={classes.category}>
                <Title order={3} size="h5" className={classes.categoryName}>
                  {category.name}
                </Title>
                {category.podium.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    {m.podiumEmpty}.
                  </Text>
                ) : (
                  <ol className={classes.places} aria-label={`Podio de ${category.name}`}>
                    {category.podium.map((rider) => (
                      <li key={rider.dorsal} className={classes.place}>
                        <span className={classes.position}>{ordinal(rider.position)}</span>
                        <span className={classes.rider}>
                          {rider.runnerName} <span className={classes.bib}>#{rider.dorsal}</span>
                        </span>
                        <span className={classes.time}>{formatTime(rider.finalTime)}</span>
                      </li>
                    ))}
                  </ol>
                )}
              </div>
            ))}
          </div>
        </section>
      ))}
    </Stack>
  );
}
