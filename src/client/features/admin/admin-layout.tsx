/**
 * The frame of every guarded admin screen (/admin, users, ads, prompts, settings): checking,
 * then the screen for admins; everyone else is redirected by `useAdminAccess`. The admin side
 * menu itself is the layout's side navigation (see `useNavigation`).
 */
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { Loader2 } from 'lucide-react';
import { useAdminAccess } from './use-admin-access';

export const CHECKING_ACCESS = 'Checking access…';

export function AdminChecking() {
  return (
    <div role="status" aria-live="polite" className="flex items-center gap-2 py-16 text-sm text-muted-foreground">
      <Loader2 className="size-4 animate-spin" aria-hidden="true" />
      {CHECKING_ACCESS}
    </div>
  );
}

/** Heading, description and optional actions at the top of an admin screen. */
export function AdminPageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        {description && <p className="mt-1 text-sm text-muted-foreground">{description}</p>}
      </div>
      {actions && <div className="flex shrink-0 flex-wrap gap-2">{actions}</div>}
    </div>
  );
}

export default function AdminLayout() {
  const access = useAdminAccess();
  if (access !== 'allowed') return <AdminChecking />;
  return <Outlet />;
}
