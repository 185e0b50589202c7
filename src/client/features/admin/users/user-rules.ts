/** The Users screen's rules: who may do what to whom, and small hooks (docs/decisions/010-admin-api.md). */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { toast } from '../../../lib/toast';
import { type AdminUser } from '../../../../shared/admin-schemas';
import type { Role } from '../../../../shared/constants';
import { errorMessage } from '../../../lib/api';
import { type SessionUser } from '../../../lib/use-session';

export const SEARCH_DEBOUNCE_MS = 300;
/** The table needs room for its five columns; narrower screens get one card per user. */
export const TABLE_MEDIA_QUERY = '(min-width: 1024px)';
export const BAN_REASON_MAX = 500;

export const ROLE_LABELS: Record<Role, string> = { super_admin: 'Super admin', admin: 'Admin', user: 'User' };

/** How the screen names a user: username and email, or the email alone. */
export const userLabel = (user: Pick<AdminUser, 'username' | 'email'>) =>
  user.username.trim() ? `${user.username} (${user.email})` : user.email;

export type Action = 'make-admin' | 'make-user' | 'ban' | 'unban' | 'remove';

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
export function noActionsReason(
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

export function subscribeMedia(callback: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {};
  const media = window.matchMedia(TABLE_MEDIA_QUERY);
  media.addEventListener('change', callback);
  return () => media.removeEventListener('change', callback);
}

/** True on wide screens (and where media queries are unavailable): the table layout. */
export function useWideLayout(): boolean {
  return useSyncExternalStore(
    subscribeMedia,
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(TABLE_MEDIA_QUERY).matches : true),
    () => true,
  );
}

export function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** A server refusal whose message is itself one of the documented toasts shows as the title. */
export function toastError(title: string, error: unknown, specTitles: string[] = []) {
  const message = errorMessage(error);
  if (specTitles.includes(message)) toast.error(message);
  else toast.error(title, { description: message });
}
