// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';
import { readEmbeddedSiteInfo, SITE_INFO_ELEMENT_ID, siteInitials, useSiteInfo } from '../../lib/site-info';
import { json, mockFetch, renderRoutes } from '../../test/mock-fetch';
import { polyfillRadix } from '../../test/stub-fetch';

function embed(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = SITE_INFO_ELEMENT_ID;
  script.textContent = text;
  document.head.append(script);
}

function TitleProbe() {
  const site = useSiteInfo();
  return <p data-testid="title">{`Saved · ${site.name}`}</p>;
}

function Layout() {
  return (
    <>
      <SiteHeader navItems={[]} />
      <TitleProbe />
      <SiteFooter />
    </>
  );
}

const render = () => renderRoutes([{ path: '/', element: <Layout /> }], '/');
const siteCalls = (calls: { path: string }[]) => calls.filter((c) => c.path === '/api/site');
const homeLink = () =>
  within(screen.getByRole('banner'))
    .getAllByRole('link')
    .find((a) => a.getAttribute('href') === '/')!;

beforeEach(polyfillRadix);
afterEach(() => {
  cleanup();
  document.getElementById(SITE_INFO_ELEMENT_ID)?.remove();
  vi.unstubAllGlobals();
});

describe('useSiteInfo', () => {
  it('shows the name and tagline the server embedded on the first render, without asking again', () => {
    embed('{"name":"Acme \\u003cPrompts\\u003e","tagline":"Prompts for the Acme team"}');
    const calls = mockFetch(() => undefined, { signedIn: false });
    render();
    // Synchronously: no flash of the product's own name.
    expect(homeLink()).toHaveTextContent('AP');
    expect(homeLink()).toHaveTextContent('Acme <Prompts>');
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByText('Acme <Prompts>')).toBeInTheDocument();
    expect(footer.getByText('Prompts for the Acme team')).toBeInTheDocument();
    expect(screen.getByTestId('title')).toHaveTextContent('Saved · Acme <Prompts>');
    expect(siteCalls(calls)).toHaveLength(0);
  });

  it('without embedded data, shows the product name, then the one from GET /api/site', async () => {
    const calls = mockFetch(
      (call) =>
        call.path === '/api/site'
          ? json({ name: 'Team Library', tagline: 'Our prompts', signUpOpen: true })
          : undefined,
      { signedIn: false },
    );
    render();
    expect(homeLink()).toHaveTextContent('Prompt Commons');
    expect(homeLink()).toHaveTextContent('PC');
    await waitFor(() => expect(homeLink()).toHaveTextContent('Team Library'));
    expect(homeLink()).toHaveTextContent('TL');
    expect(within(screen.getByRole('contentinfo')).getByText('Our prompts')).toBeInTheDocument();
    expect(screen.getByTestId('title')).toHaveTextContent('Saved · Team Library');
    // One request, shared by the header, the footer and the screen.
    expect(siteCalls(calls)).toHaveLength(1);
  });

  it('keeps the product name when /api/site fails or answers nonsense', async () => {
    const calls = mockFetch((call) => (call.path === '/api/site' ? json({ items: [] }) : undefined), {
      signedIn: false,
    });
    render();
    await waitFor(() => expect(siteCalls(calls)).toHaveLength(1));
    expect(homeLink()).toHaveTextContent('Prompt Commons');
    expect(
      within(screen.getByRole('contentinfo')).getByText('Discover, share, and collaborate on AI prompts'),
    ).toBeInTheDocument();
  });
});

describe('readEmbeddedSiteInfo', () => {
  it('reads the JSON block, and ignores a missing or broken one', () => {
    expect(readEmbeddedSiteInfo()).toBeNull();
    embed('{"name":"A","tagline":"B"}');
    expect(readEmbeddedSiteInfo()).toEqual({ name: 'A', tagline: 'B', signUpOpen: true });
    document.getElementById(SITE_INFO_ELEMENT_ID)!.textContent = '{"name":"A","tagline":"B","signUpOpen":false}';
    expect(readEmbeddedSiteInfo()?.signUpOpen).toBe(false);
    document.getElementById(SITE_INFO_ELEMENT_ID)!.textContent = '{not json';
    expect(readEmbeddedSiteInfo()).toBeNull();
    document.getElementById(SITE_INFO_ELEMENT_ID)!.textContent = '{"name":"  ","tagline":"B"}';
    expect(readEmbeddedSiteInfo()).toBeNull();
  });
});

describe('siteInitials', () => {
  it('takes the first letters of up to two words', () => {
    expect(siteInitials('Prompt Commons')).toBe('PC');
    expect(siteInitials('acme')).toBe('A');
    expect(siteInitials('the big prompt shop')).toBe('TB');
    expect(siteInitials('  émile   zola ')).toBe('ÉZ');
    expect(siteInitials('(Beta) Prompts')).toBe('BP');
    expect(siteInitials('42 Prompts')).toBe('4P');
    expect(siteInitials('— ·')).toBe('PC');
  });
});
