import { formatIsoDateEsAr } from '@carreras/domain/dates';
import { Alert, Anchor, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useCurrentEvent } from '../../../api/events.ts';
import { paths } from '../../../config/paths.ts';
import { useDashboardStats } from '../../../features/dashboard/api/get-dashboard-stats.ts';
import { MorningPanel } from '../../../features/dashboard/components/morning-panel.tsx';
import { useAdminSession } from '../../../lib/session.tsx';

const SHORTCUTS = [
  { to: paths.admin.runners, title: 'Corredores', text: 'Ver, buscar y registrar corredores' },
  { to: paths.admin.inscriptions, title: 'Inscripciones', text: 'Pagos, asistencia y dorsales' },
  { to: paths.admin.inscriptionsGrid, title: 'Gestión de Eventos', text: 'Inscripciones por evento y exportaciones' },
  { to: paths.admin.categories, title: 'Categorías', text: 'Carreras, modalidades y categorías' },
  { to: paths.admin.events, title: 'Eventos', text: 'Fechas, ventanas de inscripción y categorías' },
  { to: paths.admin.checkIn, title: 'Acreditación', text: 'Entrega de kits: pago, dorsal y presente' },
  { to: paths.admin.timingSetup, title: 'Cronometraje', text: 'Configurar vueltas y tomar tiempos' },
  { to: paths.admin.reports, title: 'Reportes', text: 'Estadísticas y exportaciones' },
];

export default function AdminDashboardPage() {
  const stats = useDashboardStats();
  const current = useCurrentEvent();
  const session = useAdminSession();
  const isSuperAdmin = session.status === 'authenticated' && session.user.role === 'super_admin';

  return (
    <Stack gap="lg">
      <Title order={1}>Panel</Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Card withBorder padding="lg">
          <Text fw={600}>Total de corredores</Text>
          {stats.isPending && <Loader size="sm" aria-label="Cargando" />}
          {stats.isError && (
            <Alert color="red" role="alert">
              Error al cargar estadísticas
            </Alert>
          )}
          {stats.data && (
            <Text fz={40} fw={800} c="monte.9">
              {stats.data.totalRunners}
            </Text>
          )}
        </Card>
        <Card withBorder padding="lg">
          <Text fw={600}>Evento actual</Text>
          {current.isPending && <Loader size="sm" aria-label="Cargando" />}
          {current.isError && (
            <Alert color="red" role="alert">
              Error al cargar eventos
            </Alert>
          )}
          {current.data === null && <Text>No hay eventos activos.</Text>}
          {current.data && (
            <Stack gap={4}>
              <Anchor component={Link} to={paths.admin.event(current.data.id)} fw={700} fz="lg">
                {current.data.nombre}
              </Anchor>
              <Text>
                {formatIsoDateEsAr(current.data.fecha)} · {current.data.lugar}
              </Text>
              <Group gap="md">
                <Anchor component={Link} to={paths.admin.timing(current.data.id)}>
                  Cronometraje
                </Anchor>
                <Anchor component={Link} to={paths.admin.results(current.data.id)}>
                  Resultados
                </Anchor>
                <Anchor component={Link} to={paths.admin.stillOut(current.data.id)}>
                  En carrera
                </Anchor>
              </Group>
            </Stack>
          )}
        </Card>
      </SimpleGrid>
      {stats.data && <MorningPanel stats={stats.data} />}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {SHORTCUTS.map((item) => (
          <Card key={item.to} withBorder padding="lg" component={Link} to={item.to}>
            <Text fw={700} c="monte.9">
              {item.title}
            </Text>
            <Text size="sm">{item.text}</Text>
          </Card>
        ))}
        {isSuperAdmin && (
          <Card withBorder padding="lg" component={Link} to={paths.admin.accounts}>
            <Text fw={700} c="monte.9">
              Administradores
            </Text>
            <Text size="sm">Crear, desactivar y restablecer contraseñas de administradores</Text>
          </Card>
        )}
      </SimpleGrid>
    </Stack>
  );
}
