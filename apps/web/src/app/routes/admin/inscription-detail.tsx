import { Anchor, Loader, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useInscription } from '../../../api/inscriptions.ts';
import { paths } from '../../../config/paths.ts';
import { InscriptionDetail } from '../../../features/inscriptions/components/inscription-detail.tsx';
import { notify } from '../../../lib/notify.ts';
import { routeId } from './runner-not-found.tsx';

const LOAD_ERROR = 'Error al cargar los datos de la inscripción';

export default function AdminInscriptionDetailPage() {
  const id = routeId(useParams().id);
  const navigate = useNavigate();
  useEffect(() => {
    if (id === null) {
      notify.error(LOAD_ERROR);
      navigate(paths.admin.inscriptions, { replace: true });
    }
  }, [id, navigate]);
  return id === null ? null : <DetailScreen id={id} />;
}

function DetailScreen({ id }: { id: number }) {
  const navigate = useNavigate();
  const inscription = useInscription(id, 'admin');
  const failed = inscription.isError;
  useEffect(() => {
    if (failed) {
      notify.error(LOAD_ERROR);
      navigate(paths.admin.inscriptions, { replace: true });
    }
  }, [failed, navigate]);

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={paths.admin.inscriptionsGrid}>
        ← Volver a Gestión de Eventos
      </Anchor>
      {inscription.isPending && <Loader aria-label="Cargando" />}
      {inscription.data && (
        <InscriptionDetail
          inscription={inscription.data}
          onDeleted={() => navigate(paths.admin.inscriptionsGrid, { replace: true })}
        />
      )}
    </Stack>
  );
}
