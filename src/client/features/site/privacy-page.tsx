import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSiteInfo } from '../../lib/site-info';

const linkClass =
  'font-medium text-primary underline underline-offset-4 hover:no-underline focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

function PolicySection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-xl font-semibold tracking-tight text-foreground sm:text-2xl">
        {title}
      </h2>
      <div className="mt-3 space-y-3">{children}</div>
    </section>
  );
}

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <li>
      <span className="font-semibold text-foreground">{term}: </span>
      {children}
    </li>
  );
}

export default function PrivacyPage() {
  const site = useSiteInfo();
  useEffect(() => {
    document.title = `Privacy Policy · ${site.name}`;
  }, [site.name]);

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 lg:py-12">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-foreground sm:text-4xl">Privacy Policy</h1>
        <p className="mt-2 text-sm text-muted-foreground">Last updated: April 10, 2025</p>
        <p className="mt-4 leading-relaxed text-foreground">
          Prompt Commons is open-source software for sharing prompts for AI assistants. This site is one instance of it,
          run by its operator (&ldquo;we&rdquo;, &ldquo;us&rdquo;). This policy explains what information this site
          collects, why, who can see it, and how you can export or delete it. We collect only what the site needs to
          work, and we do not sell your information.
        </p>
      </header>

      <div className="mt-10 space-y-10 leading-relaxed text-foreground">
        <PolicySection id="privacy-collected" title="Information we collect">
          <p>When you use this site, we store the following:</p>
          <ul className="list-disc space-y-2 pl-5 marker:text-muted-foreground">
            <Item term="Account information">
              your email address, username and, if you set one, an avatar URL. Your password is never stored in readable
              form, only as a secure hash. If you sign in with a third-party provider such as GitHub or Google, that
              provider shares your email address and basic profile details (name and avatar) with us; we do not receive
              your password there. If you turn on two-factor authentication, we store the secret and backup codes needed
              to check your codes.
            </Item>
            <Item term="Prompts">
              the title, text, instructions, category and tags of prompts you submit, and earlier versions when you edit
              them. Prompts are public and are shown with your username.
            </Item>
            <Item term="Comments">the comments you post, which are public, and your votes on comments.</Item>
            <Item term="Ratings">the star ratings you give prompts. Others see only averages and counts.</Item>
            <Item term="Saved lists">
              the lists you create and the prompts you save to them. These are visible only to you.
            </Item>
            <Item term="Session cookies">
              when you sign in, we set a session cookie so the site knows it is you on each request. It is http-only
              (scripts on the page cannot read it) and is needed for sign-in to work. It is removed when you sign out or
              when the session expires.
            </Item>
            <Item term="Server logs">
              like most web servers, ours records technical information about requests, such as the IP address, time,
              requested address, browser user agent and errors. We use logs to keep the site secure and working, for
              example to investigate abuse or fix bugs, and keep them only as long as needed for that.
            </Item>
          </ul>
          <p>
            We also send a small number of service emails, such as address verification, password reset and invitations.
            We do not send marketing email.
          </p>
        </PolicySection>

        <PolicySection id="privacy-use" title="How we use your information">
          <ul className="list-disc space-y-2 pl-5 marker:text-muted-foreground">
            <li>To create and secure your account and keep you signed in.</li>
            <li>To show the prompts, comments and ratings that make up the community library.</li>
            <li>To keep your saved lists available to you.</li>
            <li>To prevent spam and abuse, for example by limiting how often requests can be made.</li>
            <li>To operate, debug and improve the site.</li>
          </ul>
        </PolicySection>

        <PolicySection id="privacy-not-collected" title="What we do not do">
          <ul className="list-disc space-y-2 pl-5 marker:text-muted-foreground">
            <li>We do not use tracking or advertising cookies, and we do not use third-party analytics.</li>
            <li>
              Ads shown on this site are served by the site itself from its own database, not by advertising networks.
              No third party is told that you saw or clicked an ad. The site counts ad views and clicks only as totals
              per ad.
            </li>
            <li>We do not sell, rent or trade your personal information.</li>
            <li>We do not build advertising profiles about you.</li>
          </ul>
        </PolicySection>

        <PolicySection id="privacy-sharing" title="When information is shared">
          <p>
            Your public content (prompts, comments and your username) can be seen by anyone who visits the site. Beyond
            that, information is shared only with service providers the operator uses to run this site, such as hosting
            and email delivery, and only as needed for that service; with a sign-in provider you choose to use; or when
            the law requires it.
          </p>
          <p>
            Prompt Commons is self-hosted software. The people who develop the open-source project do not receive data
            from this site; it stays with this site&apos;s operator.
          </p>
        </PolicySection>

        <PolicySection id="privacy-your-data" title="Exporting and deleting your data">
          <p>
            While signed in, open your account page to download a copy of your data, including your profile, prompts,
            comments, ratings and saved lists, in a machine-readable format.
          </p>
          <p>
            You can delete individual prompts and comments at any time, and you can delete your whole account from the
            account page. Deleting your account removes your account and profile, ends your sessions, and deletes your
            saved lists, ratings, votes, prompts and comments. Copies in server backups and logs are removed as those
            expire.
          </p>
          <p>
            You can also correct your information from the account page, or{' '}
            <Link to="/contact" className={linkClass}>
              contact us
            </Link>{' '}
            if you need help with any of these requests.
          </p>
        </PolicySection>

        <PolicySection id="privacy-children" title="Children's privacy">
          <p>We do not knowingly collect personal information from children under 13.</p>
          <p>
            This site is not directed at children under 13, and they should not create an account. If we learn that we
            have collected personal information from a child under 13, we will delete that information and the
            associated account promptly. If you believe a child under 13 has given us personal information, please{' '}
            <Link to="/contact" className={linkClass}>
              contact us
            </Link>
            .
          </p>
        </PolicySection>

        <PolicySection id="privacy-security" title="Security">
          <p>
            Passwords are stored as hashes, session cookies are http-only, and two-factor authentication is available
            for your account. No system is perfectly secure, so please use a strong, unique password and do not put
            sensitive personal information in prompts or comments, which are public.
          </p>
        </PolicySection>

        <PolicySection id="privacy-changes" title="Changes to this policy">
          <p>
            If we change this policy, we will update it on this page and change the date at the top. If a change
            significantly affects how we handle your information, we will make that clear on the site.
          </p>
        </PolicySection>

        <PolicySection id="privacy-contact" title="Contact">
          <p>
            Questions or requests about your privacy? Visit our{' '}
            <Link to="/contact" className={linkClass}>
              contact page
            </Link>{' '}
            to reach the operator of this site.
          </p>
        </PolicySection>
      </div>
    </div>
  );
}
