/**
 * Calls of the admin users screen (docs/decisions/010-admin-api.md): list and search
 * (GET /api/admin/users, keyset pages), invite, remove, role change, ban and unban.
 */
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';
import { endpoints } from '../../../../shared/api/endpoints';
import type { AdminUser, AdminUserPage, PendingInvitations } from '../../../../shared/api/admin';

export type UsersPage = AdminUserPage;

export const USERS_PAGE_SIZE = 25;

export const adminUsersKeys = {
  all: ['admin', 'users'] as const,
  list: (q: string) => ['admin', 'users', 'list', q] as const,
};

export function useAdminUsers(q: string) {
  return useInfiniteQuery({
    queryKey: adminUsersKeys.list(q),
    queryFn: ({ pageParam, signal }) =>
      apiCall(endpoints.adminUsers, { query: { q, cursor: pageParam ?? undefined, limit: USERS_PAGE_SIZE }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // Keep the rows on screen while a new search loads.
    placeholderData: (previous) => previous,
  });
}

/** Puts the server's answer for one user into every cached page, so the row changes at once. */
function replaceUser(client: QueryClient, user: AdminUser) {
  client.setQueriesData<InfiniteData<UsersPage>>({ queryKey: adminUsersKeys.all }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({ ...page, items: page.items.map((u) => (u.id === user.id ? user : u)) })),
        }
      : data,
  );
}

function dropUser(client: QueryClient, id: string) {
  client.setQueriesData<InfiniteData<UsersPage>>({ queryKey: adminUsersKeys.all }, (data) =>
    data
      ? { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.filter((u) => u.id !== id) })) }
      : data,
  );
}

/**
 * After a change the server made: lists still loading their first page are cancelled (a list
 * fetched before the change, a new search say, would otherwise be kept: TanStack Query lets a
 * refetch join a first fetch in flight), the cached pages change at once, and every list is
 * fetched again.
 */
async function applyUserChange(client: QueryClient, change: () => void) {
  await client.cancelQueries({ queryKey: adminUsersKeys.all });
  change();
  void client.invalidateQueries({ queryKey: adminUsersKeys.all });
}

export const invitationsKey = ['admin', 'invitations'] as const;

/** Invitations whose address has no account yet (GET /api/admin/invitations). */
export function usePendingInvitations() {
  return useQuery({
    queryKey: invitationsKey,
    queryFn: ({ signal }) => apiCall(endpoints.pendingInvitations, { signal }),
  });
}

export function useInviteUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => apiCall(endpoints.invite, { json: { email } }),
    onSuccess: () => client.invalidateQueries({ queryKey: invitationsKey }),
  });
}

export function useResendInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiCall(endpoints.resendInvitation, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: invitationsKey }),
  });
}

export function useRevokeInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiCall(endpoints.revokeInvitation, { params: { id } }),
    onSuccess: (_data, id) => {
      client.setQueryData<PendingInvitations>(invitationsKey, (data) =>
        data ? { items: data.items.filter((i) => i.id !== id) } : data,
      );
      return client.invalidateQueries({ queryKey: invitationsKey });
    },
  });
}

export function useRemoveUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiCall(endpoints.removeUser, { params: { id } }),
    onSuccess: (_data, id) => applyUserChange(client, () => dropUser(client, id)),
  });
}

export function useChangeRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, role }: { id: string; role: 'user' | 'admin' }) =>
      apiCall(endpoints.changeRole, { params: { id }, json: { role } }),
    onSuccess: (user) => applyUserChange(client, () => replaceUser(client, user)),
  });
}

export function useSetBanned() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, banned, reason }: { id: string; banned: boolean; reason?: string }) =>
      banned
        ? apiCall(endpoints.banUser, { params: { id }, json: reason?.trim() ? { reason: reason.trim() } : {} })
        : apiCall(endpoints.unbanUser, { params: { id } }),
    onSuccess: (user) => applyUserChange(client, () => replaceUser(client, user)),
  });
}
