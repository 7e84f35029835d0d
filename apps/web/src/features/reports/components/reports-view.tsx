import { reportMessages } from '@carreras/domain/reports/report.schemas';
import { Alert, Card, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useCategoryReport, useDistanceReport } from '../api/get-reports.ts';
import { ConfirmationChart } from './confirmation-chart.tsx';
import { ExportPanel } from './export-panel.tsx';
import { PlacesReport } from './places-report.tsx';
import { CategoryReportTable, DistanceReportTable } from './report-tables.tsx';

/** Statistics by distance and by category (tables and bars, side by side only on wide screens so no table scrolls on a tablet), and the exports; for one event or all. */
export function ReportsView({ eventId }: { eventId: number | undefined }) {
  const byDistance = useDistanceReport(eventId);
  const byCategory = useCategoryReport(eventId);
  const failed = byDistance.isError || byCategory.isError;

  return (
    <Stack gap="lg">
      {failed && (
        <Alert color="red" role="alert">
          {reportMessages.loadError}
        </Alert>
      )}
      {eventId !== undefined && <PlacesReport eventId={eventId} />}
      <Card withBorder padding="lg">
        <Stack gap="md">
          <Title order={2} size="h3">
            Por distancia
          </Title>
          {byDistance.isPending && <Loader aria-label="Cargando" />}
          {byDistance.data?.length === 0 && <Text>No hay inscripciones.</Text>}
          {byDistance.data && byDistance.data.length > 0 && (
            <SimpleGrid cols={{ base: 1, xl: 2 }}>
              <DistanceReportTable rows={byDistance.data} />
              <ConfirmationChart
                title="Inscripciones por distancia"
                rows={byDistance.data.map((row) => ({ ...row, label: `${row.distancia} km` }))}
              />
            </SimpleGrid>
          )}
        </Stack>
      </Card>
      <Card withBorder padding="lg">
        <Stack gap="md">
          <Title order={2} size="h3">
            Por categoría
          </Title>
          {byCategory.isPending && <Loader aria-label="Cargando" />}
          {byCategory.data?.length === 0 && <Text>No hay inscripciones.</Text>}
          {byCategory.data && byCategory.data.length > 0 && (
            <SimpleGrid cols={{ base: 1, xl: 2 }}>
              <CategoryReportTable rows={byCategory.data} />
              <ConfirmationChart
                title="Inscripciones por categoría"
                rows={byCategory.data.map((row) => ({ ...row, label: `${row.categoria} (${row.distancia} km)` }))}
              />
            </SimpleGrid>
          )}
        </Stack>
      </Card>
      <ExportPanel eventId={eventId} />
    </Stack>
  );
}
