import { AdminPageHeader } from './admin-layout';

export default function AdminAdsPage() {
  return <AdminPageHeader title="Ads" />;
}
