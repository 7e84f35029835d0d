import { sessionMessages } from '@carreras/domain/auth/session-messages';
import { Anchor, Box, Burger, Button, Container, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { Link, NavLink, Outlet, useNavigate } from 'react-router';
import { organiser } from '../../config/organiser.ts';
import { paths } from '../../config/paths.ts';
import { useRunnerSession, useSessionActions } from '../../lib/session.tsx';
import { PageLoader } from '../routes/guards.tsx';
import classes from './public-layout.module.css';

const MobileMenu = lazy(() => import('./mobile-menu.tsx'));

interface MenuLink {
  to: string;
  label: string;
}

function useMenuLinks(): { links: MenuLink[]; signedIn: boolean } {
  const session = useRunnerSession();
  const signedIn = session.status === 'authenticated';
  const links: MenuLink[] = [
    { to: paths.home, label: 'Inicio' },
    { to: paths.resultsHub, label: 'Resultados' },
  ];
  if (signedIn) {
    links.push({ to: paths.enrol, label: 'Inscripción Carrera' }, { to: paths.profile, label: 'Mi Perfil' });
  } else if (session.status === 'anonymous') {
    links.push({ to: paths.register, label: 'Registro Corredor' }, { to: paths.login, label: 'Iniciar Sesión' });
  }
  return { links, signedIn };
}

export function PublicLayout() {
  const [opened, { toggle, close }] = useDisclosure(false);
  // The menu's chunk is fetched on the first tap of the burger, then kept mounted for its closing transition.
  const [menuRequested, setMenuRequested] = useState(false);
  const { links, signedIn } = useMenuLinks();
  const { signOut } = useSessionActions();
  const navigate = useNavigate();

  const logout = async () => {
    close();
    const confirmed = await signOut('runner');
    navigate(paths.home);
    // Toasts load on demand: the public pages' first visit stays light.
    if (!confirmed)
      void import('../../lib/notify.ts').then(({ notify }) => notify.warning(sessionMessages.serverLogoutFailed));
  };

  const navItems = (onClick?: () => void) =>
    links.map((link) => (
      <NavLink key={link.to} to={link.to} end className={onClick ? classes.drawerLink : classes.link} onClick={onClick}>
        {link.label}
      </NavLink>
    ));

  return (
    <div className={classes.shell}>
      <header className={classes.header}>
        <Container size="lg" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Anchor component={Link} to={paths.home} className={classes.brand} underline="never">
              {organiser.name}
            </Anchor>
            {/* One line in the 64px header: at a 1024px tablet a signed-in runner's links and the social ones
                wrapped onto two lines cut by the header's edge, so the social links wait for a wide window and
                narrower ones use the menu. */}
            <Group gap="xs" visibleFrom="md" component="nav" aria-label="Principal">
              {navItems()}
              {signedIn && (
                <Button variant="white" onClick={logout}>
                  Cerrar Sesión
                </Button>
              )}
              <Box visibleFrom="lg">
                <SocialLinks />
              </Box>
            </Group>
            <Burger
              opened={opened}
              onClick={() => {
                setMenuRequested(true);
                toggle();
              }}
              hiddenFrom="md"
              color="white"
              aria-label={opened ? 'Cerrar menú' : 'Abrir menú'}
              aria-expanded={opened}
            />
          </Group>
        </Container>
      </header>

      {menuRequested && (
        <Suspense fallback={null}>
          <MobileMenu opened={opened} onClose={close}>
            {navItems(close)}
            {signedIn && (
              <UnstyledButton className={classes.mobileButton} onClick={logout}>
                Cerrar Sesión
              </UnstyledButton>
            )}
            <SocialLinks dark />
          </MobileMenu>
        </Suspense>
      )}

      <main className={classes.content}>
        {/* A lazy page loads inside the layout: the header paints at once instead of a blank screen. */}
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}

function SocialLinks({ dark = false }: { dark?: boolean }) {
  const className = dark ? classes.socialDark : classes.social;
  return (
    <Group gap={4}>
      <Anchor href={organiser.instagram} target="_blank" rel="noreferrer" className={className}>
        Instagram
      </Anchor>
      <Anchor href={organiser.facebook} target="_blank" rel="noreferrer" className={className}>
        Facebook
      </Anchor>
    </Group>
  );
}

function Footer() {
  const year = new Date().getFullYear();
  return (
    <Box component="footer" className={classes.footer}>
      <Container size="lg">
        <Group justify="space-between" align="flex-start" gap="xl">
          <Stack gap={4}>
            <Text fw={700}>{organiser.name}</Text>
            <Text size="sm">{organiser.tagline}</Text>
          </Stack>
          <Stack gap={4} component="nav" aria-label="Enlaces rápidos">
            <Text fw={700}>Enlaces rápidos</Text>
            <Anchor component={Link} to={paths.home} size="sm" className={classes.footerLink}>
              Inicio
            </Anchor>
            <Anchor component={Link} to={paths.register} size="sm" className={classes.footerLink}>
              Registro Corredor
            </Anchor>
            <Anchor component={Link} to={paths.enrol} size="sm" className={classes.footerLink}>
              Inscripción Carrera
            </Anchor>
          </Stack>
          <Stack gap={4}>
            <Text fw={700}>Contacto</Text>
            <Anchor href={organiser.phoneHref} size="sm" className={classes.footerLink}>
              {organiser.phone}
            </Anchor>
            <Text size="sm">{organiser.location}</Text>
          </Stack>
        </Group>
        <Text size="sm" ta="center" mt="lg">
          © {year} {organiser.name}. Todos los derechos reservados.
        </Text>
      </Container>
    </Box>
  );
}
