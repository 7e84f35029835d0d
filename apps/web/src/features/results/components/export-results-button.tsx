import { Button } from '@mantine/core';
import { useState } from 'react';
import { download } from '../../../api/call.ts';
import { resultsApi } from '../../../api/results.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';

export function ExportResultsButton({
  eventId,
  distance,
  group,
}: {
  eventId: number;
  distance: number;
  group?: number;
}) {
  const [busy, setBusy] = useState(false);
  const exportResults = async () => {
    setBusy(true);
    try {
      const today = new Date().toISOString().slice(0, 10);
      await download(resultsApi.export, `resultados_${distance}km_${today}.xlsx`, {
        params: { eventId },
        query: { distance, group, format: 'excel' },

        timeoutMs: 30_000,
      });
      notify.success('Resultados exportados correctamente');
    } catch (error) {
      notify.error(errorMessage(error, 'Error al exportar los resultados'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="md" variant="outline" onClick={exportResults} loading={busy}>
      Exportar a Excel
    </Button>
  );
}
