import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { AdminLayout, FullScreenAdminLayout } from '../../layouts/admin-layout.tsx';
import { RequireAdmin } from '../guards.tsx';
import AdminAccountsPage from './admin-accounts.tsx';
import AdminCashBoxPage from './cash-box.tsx';
import AdminCategoriesPage from './categories.tsx';
import AdminChampionshipStandingsPage from './championship-standings.tsx';
import AdminChampionshipsPage from './championships.tsx';
import AdminCheckInPage from './check-in.tsx';
import AdminDashboardPage from './dashboard.tsx';
import AdminEventDetailPage, { AdminEventTimingRedirect } from './event-detail.tsx';
import AdminEventsPage from './events.tsx';
import AdminImportSheetPage from './import-sheet.tsx';
import AdminInscriptionDetailPage from './inscription-detail.tsx';
import AdminInscriptionsPage from './inscriptions.tsx';
import AdminInscriptionsGridPage from './inscriptions-grid.tsx';
import AdminLoginPage from './login.tsx';
import AdminRemindersPage from './reminders.tsx';
import AdminReportsPage, { AdminEventReportsPage } from './reports.tsx';
import { RequireAdminOrOffline } from './require-admin-offline.tsx';
import AdminResultsPage from './results.tsx';
import AdminRunnerCreatePage from './runner-create.tsx';
import AdminRunnerDetailPage from './runner-detail.tsx';
import AdminRunnerEditPage from './runner-edit.tsx';
import AdminRunnersPage from './runners.tsx';
import AdminStillOutPage from './still-out.tsx';
import AdminTimingPage from './timing.tsx';
import AdminTimingSetupPage from './timing-setup.tsx';

/** Used a few times a year: its own chunk, loaded when opened. */
const AdminResultsImportPage = lazy(() => import('./results-import.tsx'));
/** Every /admin route. This module and everything only it imports form the admin chunk. */
export default function AdminArea() {
  return (
    <Routes>
      <Route path="login" element={<AdminLoginPage />} />
      <Route
        element={
          <RequireAdminOrOffline>
            <FullScreenAdminLayout />
          </RequireAdminOrOffline>
        }
      >
        <Route path="timing/:eventId" element={<AdminTimingPage />} />
      </Route>
      <Route
        element={
          <RequireAdmin>
            <AdminLayout />
          </RequireAdmin>
        }
      >
        <Route index element={<Navigate to={paths.admin.dashboard} replace />} />
        <Route path="dashboard" element={<AdminDashboardPage />} />
        <Route path="runners" element={<AdminRunnersPage />} />
        <Route path="runners/create" element={<AdminRunnerCreatePage />} />
        <Route path="runners/:id" element={<AdminRunnerDetailPage />} />
        <Route path="runners/:id/edit" element={<AdminRunnerEditPage />} />
        <Route path="inscriptions" element={<AdminInscriptionsPage />} />
        <Route path="inscriptions/:id" element={<AdminInscriptionDetailPage />} />
        <Route path="inscriptions-grid" element={<AdminInscriptionsGridPage />} />
        <Route path="import" element={<AdminImportSheetPage />} />
        <Route path="admins" element={<AdminAccountsPage />} />
        <Route path="check-in" element={<AdminCheckInPage />} />
        <Route path="check-in/caja" element={<AdminCashBoxPage />} />
        <Route path="categories" element={<AdminCategoriesPage />} />
        <Route path="events" element={<AdminEventsPage />} />
        <Route path="events/:eventId" element={<AdminEventDetailPage />} />
        <Route path="events/:eventId/reports" element={<AdminEventReportsPage />} />
        <Route path="events/:eventId/reminders" element={<AdminRemindersPage />} />
        <Route path="events/:eventId/timing" element={<AdminEventTimingRedirect />} />
        <Route path="championships" element={<AdminChampionshipsPage />} />
        <Route path="championships/:id" element={<AdminChampionshipStandingsPage />} />
        <Route path="reports" element={<AdminReportsPage />} />
        <Route path="timing-setup" element={<AdminTimingSetupPage />} />
        <Route path="timing/:eventId/still-out" element={<AdminStillOutPage />} />
        <Route path="results/:eventId" element={<AdminResultsPage />} />
        <Route
          path="results/:eventId/import"
          element={
            <Suspense fallback={null}>
              <AdminResultsImportPage />
            </Suspense>
          }
        />
        <Route path="*" element={<Navigate to={paths.notFound} replace />} />
      </Route>
    </Routes>
  );
}
