import type { StartGroup } from '@carreras/domain/timing/timing.schemas';
import { Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { FormActions } from '../../../components/form-actions.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { useMarkNoShows } from '../api/mark-no-shows.ts';
import { noShowsMarkedMessage, noShowsPrompt } from '../start-correction.ts';

/**
 * 'Marcar DNS a quienes no tienen pasadas' of a started group: says how many it may mark, then how many it
 * did. Kept mounted inside the start groups' Modal.Stack, as StartCorrectionModal is.
 */
export function MarkNoShowsModal({
  eventId,
  group,
  stackId,
  onClose,
}: {
  eventId: number;
  group: StartGroup | null;
  stackId: string;
  onClose: () => void;
}) {
  return (
    <Modal stackId={stackId} opened={group !== null} onClose={onClose} title="Marcar DNS">
      {group && <MarkNoShowsConfirm key={group.id} eventId={eventId} group={group} onClose={onClose} />}
    </Modal>
  );
}

function MarkNoShowsConfirm({ eventId, group, onClose }: { eventId: number; group: StartGroup; onClose: () => void }) {
  const mark = useMarkNoShows(eventId);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    setError(null);
    try {
      const { dorsals } = await mark.mutateAsync(group.id);
      (dorsals.length === 0 ? notify.info : notify.success)(noShowsMarkedMessage(dorsals));
      onClose();
    } catch (failure) {
      setError(errorMessage(failure, 'No se pudo marcar DNS a los corredores sin pasadas'));
    }
  };

  return (
    <Stack gap="md">
      <Text>{noShowsPrompt(group)}</Text>
      <FormActions
        error={error}
        onCancel={onClose}
        onSubmit={() => void submit()}
        submitLabel="Marcar DNS"
        pending={mark.isPending}
        pendingLabel="Marcando..."
        danger
      />
    </Stack>
  );
}
