/**
 * Page layout (docs/product.md#screens-and-routes): sticky header, a top ad slot, main content, a bottom ad slot,
 * footer; plus the collapsible side navigation to the left of main on desktop.
 */
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { AdSlot } from '../../features/ads/ad-slot';
import { VERIFIED_PARAM } from '../../features/account/verified-return';
import { isAdminPath, SideNav, useNavigation } from './side-nav';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { InsideLayoutContext, MAIN_ID, SkipLink } from './page-shell';
import { RouteErrorBoundary } from './route-error';

const EmailVerifiedNotice = lazy(() =>
  import('../../features/account/email-verified-notice').then((m) => ({ default: m.EmailVerifiedNotice })),
);

/** On the verification email's return address only, its notice (and its code). */
function VerificationReturnNotice() {
  const { search } = useLocation();
  if (!new URLSearchParams(search).has(VERIFIED_PARAM)) return null;
  return (
    <Suspense fallback={null}>
      <EmailVerifiedNotice />
    </Suspense>
  );
}

/**
 * Scrolls to the top when the path changes by a link or redirect. Hash-only and query-only
 * changes (the browse screen's #prompt-{id} dialog, filters) keep the position, and back/forward
 * leaves restoring the position to the browser.
 */
function useScrollToTopOnNavigate(): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
}

export function RootLayout() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  // The admin screens manage the ads; they do not show them.
  const showAds = !isAdminPath(pathname);
  useScrollToTopOnNavigate();

  return (
    <InsideLayoutContext value={true}>
      <div className="flex min-h-dvh flex-col">
        <SkipLink />
        <VerificationReturnNotice />
        <SiteHeader navItems={navigation.items} navTitle={navigation.title} />
        <div className="mx-auto flex w-full max-w-7xl flex-1 gap-6 px-4 py-6 sm:px-6 lg:gap-8 lg:px-8">
          <SideNav items={navigation.items} title={navigation.title} />
          <div className="flex min-w-0 flex-1 flex-col gap-6">
            {showAds && <AdSlot position="top" pageKey={pathname} />}
            <main id={MAIN_ID} tabIndex={-1} className="min-w-0 flex-1 scroll-mt-20 outline-none">
              <RouteErrorBoundary pathname={pathname}>
                <Outlet />
              </RouteErrorBoundary>
            </main>
            {showAds && <AdSlot position="bottom" pageKey={pathname} />}
          </div>
        </div>
        <SiteFooter />
      </div>
    </InsideLayoutContext>
  );
}
