import { AdminPageHeader } from './admin-layout';

export default function AdminCreatePage() {
  return <AdminPageHeader title="Create" />;
}
