import { Navigate, Route, Routes } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { AdminLayout } from '../../layouts/admin-layout.tsx';
import { RequireAdmin } from '../guards.tsx';
import AdminDashboardPage from './dashboard.tsx';
import AdminLoginPage from './login.tsx';

/** Every /admin route. This module and everything only it imports form the admin chunk. */
export default function AdminArea() {
  return (
    <Routes>
      <Route path="login" element={<AdminLoginPage />} />
      <Route
        element={
          <RequireAdmin>
            <AdminLayout />
          </RequireAdmin>
        }
      >
        <Route index element={<Navigate to={paths.admin.dashboard} replace />} />
        <Route path="dashboard" element={<AdminDashboardPage />} />
        <Route path="*" element={<Navigate to={paths.notFound} replace />} />
      </Route>
    </Routes>
  );
}
