import { useEffect } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { GUIDE_SECTIONS } from './guide-content';
import type { GuideSection } from './guide-content';
import { useSiteInfo } from '../../lib/site-info';

export default function CreateGuidePage() {
  const site = useSiteInfo();
  useEffect(() => {
    document.title = `How to Create Prompts · ${site.name}`;
  }, [site.name]);

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 lg:py-12">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-foreground sm:text-4xl">
          How to Create Effective Prompts
        </h1>
        <p className="mt-3 text-base leading-relaxed text-muted-foreground sm:text-lg">
          A well-written prompt tells an AI assistant who to be, what you need, what to work with and what the answer
          should look like. Start with the general principles, then pick a category for tips and complete examples you
          can adapt. Placeholders such as{' '}
          <code className="rounded bg-muted px-1 py-0.5 font-mono text-sm text-foreground">${'{Topic}'}</code> mark the
          parts you fill in.
        </p>
      </header>

      <Tabs defaultValue={GUIDE_SECTIONS[0]?.id ?? 'general'} className="mt-8">
        <TabsList
          aria-label="Guide sections"
          className="flex h-auto w-full flex-wrap justify-start gap-1 rounded-lg bg-muted p-1"
        >
          {GUIDE_SECTIONS.map((section) => (
            <TabsTrigger
              key={section.id}
              value={section.id}
              className="h-auto flex-none px-3 py-1.5 text-sm whitespace-nowrap"
            >
              {section.label}
            </TabsTrigger>
          ))}
        </TabsList>

        {GUIDE_SECTIONS.map((section) => (
          <TabsContent key={section.id} value={section.id} className="mt-6 focus-visible:outline-none">
            <GuideSectionView section={section} />
          </TabsContent>
        ))}
      </Tabs>

      <section
        aria-labelledby="guide-cta-heading"
        className="mt-12 rounded-xl border border-border bg-muted/50 p-6 text-center sm:p-8"
      >
        <h2 id="guide-cta-heading" className="text-xl font-semibold text-foreground sm:text-2xl">
          Ready to share what works?
        </h2>
        <p className="mx-auto mt-2 max-w-2xl text-muted-foreground">
          Put these ideas into practice: submit a prompt that has worked well for you, or browse what the community has
          already shared and improve on it.
        </p>
        <div className="mt-5 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild>
            <Link to="/submit">Submit a Prompt</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/">Browse prompts</Link>
          </Button>
        </div>
      </section>
    </div>
  );
}

function GuideSectionView({ section }: { section: GuideSection }) {
  const headingId = `guide-${section.id}-heading`;
  const isGeneral = section.id === 'general';

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-2xl font-semibold tracking-tight text-foreground">
        {isGeneral ? 'General principles' : `${section.label} prompts`}
      </h2>
      <p className="mt-2 max-w-3xl leading-relaxed text-muted-foreground">{section.intro}</p>

      <h3 className="mt-8 text-lg font-semibold text-foreground">Tips</h3>
      <ol className="mt-3 grid gap-4 md:grid-cols-2">
        {section.tips.map((tip, index) => (
          <li key={tip.title} className="flex gap-3 rounded-lg border border-border bg-card p-4 text-card-foreground">
            <span
              aria-hidden="true"
              className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
            >
              {index + 1}
            </span>
            <div className="min-w-0">
              <p className="font-medium text-foreground">{tip.title}</p>
              <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{tip.body}</p>
            </div>
          </li>
        ))}
      </ol>

      <h3 className="mt-10 text-lg font-semibold text-foreground">Example prompts</h3>
      <div className="mt-3 space-y-6">
        {section.examples.map((example) => (
          <article
            key={example.title}
            className="overflow-hidden rounded-lg border border-border bg-card text-card-foreground"
          >
            <h4 className="border-b border-border px-4 py-3 font-medium text-foreground">{example.title}</h4>
            <pre className="overflow-x-auto bg-muted/60 px-4 py-3 font-mono text-sm leading-relaxed break-words whitespace-pre-wrap text-foreground">
              {example.prompt}
            </pre>
            <p className="border-t border-border px-4 py-3 text-sm text-muted-foreground">
              <span className="font-semibold text-foreground">Why it works: </span>
              {example.why}
            </p>
          </article>
        ))}
      </div>
    </section>
  );
}
