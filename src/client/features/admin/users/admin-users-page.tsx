/**
 * /admin/users (docs/product.md: Users: list, invite by email, remove). Real accounts from
 * GET /api/admin/users, searched by email or username and paged; invitations by email; remove,
 * ban and unban; role changes (user ↔ admin) for super admins. The server enforces every rule
 * (docs/decisions/010-admin-api.md); the screen offers only what it would allow: nothing on the
 * admin's own row or on a super admin, and actions on admins only to super admins.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { Loader2Icon, SearchIcon } from 'lucide-react';
import { toast } from '../../../lib/toast';
import {
  CANNOT_DELETE_SUPER_ADMIN_MESSAGE,
  USER_REMOVED_MESSAGE,
  type AdminUser,
} from '../../../../shared/admin-schemas';
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
import { Button, buttonVariants } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { errorMessage } from '../../../lib/api';
import { useSession } from '../../../lib/use-session';
import { useSiteInfo } from '../../../lib/site-info';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AdminPageHeader } from '../admin-layout';
import { useAdminUsers, useChangeRole, useRemoveUser, useSetBanned } from './users-api';
import { SEARCH_DEBOUNCE_MS, userLabel, type Action, useWideLayout, useDebounced, toastError } from './user-rules';
import { UsersTable, UsersCards } from './users-list';
import { BanDialog, InviteDialog } from './user-dialogs';
import { PendingInvitations } from './pending-invitations';

export { allowedActions, SEARCH_DEBOUNCE_MS, TABLE_MEDIA_QUERY, userLabel } from './user-rules';

/** The dialog in use (kept while it closes, so its text stays during the animation). */
type Pending = { action: 'ban' | 'remove' | 'make-admin'; user: AdminUser; open: boolean };

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

  const setRole = (target: AdminUser, role: 'admin' | 'user') =>
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

  const startAction = (action: Action, target: AdminUser, trigger: HTMLElement | null) => {
    // Taking rights away applies at once; giving admin rights is confirmed first.
    if (action === 'make-user') {
      setRole(target, 'user');
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

      <PendingInvitations />

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

      <AlertDialog
        open={pending?.action === 'make-admin' && pending.open}
        onOpenChange={(open) => !open && closeDialog()}
      >
        <AlertDialogContent onCloseAutoFocus={restoreFocus}>
          <AlertDialogHeader>
            <AlertDialogTitle>Make admin</AlertDialogTitle>
            <AlertDialogDescription>
              Make{' '}
              <strong className="font-semibold text-foreground break-all">
                {pending ? userLabel(pending.user) : ''}
              </strong>{' '}
              an admin? They can then moderate every prompt, manage users, invitations, ads and site settings, and
              import prompts. You can make them a regular user again later.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction
              onClick={() => {
                if (pending?.action === 'make-admin') setRole(pending.user, 'admin');
              }}
            >
              Make admin
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
