import { AdminPageHeader } from './admin-layout';

export default function AdminSettingsPage() {
  return <AdminPageHeader title="Settings" />;
}
