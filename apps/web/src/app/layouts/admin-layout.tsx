// Only the back-office uses these components; the rest of Mantine's styles come with the app (app/mantine-styles.ts).
import '@mantine/core/styles/Accordion.css';
import '@mantine/core/styles/AppShell.css';
import '@mantine/core/styles/NavLink.css';
import { sessionMessages } from '@carreras/domain/auth/sessions';
import { messages } from '@carreras/domain/messages';
import {
  AppShell,
  Badge,
  Box,
  Burger,
  Group,
  NavLink as MantineNavLink,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { LogoutAllSessionsButton } from '../../features/auth/components/logout-all-sessions.tsx';
import { notify } from '../../lib/notify.ts';
import { useAdminSession, useSessionActions } from '../../lib/session.tsx';
import classes from './admin-layout.module.css';

const MENU = [
  { to: paths.admin.dashboard, label: 'Panel' },
  { to: paths.admin.runners, label: 'Corredores' },
  { to: paths.admin.categories, label: 'Categorías' },
  { to: paths.admin.events, label: 'Eventos' },
  { to: paths.admin.championships, label: 'Campeonatos' },
  // Beyond the spec's four: what an organiser opens every day, one click away instead of through the dashboard.
  { to: paths.admin.inscriptions, label: 'Inscripciones' },
  { to: paths.admin.checkIn, label: 'Acreditación' },
  { to: paths.admin.timingSetup, label: 'Cronometraje' },
  { to: paths.admin.reports, label: 'Reportes' },
];

/** Side menu (a drawer on phones) with the admin's name and role, and the page on the right. */
export function AdminLayout() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const session = useAdminSession();
  const { signOut } = useSessionActions();
  const navigate = useNavigate();
  const admin = session.status === 'authenticated' ? session.user : null;

  const logout = async () => {
    const confirmed = await signOut('admin');
    navigate(paths.admin.login, { replace: true });
    if (confirmed) notify.success(messages.loggedOut);
    else notify.warning(sessionMessages.serverLogoutFailed);
  };

  return (
    <AppShell
      header={{ height: 56 }}
      // A narrower menu on a 1024 px tablet leaves the tables their decision columns.
      navbar={{ width: { sm: 200, lg: 240 }, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header className={classes.header}>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              color="white"
              aria-label={opened ? 'Cerrar menú' : 'Abrir menú'}
            />
            {/* On a phone the organiser and role need the room: the area's name shows from the tablet up. */}
            <Text fw={800} c="white" visibleFrom="sm">
              Administración
            </Text>
          </Group>
          <Group gap="xs" wrap="nowrap" className={classes.who}>
            <Text c="white" fw={600} className={classes.name}>
              {admin?.nombre || 'Administrador'}
            </Text>
            <Badge color="white" variant="white" c="monte.9" className={classes.role}>
              {admin?.role === 'super_admin' ? 'Super Admin' : 'Admin'}
            </Badge>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" aria-label="Menú de administración">
        <Stack gap={4} component="nav">
          {MENU.map((item) => (
            <MantineNavLink
              key={item.to}
              component={NavLink}
              to={item.to}
              label={item.label}
              onClick={close}
              className={classes.link}
            />
          ))}
          <UnstyledButton className={classes.logout} onClick={logout}>
            Cerrar Sesión
          </UnstyledButton>
          <LogoutAllSessionsButton className={classes.logout} />
        </Stack>
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}

/**
 * Race-day screens (the timing screen) take the whole window: no menu beside them and no header above, so
 * the clock, the bib field and the records fit the first screen of a phone or a tablet. The screen gives
 * its own way back to the back-office.
 */
export function FullScreenAdminLayout() {
  return (
    <Box component="main" p={{ base: 'xs', sm: 'sm' }}>
      <Outlet />
    </Box>
  );
}
