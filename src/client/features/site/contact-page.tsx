import { useEffect } from 'react';
import { Link } from 'react-router';
import { useSiteInfo } from '../../lib/site-info';

const linkClass =
  'font-medium text-primary underline underline-offset-4 hover:no-underline focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

export default function ContactPage() {
  const site = useSiteInfo();
  useEffect(() => {
    document.title = `Contact · ${site.name}`;
  }, [site.name]);

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 lg:py-12">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-foreground sm:text-4xl">Contact us</h1>
        <p className="mt-4 leading-relaxed text-foreground">
          Prompt Commons is open-source software, and every site that runs it is operated independently. Who to contact
          depends on what your message is about: this particular site, or the software itself.
        </p>
      </header>

      <div className="mt-10 grid gap-6 md:grid-cols-2">
        <section
          aria-labelledby="contact-site"
          className="rounded-lg border border-border bg-card p-5 text-card-foreground"
        >
          <h2 id="contact-site" className="text-xl font-semibold tracking-tight text-foreground">
            About this site
          </h2>
          <p className="mt-2 leading-relaxed text-muted-foreground">
            For questions about your account, a prompt or comment you want to report, moderation, or a privacy request,
            contact the operator of this site. They can be reached at the email address they publish for this instance.
          </p>
          <ul className="mt-3 list-disc space-y-1 pl-5 text-sm leading-relaxed text-muted-foreground marker:text-muted-foreground">
            <li>When reporting a prompt, include its link (the Share button copies it).</li>
            <li>Never send your password; the operator will never ask for it.</li>
            <li>
              You can export or delete your own data from your account page while signed in, without writing to anyone.
            </li>
          </ul>
        </section>

        <section
          aria-labelledby="contact-project"
          className="rounded-lg border border-border bg-card p-5 text-card-foreground"
        >
          <h2 id="contact-project" className="text-xl font-semibold tracking-tight text-foreground">
            About the software
          </h2>
          <p className="mt-2 leading-relaxed text-muted-foreground">
            To report a bug, suggest a feature or contribute, open an issue on the Prompt Commons project repository,
            where the maintainers work in public.
          </p>
          <ul className="mt-3 list-disc space-y-1 pl-5 text-sm leading-relaxed text-muted-foreground marker:text-muted-foreground">
            <li>Describe the steps to reproduce a bug, what you expected, and your browser.</li>
            <li>Issues are public: leave out personal information, passwords and private prompts.</li>
            <li>
              Report security vulnerabilities privately, through the repository&apos;s private vulnerability reporting,
              not in a public issue.
            </li>
          </ul>
        </section>
      </div>

      <section aria-labelledby="contact-first" className="mt-10">
        <h2 id="contact-first" className="text-xl font-semibold tracking-tight text-foreground">
          Before you write
        </h2>
        <p className="mt-2 leading-relaxed text-foreground">
          Your question may already be answered. Read{' '}
          <Link to="/about" className={linkClass}>
            about Prompt Commons
          </Link>{' '}
          to learn how the site works, or see{' '}
          <Link to="/create-guide" className={linkClass}>
            how to create effective prompts
          </Link>{' '}
          for tips and examples in every category.
        </p>
      </section>
    </div>
  );
}
