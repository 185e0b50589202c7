import { Component, useEffect } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { Link } from 'react-router';
import { Home, RefreshCw } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { MAIN_ID, SkipLink, useInsideLayout } from './page-shell';
import { LogoMark } from './site-header';
import { SiteFooter } from './site-footer';
import { useSiteInfo } from '../../lib/site-info';

/**
 * A lazy route chunk that no longer exists (the site was deployed since the page was opened)
 * fails with one of these messages, depending on the browser; Vite's CSS preload has its own.
 */
const CHUNK_LOAD_ERROR =
  /dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading (CSS )?chunk .* failed/i;

function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && (error.name === 'ChunkLoadError' || CHUNK_LOAD_ERROR.test(error.message));
}

function reloadPage(): void {
  window.location.reload();
}

type ErrorMessageProps = { title: string; children: ReactNode; showHome?: boolean };

function ErrorMessage({ title, children, showHome = true }: ErrorMessageProps) {
  const { name } = useSiteInfo();
  useEffect(() => {
    document.title = `${title} · ${name}`;
  }, [title, name]);

  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-4 py-16 text-center">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      <div className="text-muted-foreground">{children}</div>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        <Button type="button" onClick={reloadPage}>
          <RefreshCw aria-hidden="true" />
          Reload page
        </Button>
        {showHome && (
          <Button asChild variant="outline">
            <Link to="/">
              <Home aria-hidden="true" />
              Return to Home
            </Link>
          </Button>
        )}
      </div>
    </section>
  );
}

function RouteErrorContent({ error }: { error: unknown }) {
  const { name } = useSiteInfo();
  if (isChunkLoadError(error)) {
    return (
      <ErrorMessage title="A new version is available" showHome={false}>
        <p>
          {name} was updated since you opened this page, so this screen could not be loaded. Reload to get the latest
          version.
        </p>
      </ErrorMessage>
    );
  }
  return (
    <ErrorMessage title="Something went wrong">
      <p>
        This page could not be shown because of an unexpected error. Reload to try again, or return to the home page.
      </p>
    </ErrorMessage>
  );
}

/** A minimal page shell for errors raised above the layout, so the page keeps its landmarks. */
function ErrorShell({ children }: { children: ReactNode }) {
  const { name } = useSiteInfo();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="border-b">
        <div className="mx-auto flex h-16 w-full max-w-7xl items-center px-4 sm:px-6 lg:px-8">
          <Link
            to="/"
            aria-label={`${name} home`}
            className="flex items-center gap-2 rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <LogoMark />
            <span className="text-lg font-semibold tracking-tight">{name}</span>
          </Link>
        </div>
      </header>
      <main
        id={MAIN_ID}
        tabIndex={-1}
        className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 outline-none sm:px-6 lg:px-8"
      >
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}

/** What a screen that failed shows: inside the layout, or with a page shell of its own above it. */
function RouteError({ error }: { error: unknown }) {
  const content = <RouteErrorContent error={error} />;
  return useInsideLayout() ? content : <ErrorShell>{content}</ErrorShell>;
}

type BoundaryProps = { pathname: string; children: ReactNode };
type BoundaryState = { failed: boolean; error: unknown; pathname: string };

/**
 * Catches what a screen throws while rendering, a lazily loaded screen's chunk that fails to load
 * included ("A new version is available"), and shows it in place of the screen. Another address
 * tries again. RootLayout puts one around its main content; AppRoutes (app-routes.tsx) one around
 * the layout itself.
 */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, error: undefined, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.pathname === state.pathname ? null : { failed: false, error: undefined, pathname: props.pathname };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Route error', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
