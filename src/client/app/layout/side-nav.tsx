/**
 * Side navigation (docs/product.md#screens-and-routes: collapsible, titled Navigation).
 *
 * The items come in as a list so the account issue can add My Prompts, Saved, Admin Dashboard
 * and Sign Out without touching the components: see `useSideNavItems`.
 * - `SideNav`: desktop column (>= 768 px), collapsible, state kept in localStorage.
 * - `SideNavSheet`: mobile menu button in the header opening the same items in a Sheet.
 */
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { Link, useLocation } from 'react-router';
import {
  Bookmark,
  FileText,
  House,
  LayoutDashboard,
  LogIn,
  LogOut,
  Menu,
  PanelLeftClose,
  PanelLeftOpen,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/utils';
import { MOBILE_BREAKPOINT_PX } from '../../../shared/constants';
import { isAdminRole, useSession } from '../../lib/use-session';
import { SIDE_NAV_SIGN_OUT, useSignOut } from '../../features/account/use-sign-out';

export const SIDE_NAV_TITLE = 'Navigation';
export const ADMIN_NAV_TITLE = 'Admin';

const MobileNavSheet = lazy(() => import('./mobile-nav-sheet').then((m) => ({ default: m.MobileNavSheet })));

type SideNavItemBase = { label: string; icon: LucideIcon };

/** A link item. It is active on `to` and, unless `end`, on any path beneath it; `activeOn` adds prefixes. */
export type SideNavLinkItem = SideNavItemBase & { kind: 'link'; to: string; end?: boolean; activeOn?: string[] };

/** An action item (e.g. Sign Out): rendered as a button. */
export type SideNavActionItem = SideNavItemBase & { kind: 'action'; onSelect: () => void };

export type SideNavItem = SideNavLinkItem | SideNavActionItem;

const ALL_PROMPTS: SideNavItem = {
  kind: 'link',
  label: 'All Prompts',
  to: '/',
  icon: House,
  end: true,
  activeOn: ['/prompts', '/tag/', '/category/'],
};
const SIGN_IN: SideNavItem = { kind: 'link', label: 'Sign In', to: '/login', icon: LogIn };

const MY_PROMPTS: SideNavItem = { kind: 'link', label: 'My Prompts', to: '/my-prompts', icon: FileText };
const SAVED: SideNavItem = { kind: 'link', label: 'Saved', to: '/saved', icon: Bookmark };
const ADMIN_DASHBOARD: SideNavItem = { kind: 'link', label: 'Admin Dashboard', to: '/admin', icon: LayoutDashboard };

/**
 * The admin side menu (admin-menu.ts) is loaded when an admin opens an admin screen, whose own
 * code loads then too: its icons are not part of every visitor's first page.
 */
let adminMenu: SideNavItem[] | undefined;
let adminMenuLoad: Promise<void> | undefined;
const adminMenuListeners = new Set<() => void>();

function loadAdminMenu(): Promise<void> {
  adminMenuLoad ??= import('./admin-menu').then((m) => {
    adminMenu = m.ADMIN_MENU;
    for (const listener of adminMenuListeners) listener();
  });
  return adminMenuLoad;
}

function subscribeAdminMenu(listener: () => void) {
  adminMenuListeners.add(listener);
  return () => adminMenuListeners.delete(listener);
}

/** The admin menu's items once loaded; loads them when `wanted`. */
function useAdminMenu(wanted: boolean): SideNavItem[] | undefined {
  const items = useSyncExternalStore(
    subscribeAdminMenu,
    () => adminMenu,
    () => adminMenu,
  );
  useEffect(() => {
    if (wanted) void loadAdminMenu();
  }, [wanted]);
  return items;
}

export const isAdminPath = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');

/**
 * The side navigation's title and items for the current screen: the admin side menu on /admin
 * screens for admins (docs/product.md#screens-and-routes: Dashboard, Users, Ads, Prompts, API Keys, Settings, Audit log, Logout to
 * /login), the site navigation everywhere else.
 */
export function useNavigation(): { title: string; items: SideNavItem[] } {
  const siteItems = useSideNavItems();
  const { user } = useSession();
  const { pathname } = useLocation();
  const adminLogout = useSignOut(SIDE_NAV_SIGN_OUT, '/login');
  const onAdminScreen = !!user && isAdminRole(user.role) && isAdminPath(pathname);
  const adminItems = useAdminMenu(onAdminScreen);
  if (onAdminScreen) {
    return {
      title: ADMIN_NAV_TITLE,
      items: [
        ...(adminItems ?? []),
        { kind: 'action', label: 'Logout', icon: LogOut, onSelect: () => void adminLogout() },
      ],
    };
  }
  return { title: SIDE_NAV_TITLE, items: siteItems };
}

/**
 * The side navigation's items for the current visitor (docs/product.md#screens-and-routes). Signed out: All
 * Prompts, Sign In. Signed in: All Prompts, My Prompts, Saved, Admin Dashboard (admins only)
 * and Sign Out (toasts Signed out successfully / Error signing out, then /).
 */
export function useSideNavItems(): SideNavItem[] {
  const { user, isLoading } = useSession();
  const signOut = useSignOut(SIDE_NAV_SIGN_OUT);
  if (isLoading) return [ALL_PROMPTS];
  if (!user) return [ALL_PROMPTS, SIGN_IN];
  return [
    ALL_PROMPTS,
    MY_PROMPTS,
    SAVED,
    ...(isAdminRole(user.role) ? [ADMIN_DASHBOARD] : []),
    { kind: 'action', label: 'Sign Out', icon: LogOut, onSelect: () => void signOut() },
  ];
}

function isItemActive(item: SideNavLinkItem, pathname: string): boolean {
  if (pathname === item.to) return true;
  if (!item.end && pathname.startsWith(item.to.endsWith('/') ? item.to : `${item.to}/`)) return true;
  return (item.activeOn ?? []).some((prefix) =>
    prefix.endsWith('/') ? pathname.startsWith(prefix) : pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}

const itemClass =
  'flex w-full items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-foreground transition-colors hover:bg-accent hover:text-accent-foreground outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50';
const activeItemClass = 'bg-accent text-accent-foreground';

type SideNavListProps = {
  items: SideNavItem[];
  id?: string;
  hidden?: boolean;
  /** Called after an item is chosen (the mobile sheet closes itself with it). */
  onNavigate?: () => void;
};

function SideNavList({ items, id, hidden, onNavigate }: SideNavListProps) {
  const { pathname } = useLocation();
  return (
    <ul id={id} hidden={hidden} className="flex flex-col gap-1">
      {items.map((item) => {
        const Icon = item.icon;
        const content = (
          <>
            <Icon className="size-4 shrink-0" aria-hidden="true" />
            <span>{item.label}</span>
          </>
        );
        if (item.kind === 'action') {
          return (
            <li key={`action:${item.label}`}>
              <button
                type="button"
                className={itemClass}
                onClick={() => {
                  item.onSelect();
                  onNavigate?.();
                }}
              >
                {content}
              </button>
            </li>
          );
        }
        const active = isItemActive(item, pathname);
        return (
          <li key={`link:${item.to}`}>
            <Link
              to={item.to}
              aria-current={active ? 'page' : undefined}
              className={cn(itemClass, active && activeItemClass)}
              onClick={onNavigate}
            >
              {content}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

const COLLAPSED_KEY = 'prompt-commons:side-nav-collapsed';
const collapseListeners = new Set<() => void>();
/** The last value set in this page; used when localStorage cannot be written. */
let memoryCollapsed: boolean | undefined;

function readCollapsed(): boolean {
  try {
    return window.localStorage.getItem(COLLAPSED_KEY) === 'true';
  } catch {
    return false;
  }
}

function writeCollapsed(collapsed: boolean): void {
  try {
    window.localStorage.setItem(COLLAPSED_KEY, String(collapsed));
  } catch {
    /* storage unavailable (private mode, quota): the state still changes for this page */
  }
  memoryCollapsed = collapsed;
  collapseListeners.forEach((listener) => listener());
}

function subscribeCollapsed(listener: () => void): () => void {
  collapseListeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== COLLAPSED_KEY) return;
    memoryCollapsed = undefined;
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    collapseListeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function getCollapsed(): boolean {
  return memoryCollapsed ?? readCollapsed();
}

/** Collapsed state of the desktop side nav, persisted in localStorage and shared between tabs. */
function useSideNavCollapsed(): [boolean, (collapsed: boolean) => void] {
  const collapsed = useSyncExternalStore(subscribeCollapsed, getCollapsed, () => false);
  return [collapsed, writeCollapsed];
}

type SideNavProps = { items: SideNavItem[]; title?: string; className?: string };

/** Desktop side navigation: a collapsible column, hidden below the mobile breakpoint. */
export function SideNav({ items, title = SIDE_NAV_TITLE, className }: SideNavProps) {
  const [collapsed, setCollapsed] = useSideNavCollapsed();
  const headingId = useId();
  const listId = useId();

  return (
    <nav
      aria-labelledby={headingId}
      className={cn('hidden shrink-0 self-start md:sticky md:top-20 md:block', collapsed ? 'w-10' : 'w-52', className)}
    >
      <div className={cn('mb-2 flex items-center gap-2', collapsed ? 'justify-center' : 'justify-between pl-3')}>
        <h2 id={headingId} className={cn('text-sm font-semibold text-muted-foreground', collapsed && 'sr-only')}>
          {title}
        </h2>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label="Toggle navigation"
          title={collapsed ? 'Expand navigation' : 'Collapse navigation'}
          aria-expanded={!collapsed}
          aria-controls={listId}
          onClick={() => setCollapsed(!collapsed)}
        >
          {collapsed ? <PanelLeftOpen aria-hidden="true" /> : <PanelLeftClose aria-hidden="true" />}
        </Button>
      </div>
      <SideNavList id={listId} items={items} hidden={collapsed} />
    </nav>
  );
}

const desktopQuery = `(min-width: ${MOBILE_BREAKPOINT_PX}px)`;

type SideNavSheetProps = { items: SideNavItem[]; title?: string; className?: string };

/** Mobile side navigation: the header's menu button and the Sheet it opens (below 768 px only). */
export function SideNavSheet({ items, title = SIDE_NAV_TITLE, className }: SideNavSheetProps) {
  const [open, setOpen] = useState(false);
  // The sheet's code loads on first use: most visits never open it (docs/decisions/007-bundle-budget.md).
  const [loaded, setLoaded] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);

  // Growing past the breakpoint shows the desktop column; close the sheet so both never show.
  useEffect(() => {
    if (!open || typeof window.matchMedia !== 'function') return;
    const media = window.matchMedia(desktopQuery);
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) close();
    };
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, [open, close]);

  return (
    <>
      <Button
        ref={buttonRef}
        type="button"
        variant="ghost"
        size="icon"
        aria-label="Open navigation"
        aria-haspopup="dialog"
        aria-expanded={open}
        className={cn('md:hidden', className)}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <Menu aria-hidden="true" />
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <MobileNavSheet
            open={open}
            onOpenChange={setOpen}
            returnFocusTo={buttonRef}
            title={title}
            list={<SideNavList items={items} onNavigate={close} />}
          />
        </Suspense>
      )}
    </>
  );
}
