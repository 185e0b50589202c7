import { AdminPageHeader } from './admin-layout';

export default function AdminDashboardPage() {
  return <AdminPageHeader title="Dashboard" />;
}
