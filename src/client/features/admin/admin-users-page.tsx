import { AdminPageHeader } from './admin-layout';

export default function AdminUsersPage() {
  return <AdminPageHeader title="Users" />;
}
