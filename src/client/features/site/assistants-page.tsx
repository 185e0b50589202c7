import { Check, Copy } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { useCopyToClipboard } from '../../lib/use-copy-to-clipboard';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSiteInfo } from '../../lib/site-info';
import { assistantConfigs, mcpEndpoint, type AssistantConfig } from '../../../shared/assistant-configs';

const linkClass =
  'font-medium text-primary underline underline-offset-4 hover:no-underline focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/**
 * The site's public address (BASE_URL): the server writes it into the page's canonical link;
 * the address bar's origin when there is none.
 */
export function siteBaseUrl(): string {
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  try {
    if (canonical) return new URL(canonical).origin;
  } catch {
    // a malformed link: fall back below
  }
  return window.location.origin;
}

function ConfigBlock({ assistant }: { assistant: AssistantConfig }) {
  const { isCopied, copy } = useCopyToClipboard('Copied to clipboard');
  const headingId = `assistant-${assistant.id}`;
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-border bg-card p-5 text-card-foreground">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-xl font-semibold tracking-tight text-foreground">
          {assistant.name}
        </h2>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => void copy(assistant.config)}
          aria-label={`Copy the ${assistant.name} configuration`}
        >
          {isCopied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {isCopied ? 'Copied' : 'Copy'}
        </Button>
      </div>
      <p className="mt-2 text-sm text-muted-foreground">
        In <code className="font-mono">{assistant.file}</code>.{' '}
        {assistant.how.split('`').map((part, i) =>
          i % 2 ? (
            <code key={i} className="font-mono">
              {part}
            </code>
          ) : (
            part
          ),
        )}
      </p>
      {/* Focusable, so a keyboard can scroll a line wider than a phone. */}
      <pre
        tabIndex={0}
        role="region"
        aria-label={`${assistant.name} configuration`}
        className="mt-3 overflow-x-auto rounded-md bg-muted p-3 font-mono text-sm text-foreground outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <code>{assistant.config}</code>
      </pre>
    </section>
  );
}

/** /assistants: how to reach the site's prompts from Claude Desktop, VS Code and Cursor (MCP). */
export default function AssistantsPage() {
  const site = useSiteInfo();
  useDocumentTitle(`Use it from your assistant · ${site.name}`);
  const baseUrl = siteBaseUrl();
  const configs = assistantConfigs(baseUrl);
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 lg:py-12">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-foreground sm:text-4xl">Use it from your assistant</h1>
        <p className="mt-4 leading-relaxed text-foreground">
          {site.name} is also an MCP server, at <code className="font-mono">{mcpEndpoint(baseUrl)}</code>. Connect your
          assistant to search prompts, read one with its variables filled in, and list categories and popular tags.
          Reading needs no key. To save prompts to your lists or submit new ones, create a personal API key with write
          access on your{' '}
          <Link to="/account" className={linkClass}>
            account page
          </Link>{' '}
          and send it as <code className="font-mono">Authorization: Bearer &lt;key&gt;</code>.
        </p>
      </header>
      <div className="mt-8 flex flex-col gap-6">
        {configs.map((assistant) => (
          <ConfigBlock key={assistant.id} assistant={assistant} />
        ))}
      </div>
      <p className="mt-8 text-sm leading-relaxed text-muted-foreground">
        Prefer files? Download every prompt as{' '}
        <a href="/api/exports/prompts.csv" className={linkClass}>
          CSV
        </a>{' '}
        (the admin import&apos;s format) or{' '}
        <a href="/api/exports/prompts.ndjson" className={linkClass}>
          NDJSON
        </a>
        , follow new prompts with the{' '}
        <a href="/feed.xml" className={linkClass}>
          Atom feed
        </a>
        , or see the{' '}
        <a href="/api/docs" className={linkClass}>
          API reference
        </a>
        .
      </p>
    </div>
  );
}
