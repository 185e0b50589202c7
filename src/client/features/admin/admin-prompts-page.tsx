import { AdminPageHeader } from './admin-layout';

export default function AdminPromptsPage() {
  return <AdminPageHeader title="Prompts" />;
}
