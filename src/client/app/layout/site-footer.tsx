import { Link } from 'react-router';
import { LogoMark } from './site-header';
import { useSiteInfo } from '../../lib/site-info';

const FOOTER_LINKS: { to: string; label: string }[] = [
  { to: '/about', label: 'About' },
  { to: '/privacy', label: 'Privacy' },
  { to: '/create-guide', label: 'How to Create Prompts' },
  { to: '/assistants', label: 'Use it from your assistant' },
];

const linkClass =
  'rounded-sm text-muted-foreground underline-offset-4 transition-colors hover:text-foreground hover:underline outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50';

/** Site footer: logo, tagline, static page links, the API documentation and the copyright line. */
export function SiteFooter() {
  const year = new Date().getFullYear();
  const site = useSiteInfo({ refresh: true });
  return (
    <footer className="mt-auto border-t bg-muted/40">
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 md:flex-row md:items-start md:justify-between lg:px-8">
        <div className="flex max-w-sm flex-col gap-2">
          <Link
            to="/"
            className="flex w-fit items-center gap-2 rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <LogoMark />
            <span className="font-semibold tracking-tight">{site.name}</span>
          </Link>
          {site.tagline && <p className="text-sm text-muted-foreground">{site.tagline}</p>}
        </div>
        <div className="flex flex-col gap-3 md:items-end">
          <nav aria-label="Footer">
            <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
              {FOOTER_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={linkClass}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
            {/* Served by the API server, not the client router: a plain link loads it. */}
            <a href="/api/docs" className={linkClass}>
              API
            </a>
            <a href="/api/exports/prompts.csv" className={linkClass}>
              Export all (CSV)
            </a>
            <a href="/api/exports/prompts.ndjson" className={linkClass}>
              Export all (NDJSON)
            </a>
            <a href="/feed.xml" className={linkClass}>
              Atom feed
            </a>
            {/* The server's year is UTC's; the reader's clock may already be in the next one. */}
            <span suppressHydrationWarning>
              © {year} {site.name} contributors
            </span>
          </p>
        </div>
      </div>
    </footer>
  );
}
