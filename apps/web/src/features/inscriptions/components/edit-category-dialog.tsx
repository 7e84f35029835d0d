import { inscriptionMessages as m } from '@carreras/domain/inscriptions/inscription.messages';
import type { Inscription } from '@carreras/domain/inscriptions/inscription.schemas';
import { Alert, Loader, Modal, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { useEventCategories } from '../../../api/events.ts';
import { FormActions } from '../../../components/form-actions.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { useChangeInscription } from '../api/change-inscription.ts';
import { categoryLabel } from './category-label.ts';

interface EditCategoryDialogProps {
  inscription: Inscription;
  onClose: () => void;
}

/** 'Editar Categoría': distance and category of the inscription's event, saved on the server (D2). */
export function EditCategoryDialog({ inscription, onClose }: EditCategoryDialogProps) {
  const choices = useEventCategories(inscription.eventId);
  const change = useChangeInscription();
  const [distance, setDistance] = useState<number>(inscription.distancia);
  const [category, setCategory] = useState<string | null>(inscription.categoria);
  const [error, setError] = useState<string | null>(null);
  const categories = (choices.data?.categories ?? []).filter((c) => c.distancia === distance);

  const save = async () => {
    if (!category) {
      setError(m.categoryDialogRequired);
      return;
    }
    setError(null);
    try {
      await change.mutateAsync({
        id: inscription.id,
        change: {
          kind: 'category',
          categoria: category,
          distancia: distance !== inscription.distancia ? distance : undefined,
        },
      });
      notify.success('Categoría actualizada correctamente');
      onClose();
    } catch (failure) {
      setError(errorMessage(failure, 'Error al actualizar la categoría'));
    }
  };

  return (
    <Modal opened onClose={onClose} title="Editar Categoría">
      <Stack>
        {choices.isPending && <Loader aria-label="Cargando" />}
        {choices.isError && (
          <Alert color="red" role="alert">
            Error al cargar las categorías disponibles
          </Alert>
        )}
        {choices.data && (
          <>
            <Select
              label="Distancia"
              data={choices.data.distances.map((d) => ({ value: String(d), label: `${d} km` }))}
              value={String(distance)}
              allowDeselect={false}
              onChange={(value) => {
                if (!value) return;
                setDistance(Number(value));
                setCategory(null);
              }}
            />
            <Select
              label="Categoría"
              data={categories.map((c) => ({
                value: c.nombre,
                label: categoryLabel(c, inscription.runner.sexo),
              }))}
              value={category}
              onChange={setCategory}
              searchable
              error={error && !change.isError ? error : undefined}
            />
          </>
        )}
        <FormActions
          error={change.isError ? error : null}
          onCancel={onClose}
          onSubmit={save}
          submitLabel="Guardar"
          pending={change.isPending}
          pendingLabel="Guardando..."
          disabled={!choices.data}
        />
      </Stack>
    </Modal>
  );
}
