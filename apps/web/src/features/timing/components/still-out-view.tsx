import { formatKm } from '@carreras/domain/course-controls/km-text';
import { formatClockTime, formatIsoDateEsAr } from '@carreras/domain/dates';
import { isOverdue, OVERDUE_FACTOR } from '@carreras/domain/timing/riders-still-out';
import type { RiderStillOutRow } from '@carreras/domain/timing/still-out.schemas';
import { Alert, Anchor, Badge, Button, Group, Loader, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { type StillOutData, useStillOut } from '../api/get-still-out.ts';
import { useSetRiderStatus } from '../api/set-rider-status.ts';
import { useStillOutLive } from '../api/use-still-out-live.ts';
import { formatAgo, formatFromNow } from '../still-out-status.ts';
import { useNow } from '../use-now.ts';
import classes from './still-out.module.css';

/** 'Hace N min' moves on by the minute: a tick every 10 s keeps it within seconds of the truth. */
const TICK_MS = 10_000;

type Rider = RiderStillOutRow;

const laps = (rider: Rider) => `${rider.completedLaps}/${rider.totalLaps}`;

function LastPassage({ rider, now }: { rider: Rider; now: number }) {
  if (rider.lastPassageAt === null) return <span>Sin pasadas</span>;
  return (
    <>
      <span className={classes.clock}>{formatClockTime(rider.lastPassageAt)}</span>{' '}
      <span className={classes.relative}>{formatAgo(rider.lastPassageAt, now)}</span>
    </>
  );
}

function NextPassage({ rider, now }: { rider: Rider; now: number }) {
  if (rider.expectedNextAt === null) return <span>—</span>;
  return (
    <>
      <span className={classes.clock}>{formatClockTime(rider.expectedNextAt)}</span>{' '}
      <span className={classes.relative}>{formatFromNow(rider.expectedNextAt, now)}</span>
      {rider.expectedFrom === 'FIELD' && <span className={classes.relative}>según el pelotón</span>}
    </>
  );
}

/** Where the sweep last saw the rider on this lap: a control's name, its km and the clock time (decision 019). */
function LastControl({ rider, now }: { rider: Rider; now: number }) {
  const control = rider.lastControl;
  if (control === null) return <span>—</span>;
  return (
    <>
      <span>
        {control.name} (km{'\u00a0'}
        {formatKm(control.km)}){' '}
        <span className={classes.whole}>
          a las <span className={classes.clock}>{formatClockTime(control.at)}</span>
        </span>
      </span>{' '}
      <span className={classes.relative}>{formatAgo(control.at, now)}</span>
    </>
  );
}

/** 'Demorado', whole at any width: a badge's label would otherwise be cut with an ellipsis. */
function OverdueBadge() {
  return (
    <Badge
      color="red.9"
      variant="filled"
      radius="sm"
      tt="none"
      className={classes.badge}
      styles={{ label: { overflow: 'visible', textOverflow: 'clip' } }}
    >
      Demorado
    </Badge>
  );
}

interface RowProps {
  rider: Rider;
  now: number;
  onDnf: (rider: Rider) => void;
  /** Whether the list shows the last control: only when some rider of it has passed one. */
  controls: boolean;
}

function RiderRow({ rider, now, onDnf, controls }: RowProps) {
  const late = isOverdue(rider.overdueAt, now);
  return (
    <Table.Tr className={late ? classes.late : undefined}>
      <Table.Td fw={700}>{rider.dorsal}</Table.Td>
      <Table.Td>
        <span className={classes.name}>{rider.runnerName}</span>
        <span className={classes.relative}>{rider.categoryName}</span>
      </Table.Td>
      <Table.Td>{laps(rider)}</Table.Td>
      <Table.Td>
        <LastPassage rider={rider} now={now} />
      </Table.Td>
      {controls && (
        <Table.Td>
          <LastControl rider={rider} now={now} />
        </Table.Td>
      )}
      <Table.Td>
        <NextPassage rider={rider} now={now} />
      </Table.Td>
      <Table.Td>{late ? <OverdueBadge /> : '—'}</Table.Td>
      <Table.Td className={classes.noPrint}>
        <DnfButton rider={rider} onDnf={onDnf} />
      </Table.Td>
    </Table.Tr>
  );
}

function DnfButton({ rider, onDnf }: { rider: Rider; onDnf: (rider: Rider) => void }) {
  return (
    <Button
      size="compact-sm"
      variant="outline"
      color="red.9"
      aria-label={`Marcar DNF al dorsal ${rider.dorsal}`}
      onClick={() => onDnf(rider)}
    >
      DNF
    </Button>
  );
}

function RiderCard({ rider, now, onDnf, controls }: RowProps) {
  const late = isOverdue(rider.overdueAt, now);
  return (
    <li className={late ? `${classes.card} ${classes.late}` : classes.card}>
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <Text fw={800} fz="lg" lh={1.25} className={classes.who}>
          {rider.dorsal} · {rider.runnerName}
        </Text>
        <DnfButton rider={rider} onDnf={onDnf} />
      </Group>
      <Group gap="xs" wrap="wrap">
        <Text size="sm">
          {rider.categoryName} · Vueltas {laps(rider)}
        </Text>
        {late && <OverdueBadge />}
      </Group>
      <dl className={classes.facts}>
        <dt>Última pasada</dt>
        <dd>
          <LastPassage rider={rider} now={now} />
        </dd>
        {controls && (
          <>
            <dt>Último control</dt>
            <dd>
              <LastControl rider={rider} now={now} />
            </dd>
          </>
        )}
        <dt>Próxima pasada</dt>
        <dd>
          <NextPassage rider={rider} now={now} />
        </dd>
      </dl>
    </li>
  );
}

/** The confirmation of 'DNF'; once marked, a toast offers 'Deshacer'. On a failure it says so and stays open (D1). */
function DnfDialog({ eventId, rider, onClose }: { eventId: number; rider: Rider; onClose: () => void }) {
  const setStatus = useSetRiderStatus(eventId);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setError(null);
    try {
      await setStatus.mutateAsync({ dorsal: rider.dorsal, status: 'DNF' });
      notify.undoable(
        `Dorsal ${rider.dorsal} marcado como DNF`,
        async () => {
          await setStatus.mutateAsync({ dorsal: rider.dorsal, status: null });
        },
        `Dorsal ${rider.dorsal} vuelve a estar en carrera`,
      );
      onClose();
    } catch (failure) {
      setError(errorMessage(failure, 'No se pudo marcar DNF'));
    }
  };
  return (
    <Modal opened onClose={onClose} title="Marcar DNF" closeButtonProps={{ 'aria-label': 'Cerrar' }}>
      <Stack gap="sm">
        <Text fw={700}>
          ¿Marcar al dorsal {rider.dorsal} — {rider.runnerName} como DNF (no finalizó)?
        </Text>
        <Text size="sm">Sale de esta lista y de las posiciones. Sus vueltas y su penalización se conservan.</Text>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button color="red.9" loading={setStatus.isPending} onClick={() => void confirm()}>
            Sí, marcar DNF
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function GroupSection({
  group,
  now,
  onDnf,
  controls,
}: {
  group: StillOutData['groups'][number];
  now: number;
  onDnf: RowProps['onDnf'];
  controls: boolean;
}) {
  const titleId = `still-out-group-${group.id ?? 'none'}`;
  const count = group.riders.length;
  return (
    <section aria-labelledby={titleId} className={classes.group}>
      <Group gap="xs" align="baseline" wrap="wrap">
        <Title order={2} size="h3" id={titleId}>
          {group.name ?? 'Sin grupo de largada'}
        </Title>
        <Text size="sm">
          {group.startTime !== null && `Largada ${formatClockTime(group.startTime)} · `}
          {count === 1 ? '1 en carrera' : `${count} en carrera`}
        </Text>
      </Group>
      <Table className={classes.table} striped={false} verticalSpacing={6} horizontalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Dorsal</Table.Th>
            <Table.Th scope="col">Corredor y categoría</Table.Th>
            <Table.Th scope="col">Vueltas</Table.Th>
            <Table.Th scope="col">Última pasada</Table.Th>
            {controls && <Table.Th scope="col">Último control</Table.Th>}
            <Table.Th scope="col">Próxima pasada</Table.Th>
            <Table.Th scope="col">Estado</Table.Th>
            <Table.Th scope="col" className={classes.noPrint}>
              Acción
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {group.riders.map((rider) => (
            <RiderRow key={rider.id} rider={rider} now={now} onDnf={onDnf} controls={controls} />
          ))}
        </Table.Tbody>
      </Table>
      <ul className={classes.cards} aria-label={`En carrera de ${group.name ?? 'Sin grupo de largada'}`}>
        {group.riders.map((rider) => (
          <RiderCard key={rider.id} rider={rider} now={now} onDnf={onDnf} controls={controls} />
        ))}
      </ul>
    </section>
  );
}

/**
 * 'En carrera' (decision 013): every started rider with neither the finish nor a status, by start group, with
 * their last passage, the last control passed on the course (decision 019), the next one expected and a flag when
 * overdue; DNF in one tap (confirmed, with 'Deshacer').
 * Kept current by the timing changes stream; 'hace N min' reads the server's clock. Cards on a phone, a table
 * from 768 px and on paper.
 */
export function StillOutView({ eventId }: { eventId: number }) {
  const live = useStillOutLive(eventId);
  const query = useStillOut(eventId, live);
  const [dnf, setDnf] = useState<Rider | null>(null);
  const data = query.data;
  const now = useNow(TICK_MS) + (data?.clockOffset ?? 0);

  if (query.isPending) return <Loader aria-label="Cargando corredores en carrera" />;
  if (!data) {
    return (
      <LoadFailure
        title="Error al cargar los corredores en carrera"
        error={query.error}
        fallback="Error al cargar los corredores en carrera"
        onRetry={() => void query.refetch()}
      />
    );
  }
  const controls = data.groups.some((group) => group.riders.some((rider) => rider.lastControl !== null));
  const overdue = data.groups.reduce(
    (sum, group) => sum + group.riders.filter((rider) => isOverdue(rider.overdueAt, now)).length,
    0,
  );
  return (
    <Stack gap="md" className={classes.page}>
      <Group justify="space-between" className={classes.noPrint} gap="xs">
        <Anchor component={Link} to={paths.admin.timing(eventId)} fw={600}>
          ← Cronometraje
        </Anchor>
        <Button variant="light" onClick={() => window.print()}>
          Imprimir
        </Button>
      </Group>
      <div>
        <Title order={1}>En carrera</Title>
        <Text fw={600}>
          {data.event.nombre} — {formatIsoDateEsAr(data.event.fecha)}
        </Text>
        <Text size="sm" role="status">
          {data.count === 1 ? '1 corredor en carrera' : `${data.count} corredores en carrera`}
          {overdue > 0 && ` · ${overdue === 1 ? '1 demorado' : `${overdue} demorados`}`} · Actualizado a las{' '}
          {formatClockTime(data.serverTime)}
        </Text>
      </div>
      {query.isError && (
        <Alert color="orange" p="xs" className={classes.noPrint}>
          Sin conexión con el servidor: la lista puede no estar al día.
        </Alert>
      )}
      {data.count === 0 ? (
        <Alert color="monte" title="No queda nadie en carrera">
          Todos los corredores que largaron llegaron o tienen un estado (DNF, DNS o DSQ).
        </Alert>
      ) : (
        <>
          {data.groups.map((group) => (
            <GroupSection key={group.id ?? 'none'} group={group} now={now} onDnf={setDnf} controls={controls} />
          ))}
          <Text size="xs" c="dimmed">
            Próxima pasada: la última más el promedio de sus vueltas; sin vueltas, la largada más la mediana de la
            primera vuelta de su distancia. Demorado: pasaron más de {String(OVERDUE_FACTOR).replace('.', ',')} veces su
            vuelta más lenta desde su última pasada (sin vueltas, la primera vuelta más lenta de su distancia).
            {controls && ' Último control: su último paso contado en un puesto de control, en la vuelta en curso.'}
          </Text>
        </>
      )}
      {dnf && <DnfDialog key={dnf.dorsal} eventId={eventId} rider={dnf} onClose={() => setDnf(null)} />}
    </Stack>
  );
}
