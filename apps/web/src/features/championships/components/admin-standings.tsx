import { championshipMessages } from '@carreras/domain/championships/championship.messages';
import { Alert, Button, Group, Loader, Stack } from '@mantine/core';
import { useState } from 'react';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { failureMessage } from '../../../lib/failure-message.ts';
import { notify } from '../../../lib/notify.ts';
import { useAdminStandings } from '../api/get-standings.ts';
import { downloadAwards, downloadStandings } from '../api/save-championship.ts';
import { championshipAdminTexts as t } from './championship-admin-texts.ts';
import { PublicationControl } from './championships-admin.tsx';
import { ALL_CATEGORIES, StandingsView } from './standings-view.tsx';

/**
 * The back-office's standings: every category by default, so the browser's print ('Imprimir') gives the
 * awards' sheet, a category a page; and the spreadsheet and the awards' PDF the server makes.
 */
export function AdminStandings({ id }: { id: number }) {
  const standings = useAdminStandings(id);
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const [downloading, setDownloading] = useState<'xlsx' | 'pdf' | null>(null);

  const fetchFile = async (kind: 'xlsx' | 'pdf') => {
    setDownloading(kind);
    try {
      await (kind === 'xlsx' ? downloadStandings(id) : downloadAwards(id));
    } catch (error) {
      notify.error(failureMessage(error, t.exportError));
    } finally {
      setDownloading(null);
    }
  };

  if (standings.isPending) return <Loader aria-label="Cargando clasificación" />;
  if (standings.isError) {
    const missing = standings.error instanceof ApiError && standings.error.status === 404;
    return (
      <LoadFailure
        title="Error al cargar la clasificación"
        error={standings.error}
        fallback={championshipMessages.championshipNotFound}
        onRetry={missing ? undefined : () => void standings.refetch()}
      />
    );
  }
  const championship = standings.data.championship;
  return (
    <Stack gap="md">
      <Group gap="sm" className="no-print">
        <PublicationControl championship={championship} />
      </Group>
      {!championship.publicado && (
        <Alert color="yellow" className="no-print">
          {t.draftNote}
        </Alert>
      )}
      <StandingsView
        standings={standings.data}
        category={category}
        onCategoryChange={setCategory}
        allowAll
        voice="admin"
        actions={
          <Group gap="xs" className="no-print">
            <Button variant="light" loading={downloading === 'xlsx'} onClick={() => void fetchFile('xlsx')}>
              Descargar planilla
            </Button>
            <Button variant="light" loading={downloading === 'pdf'} onClick={() => void fetchFile('pdf')}>
              Descargar premiación (PDF)
            </Button>
            <Button variant="default" onClick={() => window.print()}>
              Imprimir
            </Button>
          </Group>
        }
      />
    </Stack>
  );
}
