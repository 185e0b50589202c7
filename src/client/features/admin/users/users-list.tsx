/** The users as a table (wide screens) or as cards, with each row's actions menu. */
import { AuthorCredit } from '../../../components/author-credit';
import { useRef } from 'react';
import {
  BanIcon,
  CheckIcon,
  Loader2Icon,
  LockIcon,
  MoreHorizontalIcon,
  ShieldIcon,
  ShieldOffIcon,
  Trash2Icon,
  UndoIcon,
} from 'lucide-react';
import { type AdminUser } from '../../../../shared/admin-schemas';
import type { Role } from '../../../../shared/constants';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { formatPostedDate } from '../../../lib/format';
import { cn } from '../../../lib/utils';
import { type SessionUser } from '../../../lib/use-session';
import { ROLE_LABELS, type Action, allowedActions, noActionsReason } from './user-rules';

export type ListProps = {
  users: AdminUser[];
  viewer: SessionUser | null;
  busyId: string | null;
  onAction: (action: Action, user: AdminUser, trigger: HTMLElement | null) => void;
};

export function RoleBadge({ role }: { role: Role }) {
  return (
    <Badge variant={role === 'user' ? 'outline' : role === 'admin' ? 'secondary' : 'default'}>
      {role !== 'user' && <ShieldIcon aria-hidden="true" />}
      {ROLE_LABELS[role]}
    </Badge>
  );
}

export function StatusBadges({ user }: { user: AdminUser }) {
  return (
    <span className="flex flex-wrap gap-1.5">
      {user.banned && (
        <Badge variant="destructive" title={user.banReason ? `Reason: ${user.banReason}` : undefined}>
          <BanIcon aria-hidden="true" />
          Banned
        </Badge>
      )}
      {user.emailVerified ? (
        <Badge variant="outline" className="text-muted-foreground">
          <CheckIcon aria-hidden="true" />
          Verified
        </Badge>
      ) : (
        <Badge variant="outline" className="border-dashed text-muted-foreground">
          Unverified
        </Badge>
      )}
    </span>
  );
}

export function UserName({ user, viewer }: { user: AdminUser; viewer: SessionUser | null }) {
  return (
    <span className="flex min-w-0 flex-col">
      <span className="flex items-center gap-2 font-medium break-words">
        {user.username.trim() ? (
          <AuthorCredit author={user} />
        ) : (
          <span className="text-muted-foreground italic">No username</span>
        )}
        {viewer?.id === user.id && <span className="text-xs font-normal text-muted-foreground">(you)</span>}
      </span>
      <span className="text-sm break-all text-muted-foreground">{user.email}</span>
    </span>
  );
}

export function UsersTable({ users, viewer, busyId, onAction }: ListProps) {
  return (
    <div className="overflow-x-auto rounded-xl border">
      <table className="w-full text-sm">
        <caption className="sr-only">Users, newest first</caption>
        <thead className="bg-muted/50 text-left text-xs font-medium tracking-wide text-muted-foreground uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">
              User
            </th>
            <th scope="col" className="px-4 py-3">
              Role
            </th>
            <th scope="col" className="px-4 py-3">
              Status
            </th>
            <th scope="col" className="px-4 py-3">
              Joined
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {users.map((user) => (
            <tr key={user.id} className={cn('align-middle', user.banned && 'bg-destructive/5')}>
              <td className="max-w-xs px-4 py-3">
                <UserName user={user} viewer={viewer} />
              </td>
              <td className="px-4 py-3">
                <RoleBadge role={user.role} />
              </td>
              <td className="px-4 py-3">
                <StatusBadges user={user} />
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-muted-foreground">
                <time dateTime={user.createdAt}>{formatPostedDate(user.createdAt)}</time>
              </td>
              <td className="px-4 py-3 text-right">
                <UserActions user={user} viewer={viewer} busy={busyId === user.id} onAction={onAction} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function UsersCards({ users, viewer, busyId, onAction }: ListProps) {
  return (
    <ul className="space-y-3" aria-label="Users, newest first">
      {users.map((user) => (
        <li key={user.id}>
          <article
            aria-label={user.email}
            className={cn(
              'rounded-xl border bg-card p-4 text-card-foreground shadow-sm',
              user.banned && 'border-destructive/40',
            )}
          >
            <div className="flex items-start justify-between gap-3">
              <UserName user={user} viewer={viewer} />
              <UserActions user={user} viewer={viewer} busy={busyId === user.id} onAction={onAction} />
            </div>
            <div className="mt-3 flex flex-wrap items-center gap-1.5">
              <RoleBadge role={user.role} />
              <StatusBadges user={user} />
            </div>
            {user.banned && user.banReason && (
              <p className="mt-2 text-sm break-words text-muted-foreground">Reason: {user.banReason}</p>
            )}
            <p className="mt-2 text-xs text-muted-foreground">
              Joined <time dateTime={user.createdAt}>{formatPostedDate(user.createdAt)}</time>
            </p>
          </article>
        </li>
      ))}
    </ul>
  );
}

export const ACTION_ITEMS: Record<Action, { label: string; icon: typeof BanIcon }> = {
  'make-admin': { label: 'Make admin…', icon: ShieldIcon },
  'make-user': { label: 'Make regular user', icon: ShieldOffIcon },
  ban: { label: 'Ban…', icon: BanIcon },
  unban: { label: 'Unban', icon: UndoIcon },
  remove: { label: 'Remove…', icon: Trash2Icon },
};

export function UserActions({
  user,
  viewer,
  busy,
  onAction,
}: {
  user: AdminUser;
  viewer: SessionUser | null;
  busy: boolean;
  onAction: ListProps['onAction'];
}) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const actions = allowedActions(viewer, user);
  if (actions.length === 0) {
    const reason = noActionsReason(viewer, user);
    if (!reason.text) return <span className="sr-only">{reason.title}</span>;
    return (
      <span
        className="inline-flex items-center gap-1 text-xs whitespace-nowrap text-muted-foreground"
        title={reason.title}
      >
        <LockIcon className="size-3.5" aria-hidden="true" />
        {reason.text}
        <span className="sr-only">: {reason.title}</span>
      </span>
    );
  }
  const main = actions.filter((a) => a !== 'remove');
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          ref={triggerRef}
          type="button"
          variant="outline"
          size="sm"
          disabled={busy}
          aria-label={`Actions for ${user.email}`}
        >
          {busy ? (
            <Loader2Icon className="animate-spin" aria-hidden="true" />
          ) : (
            <MoreHorizontalIcon aria-hidden="true" />
          )}
          <span aria-hidden="true">Actions</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-52">
        <DropdownMenuLabel className="truncate text-xs font-normal text-muted-foreground">
          {user.email}
        </DropdownMenuLabel>
        {main.map((action) => {
          const { label, icon: Icon } = ACTION_ITEMS[action];
          return (
            <DropdownMenuItem key={action} onSelect={() => onAction(action, user, triggerRef.current)}>
              <Icon aria-hidden="true" />
              {label}
            </DropdownMenuItem>
          );
        })}
        {actions.includes('remove') && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem variant="destructive" onSelect={() => onAction('remove', user, triggerRef.current)}>
              <Trash2Icon aria-hidden="true" />
              {ACTION_ITEMS.remove.label}
            </DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
