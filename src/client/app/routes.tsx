import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { RootLayout } from './layout/root-layout';
import { BrowsePage } from '../features/prompts/browse-page';
// In the main bundle already: the browse screen shows it for an unknown tag or category.
import NotFoundPage from '../components/not-found-page';

/**
 * The app's routes, shared by the browser (main.tsx) and the server's render of the first screen
 * (server-render.tsx, docs/decisions/029-server-rendering.md). Screens other than browse load on
 * demand, keeping the home page's JavaScript small. The routes load no data, so React Router runs
 * in its declarative mode and the data router's code is not sent
 * (docs/decisions/030-lighter-first-page.md).
 */

type ScreenModule = { default: ComponentType };

/** A screen loaded on demand; `Loaded` once its module is in (loadScreensFor). */
type Screen = { load: () => Promise<ScreenModule>; Lazy: LazyExoticComponent<ComponentType>; Loaded?: ComponentType };

function screen(load: () => Promise<ScreenModule>): Screen {
  return { load, Lazy: lazy(load) };
}

const screens = {
  promptPage: screen(() => import('../features/prompts/prompt-page')),
  submitPage: screen(() => import('../features/prompts/submit/submit-page')),
  loginPage: screen(() => import('../features/account/login-page')),
  resetPasswordPage: screen(() => import('../features/account/reset-password-page')),
  accountPage: screen(() => import('../features/account/account-page')),
  myPromptsPage: screen(() => import('../features/prompts/my-prompts/my-prompts-page')),
  savedPage: screen(() => import('../features/lists/saved-page')),
  aboutPage: screen(() => import('../features/site/about-page')),
  privacyPage: screen(() => import('../features/site/privacy-page')),
  contactPage: screen(() => import('../features/site/contact-page')),
  assistantsPage: screen(() => import('../features/site/assistants-page')),
  profilePage: screen(() => import('../features/users/profile-page')),
  createGuidePage: screen(() => import('../features/site/create-guide-page')),
  adminLayout: screen(() => import('../features/admin/admin-layout')),
  adminDashboardPage: screen(() => import('../features/admin/dashboard/admin-dashboard-page')),
  adminUsersPage: screen(() => import('../features/admin/users/admin-users-page')),
  adminAdsPage: screen(() => import('../features/admin/ads/admin-ads-page')),
  adminPromptsPage: screen(() => import('../features/admin/prompts/admin-prompts-page')),
  adminApiKeysPage: screen(() => import('../features/admin/api-keys/admin-api-keys-page')),
  adminSettingsPage: screen(() => import('../features/admin/settings/admin-settings-page')),
  adminAuditPage: screen(() => import('../features/admin/audit/admin-audit-page')),
  adminCreatePage: screen(() => import('../features/admin/setup/admin-create-page')),
};

/**
 * A screen's route fields; `handle` names the screen for loadScreensFor. Its element is the
 * component itself when loaded already, so it renders at once: a page the server rendered
 * hydrates in one pass, with no Suspense boundary, whose content React would hydrate later than
 * the rest of the page (data read meanwhile, such as the session, would then not match the
 * server's HTML). Otherwise, the lazy component in a boundary of its own, whose fallback shows
 * while the code loads.
 */
function screenRoute(s: Screen): Pick<RouteObject, 'element' | 'handle'> {
  const element = s.Loaded ? (
    <s.Loaded />
  ) : (
    <Suspense fallback={<div className="min-h-[50vh]" aria-busy="true" />}>
      <s.Lazy />
    </Suspense>
  );
  return { element, handle: s };
}

let matchTable: RouteObject[] | undefined;

/**
 * Loads the screens an address shows, so that routes created afterwards render them at once: a
 * page the server rendered must hydrate with the same screen, not with the Suspense fallback.
 */
export async function loadScreensFor(location: string | { pathname: string }): Promise<void> {
  // Matching reads only paths and handles, which never change: one table serves every call
  // (each hover over a link, each server render).
  matchTable ??= createAppRoutes();
  const matches = matchRoutes(matchTable, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const s = route.handle as Screen | undefined;
      if (s && !s.Loaded) s.Loaded = (await s.load()).default;
    }),
  );
}

export function createAppRoutes(): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      children: [
        { index: true, element: <BrowsePage /> },
        { path: 'prompts', element: <BrowsePage /> },
        { path: 'tag/:tagName', element: <BrowsePage /> },
        { path: 'category/:categoryName', element: <BrowsePage /> },
        {
          path: 'prompt/:id',
          ...screenRoute(screens.promptPage),
        },
        {
          path: 'submit',
          ...screenRoute(screens.submitPage),
        },
        { path: 'login', ...screenRoute(screens.loginPage) },
        {
          path: 'reset-password',
          ...screenRoute(screens.resetPasswordPage),
        },
        {
          path: 'account',
          ...screenRoute(screens.accountPage),
        },
        {
          path: 'my-prompts',
          ...screenRoute(screens.myPromptsPage),
        },
        { path: 'saved', ...screenRoute(screens.savedPage) },
        { path: 'about', ...screenRoute(screens.aboutPage) },
        { path: 'privacy', ...screenRoute(screens.privacyPage) },
        { path: 'contact', ...screenRoute(screens.contactPage) },
        {
          path: 'assistants',
          ...screenRoute(screens.assistantsPage),
        },
        {
          path: 'u/:username',
          ...screenRoute(screens.profilePage),
        },
        {
          path: 'create-guide',
          ...screenRoute(screens.createGuidePage),
        },
        {
          path: 'admin',
          ...screenRoute(screens.adminLayout),
          children: [
            {
              index: true,
              ...screenRoute(screens.adminDashboardPage),
            },
            {
              path: 'users',
              ...screenRoute(screens.adminUsersPage),
            },
            {
              path: 'ads',
              ...screenRoute(screens.adminAdsPage),
            },
            {
              path: 'prompts',
              ...screenRoute(screens.adminPromptsPage),
            },
            {
              path: 'api-keys',
              ...screenRoute(screens.adminApiKeysPage),
            },
            {
              path: 'settings',
              ...screenRoute(screens.adminSettingsPage),
            },
            {
              path: 'audit',
              ...screenRoute(screens.adminAuditPage),
            },
          ],
        },
        {
          path: 'admin/create',
          ...screenRoute(screens.adminCreatePage),
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}
