import { AdminGuard } from '../../features/admin/components/AdminGuard';
import { DashboardPage } from '../../features/admin/components/DashboardPage';

export default function AdminRoute() {
  return (
    <AdminGuard>
      <DashboardPage />
    </AdminGuard>
  );
}
