import type { ChampionshipSummary } from '@carreras/domain/championships/championship.schemas';
import { Anchor, Badge, Button, Group, Loader, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { useEventList } from '../../../api/events.ts';
import { CrudListPanel } from '../../../components/crud-list-panel.tsx';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { failureMessage } from '../../../lib/failure-message.ts';
import { notify } from '../../../lib/notify.ts';
import { useAdminChampionships } from '../api/get-championships.ts';
import { useAdminChampionship, useDeleteChampionship, usePublishChampionship } from '../api/save-championship.ts';
import { championshipAdminTexts as t } from './championship-admin-texts.ts';
import { ChampionshipForm } from './championship-form.tsx';
import { byNewestSeason } from './championships-list.tsx';

/** The form of an existing championship, once its dates and scoring are read. */
function EditChampionship({ id, onDone }: { id: number; onDone: () => void }) {
  const championship = useAdminChampionship(id);
  const events = useEventList('admin');
  if (championship.isPending || events.isPending) return <Loader aria-label="Cargando" />;
  if (championship.isError || events.isError) {
    return (
      <LoadFailure
        title="Error al cargar los datos"
        error={championship.error ?? events.error}
        fallback="No se pudo cargar el campeonato"
        onRetry={() => void Promise.all([championship.refetch(), events.refetch()])}
      />
    );
  }
  return <ChampionshipForm championship={championship.data} events={events.data} onDone={onDone} />;
}

function NewChampionship({ onDone }: { onDone: () => void }) {
  const events = useEventList('admin');
  if (events.isPending) return <Loader aria-label="Cargando" />;
  if (events.isError) {
    return (
      <LoadFailure
        title="Error al cargar los eventos"
        error={events.error}
        fallback="No se pudieron cargar los eventos"
        onRetry={() => void events.refetch()}
      />
    );
  }
  return <ChampionshipForm championship={null} events={events.data} onDone={onDone} />;
}

/** 'Borrador' or 'Publicado', and the button that changes it. */
export function PublicationControl({ championship }: { championship: { id: number; publicado: boolean } }) {
  const publish = usePublishChampionship();
  const change = () =>
    publish.mutate(
      { id: championship.id, publicado: !championship.publicado },
      {
        onSuccess: (saved) => notify.success(saved.publicado ? t.publishedNotice : t.unpublishedNotice),
        onError: (error) => notify.error(failureMessage(error, t.publishError)),
      },
    );
  return (
    <Group gap="xs" wrap="wrap">
      {/* Dark text or the theme's dark green: Mantine's green and gray badges fail axe's contrast. */}
      <Badge color={championship.publicado ? 'monte' : 'dark'} variant={championship.publicado ? 'filled' : 'outline'}>
        {championship.publicado ? t.published : t.draft}
      </Badge>
      <Button
        size="xs"
        variant={championship.publicado ? 'default' : 'filled'}
        loading={publish.isPending}
        onClick={change}
      >
        {championship.publicado ? t.unpublish : t.publish}
      </Button>
    </Group>
  );
}

/** Gestión de Campeonatos: the list (drafts marked 'Borrador'; published from their page), or the new / edit form in its place. */
export function ChampionshipsAdmin({ standingsHref }: { standingsHref: (id: number) => string }) {
  const championships = useAdminChampionships();
  const remove = useDeleteChampionship();

  return (
    <CrudListPanel<ChampionshipSummary>
      newLabel="Nuevo Campeonato"
      editTitle="Editar Campeonato"
      rows={championships.data && byNewestSeason(championships.data)}
      loading={championships.isPending}
      loadError={championships.isError ? 'Error al cargar los datos' : null}
      emptyText={t.listEmpty}
      minWidth={320}
      wrapRowActions
      columns={[
        {
          header: 'Nombre',
          cell: (championship) => (
            <Stack gap={4} align="flex-start">
              <Anchor component={Link} to={standingsHref(championship.id)}>
                {championship.nombre}
              </Anchor>
              {!championship.publicado && (
                <Badge color="dark" variant="outline" size="sm">
                  {t.draft}
                </Badge>
              )}
            </Stack>
          ),
        },
        { header: 'Año', cell: (championship) => championship.anio },
        { header: 'Fechas', cell: (championship) => championship.dates },
      ]}
      formPlacement="page"
      form={(championship, done) =>
        championship ? <EditChampionship id={championship.id} onDone={done} /> : <NewChampionship onDone={done} />
      }
      remove={{
        run: (championship) => remove.mutateAsync(championship.id),
        pending: remove.isPending,
        title: 'Eliminar campeonato',
        question: t.deleteConfirm,
        success: t.deleted,
        failure: t.deleteError,
      }}
    />
  );
}
