import { useEffect } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { useSiteInfo } from '../../lib/site-info';

const HOW_IT_WORKS: { title: string; body: string }[] = [
  {
    title: 'Browse',
    body: 'Explore prompts for programming, writing, data science, marketing, education and more. Filter by category, tag or minimum rating, and sort by newest, most popular or highest rated.',
  },
  {
    title: 'Search',
    body: 'Search titles, prompt text, tags and categories to find a prompt for the task in front of you.',
  },
  {
    title: 'Submit',
    body: 'Share a prompt that works for you, with a category, tags and optional instructions. Anyone can submit; similar prompts are detected so the collection stays free of near-duplicates.',
  },
  {
    title: 'Rate and comment',
    body: 'Signed-in members rate prompts from one to five stars and discuss them in the comments, so the best prompts rise and good ones get better.',
  },
  {
    title: 'Save to lists',
    body: 'Keep the prompts you use most in your own saved lists, ready to copy whenever you need them.',
  },
];

const SOURCES: { name: string; url: string; license: string; description: string }[] = [
  {
    name: 'f/awesome-chatgpt-prompts',
    url: 'https://github.com/f/awesome-chatgpt-prompts',
    license: 'CC0 1.0 (public domain)',
    description: 'A large community collection of role and task prompts (prompts.chat).',
  },
  {
    name: 'danielmiessler/fabric',
    url: 'https://github.com/danielmiessler/fabric',
    license: 'MIT',
    description: 'Fabric patterns: structured prompts for analysing, summarising and creating content.',
  },
  {
    name: 'aj-geddes/useful-ai-prompts',
    url: 'https://github.com/aj-geddes/useful-ai-prompts',
    license: 'MIT',
    description: 'Practical prompts for everyday professional tasks.',
  },
  {
    name: 'github/awesome-copilot',
    url: 'https://github.com/github/awesome-copilot',
    license: 'MIT',
    description: 'Prompts and instructions for coding assistants (MIT-licensed items only).',
  },
];

const linkClass =
  'font-medium text-primary underline underline-offset-4 hover:no-underline focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

export default function AboutPage() {
  const site = useSiteInfo();
  useEffect(() => {
    document.title = `About · ${site.name}`;
  }, [site.name]);

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 lg:py-12">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-foreground sm:text-4xl">About {site.name}</h1>
        {site.tagline.trim() ? (
          <p className="mt-3 text-lg leading-relaxed text-muted-foreground">{site.tagline}</p>
        ) : null}
      </header>

      <div className="mt-10 space-y-12 leading-relaxed text-foreground">
        <section aria-labelledby="about-what">
          <h2 id="about-what" className="text-2xl font-semibold tracking-tight">
            What {site.name} is
          </h2>
          <p className="mt-3">
            {site.name} is a community library of prompts for AI assistants. Good prompts take time to get right: the
            right context, constraints and output format can turn a vague answer into a useful one. Instead of everyone
            starting from a blank page, members share the prompts that work for them, rate and discuss them, and build
            on each other&apos;s ideas.
          </p>
          <p className="mt-3">
            Prompts here are plain text that you can copy into whichever assistant you use. New to writing prompts? The{' '}
            <Link to="/create-guide" className={linkClass}>
              guide to creating effective prompts
            </Link>{' '}
            has tips and complete examples for every category.
          </p>
        </section>

        <section aria-labelledby="about-how">
          <h2 id="about-how" className="text-2xl font-semibold tracking-tight">
            How it works
          </h2>
          <ol className="mt-4 grid gap-4 sm:grid-cols-2">
            {HOW_IT_WORKS.map((step, index) => (
              <li key={step.title} className="rounded-lg border border-border bg-card p-4 text-card-foreground">
                <p className="font-semibold">
                  <span className="text-muted-foreground">{index + 1}. </span>
                  {step.title}
                </p>
                <p className="mt-1 text-sm text-muted-foreground">{step.body}</p>
              </li>
            ))}
          </ol>
          <p className="mt-4">
            Browsing and submitting are open to everyone. To rate, comment and save prompts, sign in or create a free
            account.
          </p>
        </section>

        <section aria-labelledby="about-open-source">
          <h2 id="about-open-source" className="text-2xl font-semibold tracking-tight">
            Open source and self-hostable
          </h2>
          <p className="mt-3">
            Prompt Commons is open-source software released under the MIT License. Anyone can read the code, suggest
            improvements and run their own instance, for a team, a classroom or a community.
          </p>
          <p className="mt-3">
            A single command starts a complete site with an embedded database and a seeded demo library, with no
            database server to install. For larger deployments the same code runs against a PostgreSQL server, and
            several app processes can run side by side behind a load balancer. Each instance is run by its own operator,
            who is responsible for its content and for the data it stores; see the{' '}
            <Link to="/privacy" className={linkClass}>
              privacy policy
            </Link>
            .
          </p>
        </section>

        <section aria-labelledby="about-sources">
          <h2 id="about-sources" className="text-2xl font-semibold tracking-tight">
            Where the demo prompts come from
          </h2>
          <p className="mt-3">
            The demo library is seeded with prompts from these public collections. Thank you to their authors and
            contributors.
          </p>
          <ul className="mt-4 space-y-3">
            {SOURCES.map((source) => (
              <li key={source.name} className="rounded-lg border border-border p-4">
                <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
                  <a href={source.url} className={`${linkClass} break-all`} rel="noopener noreferrer">
                    {source.name}
                  </a>
                  <span className="text-sm text-muted-foreground">License: {source.license}</span>
                </p>
                <p className="mt-1 text-sm text-muted-foreground">{source.description}</p>
              </li>
            ))}
          </ul>
          <p className="mt-4 text-sm text-muted-foreground">
            The copyright and permission notices required by the MIT License for fabric, useful-ai-prompts and
            awesome-copilot are included in the NOTICE file shipped with the project. The CC0 collection is in the
            public domain and needs no notice. Prompt categories in the demo data were assigned automatically and may
            occasionally be off.
          </p>
        </section>

        <section aria-labelledby="about-involved">
          <h2 id="about-involved" className="text-2xl font-semibold tracking-tight">
            Get involved
          </h2>
          <p className="mt-3">
            Share a prompt that has saved you time, help improve others with ratings and comments, or get in touch with
            questions and ideas.
          </p>
          <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <Button asChild>
              <Link to="/submit">Submit a prompt</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/login">Sign in</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/contact">Contact us</Link>
            </Button>
          </div>
        </section>
      </div>
    </div>
  );
}
