import { type ReportKind, reportMessages } from '@carreras/domain/reports/report.schemas';
import { Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { failureMessage } from '../../../lib/failure-message.ts';
import { notify } from '../../../lib/notify.ts';
import { exportFileName, useExportReport } from '../api/export-report.ts';

interface ExportOption {
  kind: ReportKind;
  label: string;
  /** How the error message names it ('Error al exportar {title}'); the two reports use the generic one. */
  title: string | null;
  needsEvent: boolean;
}

const REPORTS: ExportOption[] = [
  { kind: 'distancia', label: 'Reporte por distancia', title: null, needsEvent: false },
  { kind: 'categoria', label: 'Reporte por categoría', title: null, needsEvent: false },
];

const LISTS: ExportOption[] = [
  { kind: 'corredores', label: 'Lista de corredores', title: 'la lista de corredores', needsEvent: false },
  { kind: 'inscripciones', label: 'Lista de inscripciones', title: 'la lista de inscripciones', needsEvent: false },
  { kind: 'dorsales', label: 'Lista de dorsales', title: 'la lista de dorsales', needsEvent: false },
  { kind: 'resultados', label: 'Resultados', title: 'los resultados', needsEvent: true },
  { kind: 'tiempos', label: 'Tiempos por vuelta', title: 'los tiempos por vuelta', needsEvent: true },
];

/** Spreadsheet exports (.xlsx) of the reports and lists, for one event or every event. */
export function ExportPanel({ eventId }: { eventId: number | undefined }) {
  const exporter = useExportReport(eventId);
  const running = exporter.isPending ? exporter.variables : null;

  const run = async (option: ExportOption) => {
    try {
      const fileName = await exporter.mutateAsync(option.kind);
      notify.success(`Archivo descargado: ${fileName}`);
    } catch (error) {
      const text = option.title ? reportMessages.exportErrorOf(option.title) : reportMessages.exportError;
      notify.error(failureMessage(error, text));
    }
  };

  const buttons = (options: ExportOption[]) =>
    options.map((option) => (
      <Button
        key={option.kind}
        variant="light"
        onClick={() => run(option)}
        disabled={running !== null || (option.needsEvent && eventId === undefined)}
        loading={running === option.kind}
      >
        {option.label}
      </Button>
    ));

  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Title order={2} size="h3">
          Exportar a Excel
        </Title>
        <Text size="sm" fw={600}>
          Reportes
        </Text>
        <Group gap="xs">{buttons(REPORTS)}</Group>
        <Text size="sm" fw={600}>
          Listados
        </Text>
        <Group gap="xs">{buttons(LISTS)}</Group>
        {eventId === undefined && (
          <Text size="sm">Elija un evento para exportar sus resultados y tiempos por vuelta.</Text>
        )}
        {running && (
          <Stack gap={4} role="status">
            <Text size="sm">Generando {exportFileName(running)}...</Text>
            <Progress value={100} animated striped aria-label="Exportación en curso" />
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
