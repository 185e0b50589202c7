/**
 * /admin/users (SPEC: Users: list, invite by email, remove). Real accounts from
 * GET /api/admin/users, searched by email or username and paged; invitations by email; remove,
 * ban and unban; role changes (user ↔ admin) for super admins. The server enforces every rule
 * (docs/decisions/010-admin-api.md); the screen offers only what it would allow: nothing on the
 * admin's own row or on a super admin, and actions on admins only to super admins.
 */
import { AuthorCredit } from '../../../components/author-credit';
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import type { FormEvent } from 'react';
import {
  BanIcon,
  CheckIcon,
  Loader2Icon,
  LockIcon,
  MailPlusIcon,
  MoreHorizontalIcon,
  SearchIcon,
  ShieldIcon,
  ShieldOffIcon,
  Trash2Icon,
  UndoIcon,
} from 'lucide-react';
import { toast } from 'sonner';
import {
  CANNOT_DELETE_SUPER_ADMIN_MESSAGE,
  INVALID_EMAIL_MESSAGE,
  INVITATION_SENT_MESSAGE,
  USER_REMOVED_MESSAGE,
  type AdminUser,
} from '../../../../shared/admin-schemas';
import type { Role } from '../../../../shared/constants';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../../components/ui/alert-dialog';
import { EmptyState, ListSkeleton, LoadError } from '../../../components/list-states';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonVariants } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { errorMessage } from '../../../lib/api';
import { formatPostedDate } from '../../../lib/format';
import { cn } from '../../../lib/utils';
import { useSession, type SessionUser } from '../../../lib/use-session';
import { useSiteInfo } from '../../../lib/site-info';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AdminPageHeader } from '../admin-layout';
import { useAdminUsers, useChangeRole, useInviteUser, useRemoveUser, useSetBanned } from './users-api';

export const SEARCH_DEBOUNCE_MS = 300;
/** The table needs room for its five columns; narrower screens get one card per user. */
export const TABLE_MEDIA_QUERY = '(min-width: 1024px)';
const BAN_REASON_MAX = 500;

const ROLE_LABELS: Record<Role, string> = { super_admin: 'Super admin', admin: 'Admin', user: 'User' };

/** How the screen names a user: username and email, or the email alone. */
export const userLabel = (user: Pick<AdminUser, 'username' | 'email'>) =>
  user.username.trim() ? `${user.username} (${user.email})` : user.email;

type Action = 'make-admin' | 'make-user' | 'ban' | 'unban' | 'remove';

/**
 * What the signed-in admin may do to `target`, as the server rules say: nothing on themselves
 * or on a super admin; acting on another admin takes a super admin; role changes are for super
 * admins only.
 */
export function allowedActions(viewer: Pick<SessionUser, 'id' | 'role'> | null, target: AdminUser): Action[] {
  if (!viewer || target.id === viewer.id || target.role === 'super_admin') return [];
  const isSuper = viewer.role === 'super_admin';
  if (target.role === 'admin' && !isSuper) return [];
  const actions: Action[] = [];
  if (isSuper) actions.push(target.role === 'admin' ? 'make-user' : 'make-admin');
  actions.push(target.banned ? 'unban' : 'ban');
  actions.push('remove');
  return actions;
}

/** Why a row has no actions (shown instead of the menu). */
function noActionsReason(
  viewer: Pick<SessionUser, 'id'> | null,
  target: AdminUser,
): { text: string | null; title: string } {
  // Your own row already says "(you)" by the name.
  if (viewer && target.id === viewer.id)
    return { text: null, title: 'You cannot remove or ban your own account here.' };
  if (target.role === 'super_admin')
    return { text: 'Protected', title: 'A super admin cannot be removed, banned or demoted.' };
  return { text: 'Super admin only', title: 'Only a super admin can manage other admins.' };
}

function subscribeMedia(callback: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {};
  const media = window.matchMedia(TABLE_MEDIA_QUERY);
  media.addEventListener('change', callback);
  return () => media.removeEventListener('change', callback);
}

/** True on wide screens (and where media queries are unavailable): the table layout. */
function useWideLayout(): boolean {
  return useSyncExternalStore(
    subscribeMedia,
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(TABLE_MEDIA_QUERY).matches : true),
    () => true,
  );
}

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** A server refusal whose message is itself one of SPEC's toasts shows as the title. */
function toastError(title: string, error: unknown, specTitles: string[] = []) {
  const message = errorMessage(error);
  if (specTitles.includes(message)) toast.error(message);
  else toast.error(title, { description: message });
}

/** The dialog in use (kept while it closes, so its text stays during the animation). */
type Pending = { action: 'ban' | 'remove'; user: AdminUser; open: boolean };

export default function AdminUsersPage() {
  const site = useSiteInfo();
  useDocumentTitle(`Users · Admin · ${site.name}`);
  const { user: viewer } = useSession();
  const wide = useWideLayout();
  const searchId = useId();
  const searchRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const q = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const query = useAdminUsers(q);
  const users = query.data?.pages.flatMap((page) => page.items) ?? [];
  const [pending, setPending] = useState<Pending | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const [refocusSearch, setRefocusSearch] = useState(false);

  const changeRole = useChangeRole();
  const setBanned = useSetBanned();
  const remove = useRemoveUser();
  const busyId =
    (changeRole.isPending && changeRole.variables?.id) ||
    (setBanned.isPending && setBanned.variables?.id) ||
    (remove.isPending && remove.variables) ||
    null;

  useEffect(() => {
    if (query.isError)
      toast.error('Error loading users', { id: 'error-loading-users', description: errorMessage(query.error) });
  }, [query.isError, query.error, query.errorUpdatedAt]);

  // A removed user's row (and its menu button, which had focus) leaves: focus the search box.
  useEffect(() => {
    if (!refocusSearch) return;
    const trigger = returnFocus.current;
    if (trigger?.isConnected) return;
    setRefocusSearch(false);
    if (!document.activeElement || document.activeElement === document.body) searchRef.current?.focus();
  }, [refocusSearch, query.data]);

  const startAction = (action: Action, target: AdminUser, trigger: HTMLElement | null) => {
    if (action === 'make-admin' || action === 'make-user') {
      const role = action === 'make-admin' ? 'admin' : 'user';
      changeRole.mutate(
        { id: target.id, role },
        {
          onSuccess: (updated) =>
            toast.success('Role changed', {
              description: `${updated.email} is now ${role === 'admin' ? 'an admin' : 'a user'}.`,
            }),
          onError: (error) => toastError('Role not changed', error),
        },
      );
      return;
    }
    if (action === 'unban') {
      setBanned.mutate(
        { id: target.id, banned: false },
        {
          onSuccess: (updated) =>
            toast.success('User unbanned', { description: `${updated.email} can sign in again.` }),
          onError: (error) => toastError('User not unbanned', error),
        },
      );
      return;
    }
    returnFocus.current = trigger;
    setPending({ action, user: target, open: true });
  };

  const closeDialog = () => setPending((p) => p && { ...p, open: false });
  /** After a dialog: back to the row's menu button, or to the search box when the row is gone. */
  const restoreFocus = (event: Event) => {
    event.preventDefault();
    const target = returnFocus.current;
    if (target?.isConnected) target.focus();
    else searchRef.current?.focus();
  };

  const confirmRemove = () => {
    const target = pending?.user;
    if (!target) return;
    remove.mutate(target.id, {
      onSuccess: () => {
        toast.success(USER_REMOVED_MESSAGE, { description: `${target.email} no longer has an account.` });
        setRefocusSearch(true);
      },
      onError: (error) => toastError('User not removed', error, [CANNOT_DELETE_SUPER_ADMIN_MESSAGE]),
    });
  };

  const confirmBan = (reason: string) => {
    const target = pending?.user;
    if (!target) return;
    closeDialog();
    setBanned.mutate(
      { id: target.id, banned: true, reason },
      {
        onSuccess: (updated) =>
          toast.success('User banned', { description: `${updated.email} is signed out and cannot sign in.` }),
        onError: (error) => toastError('User not banned', error),
      },
    );
  };

  const searching = query.isFetching && !query.isFetchingNextPage;
  const statusText = query.isPending
    ? 'Loading users…'
    : searching && q
      ? 'Searching…'
      : users.length === 0
        ? ''
        : `${users.length}${query.hasNextPage ? '+' : ''} ${users.length === 1 ? 'user' : 'users'}${q ? ` matching “${q}”` : ''}`;

  return (
    <div className="w-full">
      <AdminPageHeader
        title="Users"
        description="Everyone with an account. Invite people by email, change roles, ban or remove users."
        actions={<InviteDialog />}
      />

      <form
        role="search"
        className="mb-4 flex flex-col gap-2 sm:flex-row sm:items-center"
        onSubmit={(e) => e.preventDefault()}
      >
        <Label htmlFor={searchId} className="sr-only">
          Search users
        </Label>
        <div className="relative w-full sm:max-w-sm">
          <SearchIcon
            className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            ref={searchRef}
            id={searchId}
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="Search by email or username"
            maxLength={200}
            className="pl-8"
            autoComplete="off"
          />
        </div>
        <p role="status" aria-live="polite" className="text-sm text-muted-foreground sm:ml-auto">
          {statusText}
        </p>
      </form>

      {query.isPending ? (
        <ListSkeleton count={4} rowClassName="h-14 w-full rounded-lg" className="space-y-2" />
      ) : users.length === 0 ? (
        query.isError ? (
          <LoadError message="The users could not be loaded." onRetry={() => void query.refetch()} />
        ) : (
          <EmptyState
            title={q ? 'No users match your search' : 'No users yet'}
            description={q ? 'Try part of an email address or a username.' : 'Invite people by email to get started.'}
          />
        )
      ) : wide ? (
        <UsersTable users={users} viewer={viewer} busyId={busyId} onAction={startAction} />
      ) : (
        <UsersCards users={users} viewer={viewer} busyId={busyId} onAction={startAction} />
      )}

      {query.hasNextPage && (
        <div className="mt-6 flex justify-center">
          <Button
            type="button"
            variant="outline"
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {query.isFetchingNextPage && <Loader2Icon className="animate-spin" aria-hidden="true" />}
            Load more
          </Button>
        </div>
      )}

      <AlertDialog open={pending?.action === 'remove' && pending.open} onOpenChange={(open) => !open && closeDialog()}>
        <AlertDialogContent onCloseAutoFocus={restoreFocus}>
          <AlertDialogHeader>
            <AlertDialogTitle>Remove user</AlertDialogTitle>
            <AlertDialogDescription>
              Remove{' '}
              <strong className="font-semibold text-foreground break-all">
                {pending ? userLabel(pending.user) : ''}
              </strong>
              ? Their account is deleted and they are signed out. Their prompts and comments stay on the site as
              Anonymous; their ratings and votes are removed. This cannot be undone.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction className={buttonVariants({ variant: 'destructive' })} onClick={confirmRemove}>
              Remove user
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>

      <BanDialog
        user={pending?.action === 'ban' ? pending.user : null}
        open={pending?.action === 'ban' && pending.open}
        onCancel={closeDialog}
        onConfirm={confirmBan}
        onCloseAutoFocus={restoreFocus}
      />
    </div>
  );
}

type ListProps = {
  users: AdminUser[];
  viewer: SessionUser | null;
  busyId: string | null;
  onAction: (action: Action, user: AdminUser, trigger: HTMLElement | null) => void;
};

function RoleBadge({ role }: { role: Role }) {
  return (
    <Badge variant={role === 'user' ? 'outline' : role === 'admin' ? 'secondary' : 'default'}>
      {role !== 'user' && <ShieldIcon aria-hidden="true" />}
      {ROLE_LABELS[role]}
    </Badge>
  );
}

function StatusBadges({ user }: { user: AdminUser }) {
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

function UserName({ user, viewer }: { user: AdminUser; viewer: SessionUser | null }) {
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

function UsersTable({ users, viewer, busyId, onAction }: ListProps) {
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

function UsersCards({ users, viewer, busyId, onAction }: ListProps) {
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

const ACTION_ITEMS: Record<Action, { label: string; icon: typeof BanIcon }> = {
  'make-admin': { label: 'Make admin', icon: ShieldIcon },
  'make-user': { label: 'Make regular user', icon: ShieldOffIcon },
  ban: { label: 'Ban…', icon: BanIcon },
  unban: { label: 'Unban', icon: UndoIcon },
  remove: { label: 'Remove…', icon: Trash2Icon },
};

function UserActions({
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

function BanDialog({
  user,
  open,
  onCancel,
  onConfirm,
  onCloseAutoFocus,
}: {
  user: AdminUser | null;
  open: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [wasOpen, setWasOpen] = useState(open);
  // A fresh reason each time the dialog opens (adjusted while rendering, not in an effect).
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setReason('');
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm(reason);
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onCancel()}>
      <DialogContent className="max-w-md" onCloseAutoFocus={onCloseAutoFocus}>
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Ban user</DialogTitle>
            <DialogDescription>
              Ban <strong className="font-semibold text-foreground break-all">{user ? userLabel(user) : ''}</strong>?
              They are signed out everywhere and cannot sign in until an admin unbans them.
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor={reasonId}>Reason (optional)</Label>
            <Textarea
              id={reasonId}
              value={reason}
              maxLength={BAN_REASON_MAX}
              onChange={(e) => setReason(e.target.value)}
              placeholder="Shown to other admins"
              rows={3}
            />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive">
              Ban user
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function InviteDialog() {
  const emailId = useId();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const invite = useInviteUser();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    // SPEC section 5: the address must contain @.
    if (!address.includes('@')) {
      toast.error(INVALID_EMAIL_MESSAGE, { description: 'Enter an email address such as name@example.com.' });
      return;
    }
    invite.mutate(address, {
      onSuccess: () => {
        toast.success(INVITATION_SENT_MESSAGE, { description: `A sign-up link was sent to ${address}.` });
        setEmail('');
        setOpen(false);
      },
      onError: (error) => toastError('Invitation not sent', error, [INVALID_EMAIL_MESSAGE]),
    });
  };

  return (
    <>
      <Button type="button" onClick={() => setOpen(true)}>
        <MailPlusIcon aria-hidden="true" />
        Invite user
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-w-md">
          <form noValidate onSubmit={submit} className="grid gap-4">
            <DialogHeader>
              <DialogTitle>Invite by email</DialogTitle>
              <DialogDescription>
                We email them a link to create an account. Invited addresses can sign up even while sign-up is closed.
              </DialogDescription>
            </DialogHeader>
            <div className="grid gap-2">
              <Label htmlFor={emailId}>Email address</Label>
              <Input
                id={emailId}
                type="email"
                inputMode="email"
                autoComplete="off"
                maxLength={254}
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                placeholder="name@example.com"
              />
            </div>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={invite.isPending}>
                {invite.isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
                Send invitation
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
