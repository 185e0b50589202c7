import { lazy, Suspense } from 'react';
import { Link, NavLink } from 'react-router';
import { CircleUser, Plus, ShieldCheck } from 'lucide-react';
import { buttonVariants } from '../../components/ui/button';
import { cn } from '../../lib/utils';
import { SideNavSheet } from './side-nav';
import type { SideNavItem } from './side-nav';
import { isAdminRole, useSession } from '../../lib/use-session';
import { HEADER_SIGN_OUT, useSignOut } from '../../features/account/use-sign-out';
import { useSiteInfo } from '../../lib/site-info';

// The dropdown's code loads only for signed-in visitors (home page budget, decision 007).
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));
// The theme menu shares the dropdown's chunk and loads right after the page (decision 018).
const ThemeMenu = lazy(() => import('./theme-menu').then((m) => ({ default: m.ThemeMenu })));

/** The rounded square with the site name's initials; decorative, the name is given next to it. */
export function LogoMark({ className }: { className?: string }) {
  const { initials } = useSiteInfo({ refresh: true });
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary text-sm font-bold tracking-tight text-primary-foreground',
        className,
      )}
    >
      {initials}
    </span>
  );
}

const focusRing = 'outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50';

function HomeLink() {
  const { name } = useSiteInfo({ refresh: true });
  return (
    <Link to="/" className={cn('flex items-center gap-2 rounded-md', focusRing)}>
      <LogoMark />
      <span className="hidden text-lg font-semibold tracking-tight sm:inline">{name}</span>
      {/* The visible name is hidden on small screens; screen readers still hear it. */}
      <span className="sr-only sm:hidden">{name}</span>
    </Link>
  );
}

type SiteHeaderProps = {
  /** Items for the mobile side navigation sheet opened by the menu button. */
  navItems: SideNavItem[];
  /** The side navigation's title (Navigation, or Admin on the admin screens). */
  navTitle?: string;
};

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'inline-flex h-9 items-center gap-1.5 rounded-md px-3 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground',
    focusRing,
    isActive && 'bg-accent text-accent-foreground',
  );

/** Stands in for the user menu while its code loads: same size, so nothing jumps. */
function UserMenuPlaceholder() {
  return (
    <span className="inline-flex h-9 items-center px-2 text-muted-foreground sm:px-3" aria-hidden="true">
      <CircleUser className="size-4" />
    </span>
  );
}

/** Stands in for the theme menu while its code loads: same size, so nothing jumps. */
function ThemeMenuPlaceholder() {
  return <span className="inline-flex size-9 shrink-0" aria-hidden="true" />;
}

/**
 * Sticky site header: menu button (mobile), logo and name; signed out: Login and Submit Prompt;
 * signed in: Admin (admins only), the user menu and Submit Prompt (docs/product.md#screens-and-routes).
 */
export function SiteHeader({ navItems, navTitle }: SiteHeaderProps) {
  const { user, isLoading } = useSession();
  const logout = useSignOut(HEADER_SIGN_OUT);
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-16 w-full max-w-7xl items-center gap-2 px-4 sm:px-6 lg:px-8">
        <SideNavSheet items={navItems} title={navTitle} className="-ml-2" />
        <HomeLink />
        <div className="ml-auto">
          <Suspense fallback={<ThemeMenuPlaceholder />}>
            <ThemeMenu />
          </Suspense>
        </div>
        <nav aria-label="Account">
          <ul className="flex items-center gap-1 sm:gap-2">
            {user && isAdminRole(user.role) && (
              <li>
                {/* Active for /admin and any path beneath it. */}
                <NavLink to="/admin" className={navLinkClass}>
                  <ShieldCheck aria-hidden="true" className="hidden size-4 sm:block" />
                  Admin
                </NavLink>
              </li>
            )}
            {user ? (
              <li>
                <Suspense fallback={<UserMenuPlaceholder />}>
                  <UserMenu email={user.email} onLogout={() => void logout()} />
                </Suspense>
              </li>
            ) : isLoading ? null : (
              <li>
                <NavLink to="/login" className={navLinkClass}>
                  Login
                </NavLink>
              </li>
            )}
            <li>
              <NavLink
                to="/submit"
                className={({ isActive }) =>
                  cn(buttonVariants(), isActive && 'ring-2 ring-primary/40 ring-offset-2 ring-offset-background')
                }
              >
                <Plus aria-hidden="true" className="hidden sm:block" />
                Submit Prompt
              </NavLink>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
