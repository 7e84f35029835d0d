import { lazy, Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { paths } from '../config/paths.ts';
import { ScrollToTop } from '../lib/scroll-to-top.tsx';
import { useSessionExpiry } from '../lib/session.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';
import { PageLoader, RequireRunner } from './routes/guards.tsx';
import NotFoundPage from './routes/not-found.tsx';

/** A signed-in page with the Mantine styles only signed-in pages use (see mantine-styles.ts), fetched together. */
const withSignedInStyles =
  <T,>(load: () => Promise<T>) =>
  () =>
    Promise.all([load(), import('./mantine-styles-signed-in.ts')]).then(([page]) => page);

// The landing is a chunk of its own (preloaded with the entry when '/' is opened, route-preloads.ts): what it shows
// of the open editions (fees, places, race day) is not downloaded by a phone opening a results link.
const LandingPage = lazy(() => import('./routes/landing.tsx'));
// The whole back-office is one chunk, downloaded only when an /admin path is opened.
const AdminArea = lazy(withSignedInStyles(() => import('./routes/admin/admin-area.tsx')));
// The login form brings the form libraries (its validation, with zod, comes on first use): a visitor reading
// the landing does not need them.
const LoginPage = lazy(() => import('./routes/login.tsx'));
const ProfilePage = lazy(withSignedInStyles(() => import('./routes/profile.tsx')));
const RegisterPage = lazy(() => import('./routes/register.tsx'));
const EnrolPage = lazy(withSignedInStyles(() => import('./routes/enrol.tsx')));
const PublicResultsPage = lazy(() => import('./routes/public-results.tsx'));
const ResultsHubPage = lazy(() => import('./routes/results-hub.tsx'));
const RiderResultPage = lazy(() => import('./routes/rider-result.tsx'));
const PodiumPage = lazy(() => import('./routes/podium.tsx'));
const FinishLinePage = lazy(() => import('./routes/finish-line.tsx'));
const PublicInscriptosPage = lazy(() => import('./routes/public-inscriptos.tsx'));
const ChampionshipsPage = lazy(() => import('./routes/championships.tsx'));
const ChampionshipStandingsPage = lazy(() => import('./routes/championship-standings.tsx'));
const ForgotPasswordPage = lazy(() => import('./routes/forgot-password.tsx'));
const ResetPasswordPage = lazy(() => import('./routes/reset-password.tsx'));

export function AppRoutes() {
  useSessionExpiry();
  return (
    <>
      <ScrollToTop />
      <Suspense fallback={<PageLoader />}>
        <Routes>
          <Route element={<PublicLayout />}>
            <Route index element={<LandingPage />} />
            <Route path={paths.login} element={<LoginPage />} />
            <Route path={paths.notFound} element={<NotFoundPage />} />
            <Route path={paths.register} element={<RegisterPage />} />
            <Route path="/results/:eventId" element={<PublicResultsPage />} />
            <Route path="/resultados/:eventId" element={<PublicResultsPage />} />
            <Route path={paths.resultsHub} element={<ResultsHubPage />} />
            <Route path={paths.championships} element={<ChampionshipsPage />} />
            <Route path="/campeonatos/:id" element={<ChampionshipStandingsPage />} />
            <Route path="/eventos/:eventId/inscriptos" element={<PublicInscriptosPage />} />
            <Route path="/olvide-mi-contrasena" element={<ForgotPasswordPage />} />
            <Route path={paths.resetPassword} element={<ResetPasswordPage />} />
            <Route path="/resultados/:eventId/podio" element={<PodiumPage />} />
            <Route path="/resultados/:eventId/:dorsal" element={<RiderResultPage />} />
            <Route
              path={paths.enrol}
              element={
                <RequireRunner>
                  <EnrolPage />
                </RequireRunner>
              }
            />
            <Route
              path={paths.profile}
              element={
                <RequireRunner>
                  <ProfilePage />
                </RequireRunner>
              }
            />
          </Route>
          <Route path="/resultados/:eventId/pantalla" element={<FinishLinePage />} />
          <Route path="/admin/*" element={<AdminArea />} />
          <Route path="*" element={<Navigate to={paths.notFound} replace />} />
        </Routes>
      </Suspense>
    </>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
